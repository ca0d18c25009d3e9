import type { Actor } from './world.ts';

/*
 * Who may call what, route by route. `access-matrix.test.ts` reads the server's route table as routes are
 * added, so a route without a line here fails it; each line is then proved against the running app.
 */

export interface Entry {
  access: 'public' | 'user' | 'admin' | 'super_admin';
  /**
   * What a signed-in writer gets for another writer's ids: 404 as if they did not exist, 403 where the id names
   * a person, or 'scoped' where the request only ever acts on the caller's own data. Absent: no ids.
   */
  foreign?: 404 | 403 | 'scoped';
  /** The rightful call changes or removes something later calls need, so it runs last (in this order). */
  destroys?: number;
  /**
   * The body sent to this route about `actor`'s things, where the smallest valid one would be refused (a zod
   * refinement) or would name nothing.
   */
  body?: (actor: Actor) => object;
  /** The rightful call sends a photo as multipart (which the OpenAPI document does not describe). */
  upload?: true;
  /** For public routes matched by a pattern: an address to try. */
  sample?: string;
}

export const MATRIX: Record<string, Entry> = {
  // Public: the API's own, the OpenAPI document, uploaded files, CORS preflight, and the identity service
  // (cookie sessions: signing in must work signed out; the test checks that its token endpoint does not).
  'GET /v1/health': { access: 'public' },
  'HEAD /v1/health': { access: 'public' },
  'GET /v1/payments/plans': { access: 'public' },
  'HEAD /v1/payments/plans': { access: 'public' },
  'POST /v1/contact': { access: 'public' },
  'GET /docs': { access: 'public' },
  'HEAD /docs': { access: 'public' },
  'HEAD /docs/': { access: 'public' },
  'GET /docs/json': { access: 'public' },
  'HEAD /docs/json': { access: 'public' },
  'GET /docs/yaml': { access: 'public' },
  'HEAD /docs/yaml': { access: 'public' },
  'GET /docs/static/index.html': { access: 'public' },
  'HEAD /docs/static/index.html': { access: 'public' },
  'GET /docs/static/swagger-initializer.js': { access: 'public' },
  'HEAD /docs/static/swagger-initializer.js': { access: 'public' },
  'GET /docs/static/*': { access: 'public', sample: '/docs/static/swagger-ui.css' },
  'HEAD /docs/static/*': { access: 'public', sample: '/docs/static/swagger-ui.css' },
  'GET /uploads/*': { access: 'public', sample: '/uploads/avatars/none.jpg' },
  'HEAD /uploads/*': { access: 'public', sample: '/uploads/avatars/none.jpg' },
  'OPTIONS *': { access: 'public', sample: '/v1/projects' },
  'GET /api/auth/*': { access: 'public', sample: '/api/auth/get-session' },
  'HEAD /api/auth/*': { access: 'public', sample: '/api/auth/get-session' },
  'POST /api/auth/*': { access: 'public', sample: '/api/auth/sign-out' },

  'POST /v1/payments/create-checkout-session': { access: 'user' },
  'POST /v1/payments/webhook': { access: 'public' },
  'GET /v1/payments/subscription': { access: 'user' },
  'HEAD /v1/payments/subscription': { access: 'user' },
  'POST /v1/payments/subscription/cancel': { access: 'user' },
  'POST /v1/payments/subscription/resume': { access: 'user' },
  'POST /v1/payments/subscription/test-event': { access: 'user', body: () => ({ kind: 'renewal' }) },
  'GET /v1/payments/checkout/:checkoutId': { access: 'user', foreign: 404 },
  'HEAD /v1/payments/checkout/:checkoutId': { access: 'user', foreign: 404 },
  'POST /v1/payments/checkout/:checkoutId/complete': {
    access: 'user',
    foreign: 404,
    body: () => ({ outcome: 'paid' }),
  },
  'GET /v1/users/me': { access: 'user' },
  'HEAD /v1/users/me': { access: 'user' },
  'PATCH /v1/users/me': { access: 'user' },
  'DELETE /v1/users/me': { access: 'user', destroys: 9, body: (a) => ({ password: a.password }) },
  'GET /v1/users/subscription-history': { access: 'user' },
  'HEAD /v1/users/subscription-history': { access: 'user' },
  'GET /v1/users/me/consents': { access: 'user' },
  'HEAD /v1/users/me/consents': { access: 'user' },
  'PUT /v1/users/me/consents': {
    access: 'user',
    body: () => ({
      preferences: {
        acceptType: 'necessary',
        acceptedCategories: ['necessary'],
        rejectedCategories: [],
        acceptedServices: {},
        rejectedServices: {},
      },
    }),
  },
  'POST /v1/users/me/photo': { access: 'user', upload: true },
  'DELETE /v1/users/me/photo': { access: 'user' },
  'POST /api/v1/auth/create-role': { access: 'user', foreign: 403 },
  'GET /api/v1/users/notifications/notifications-count': { access: 'user' },
  'HEAD /api/v1/users/notifications/notifications-count': { access: 'user' },
  'GET /api/v1/users/notifications': { access: 'user' },
  'HEAD /api/v1/users/notifications': { access: 'user' },
  'POST /api/v1/users/notifications/mark-read': {
    access: 'user',
    foreign: 'scoped',
    body: (a) => ({ ids: [a.owned.notificationId] }),
  },
  'GET /v1/admin/users': { access: 'admin' },
  'HEAD /v1/admin/users': { access: 'admin' },
  'PATCH /v1/admin/users/:uid': { access: 'admin', body: () => ({ disabled: false }) },
  'PATCH /v1/admin/users/:uid/roles': { access: 'admin', body: () => ({ grant: ['user'] }) },
  'GET /v1/admin/plans': { access: 'admin' },
  'HEAD /v1/admin/plans': { access: 'admin' },
  'PATCH /v1/admin/plans/:planId': { access: 'admin', body: () => ({ active: true }) },
  'GET /v1/admin/usage': { access: 'admin' },
  'HEAD /v1/admin/usage': { access: 'admin' },
  'GET /v1/admin/audit-log': { access: 'super_admin' },
  'HEAD /v1/admin/audit-log': { access: 'super_admin' },

  'GET /v1/projects': { access: 'user' },
  'HEAD /v1/projects': { access: 'user' },
  'POST /v1/projects': { access: 'user' },
  'GET /v1/projects/:id': { access: 'user', foreign: 404 },
  'HEAD /v1/projects/:id': { access: 'user', foreign: 404 },
  'PATCH /v1/projects/:id': { access: 'user', foreign: 404 },
  'DELETE /v1/projects/:id': { access: 'user', foreign: 404, destroys: 3 },
  'POST /v1/projects/:id/transition': { access: 'user', foreign: 404, body: () => ({ to: 'draft' }) },
  'GET /v1/projects/:id/posts': { access: 'user', foreign: 404 },
  'HEAD /v1/projects/:id/posts': { access: 'user', foreign: 404 },
  'GET /v1/projects/:id/posts/:postId': { access: 'user', foreign: 404 },
  'HEAD /v1/projects/:id/posts/:postId': { access: 'user', foreign: 404 },
  'PUT /v1/projects/:id/posts/:postId': {
    access: 'user',
    foreign: 404,
    body: (a) => ({ content: '<p>Saved by its owner.</p>', version: a.owned.version }),
  },
  'GET /v1/projects/:id/posts/:postId/revisions': { access: 'user', foreign: 404 },
  'HEAD /v1/projects/:id/posts/:postId/revisions': { access: 'user', foreign: 404 },
  'GET /v1/projects/:id/posts/:postId/revisions/:revisionId': { access: 'user', foreign: 404 },
  'HEAD /v1/projects/:id/posts/:postId/revisions/:revisionId': { access: 'user', foreign: 404 },
  'POST /v1/projects/:id/posts/:postId/revisions/:revisionId/restore': {
    access: 'user',
    foreign: 404,
    body: () => ({}),
  },
  'POST /v1/projects/:id/analyse': { access: 'user', foreign: 404 },
  'GET /v1/projects/:id/export': { access: 'user', foreign: 404 },
  'HEAD /v1/projects/:id/export': { access: 'user', foreign: 404 },
  'GET /v1/projects/:id/review': { access: 'user', foreign: 404 },
  'HEAD /v1/projects/:id/review': { access: 'user', foreign: 404 },
  'GET /v1/projects/:id/review/dismissals': { access: 'user', foreign: 404 },
  'HEAD /v1/projects/:id/review/dismissals': { access: 'user', foreign: 404 },
  'POST /v1/projects/:id/review/dismissals': {
    access: 'user',
    foreign: 404,
    body: () => ({ findingId: 'style.hedging.abc123.1', reason: 'The brief asks for cautious claims.' }),
  },
  'DELETE /v1/projects/:id/review/dismissals/:findingId': { access: 'user', foreign: 404, destroys: 1 },
  'POST /v1/projects/:id/posts/check-citation': { access: 'user', foreign: 404 },
  'POST /v1/projects/:id/posts/:postId/citations/analyze': { access: 'user', foreign: 404 },

  'GET /v1/references': { access: 'user' },
  'HEAD /v1/references': { access: 'user' },
  'POST /v1/references': { access: 'user' },
  'GET /v1/references/tags': { access: 'user' },
  'HEAD /v1/references/tags': { access: 'user' },
  'GET /v1/references/:id': { access: 'user', foreign: 404 },
  'HEAD /v1/references/:id': { access: 'user', foreign: 404 },
  'PATCH /v1/references/:id': { access: 'user', foreign: 404, body: () => ({ tags: ['thesis'] }) },
  'DELETE /v1/references/:id': { access: 'user', foreign: 404, destroys: 4 },
  'POST /v1/references/import': {
    access: 'user',
    body: () => ({ text: '@book{doe2020, title={A Sample Title}, author={Doe, Jane}, year={2020}}' }),
  },
  'GET /v1/references/export': { access: 'user' },
  'HEAD /v1/references/export': { access: 'user' },
  'GET /v1/references/duplicates': { access: 'user' },
  'HEAD /v1/references/duplicates': { access: 'user' },
  'POST /v1/references/format': { access: 'user' },

  'POST /api/v1/sapling/api/v1/edits': { access: 'user', foreign: 404 },
  'GET /v1/grammar/dictionary': { access: 'user' },
  'HEAD /v1/grammar/dictionary': { access: 'user' },
  'POST /v1/grammar/dictionary': { access: 'user' },
  'DELETE /v1/grammar/dictionary/:word': { access: 'user', foreign: 'scoped', destroys: 1 },
  'GET /v1/grammar/ignores': { access: 'user', foreign: 404 },
  'HEAD /v1/grammar/ignores': { access: 'user', foreign: 404 },
  'POST /v1/grammar/ignores': { access: 'user', foreign: 404 },
  'DELETE /v1/grammar/ignores/:id': { access: 'user', foreign: 404, destroys: 2 },
  'GET /v1/grammar/preferences': { access: 'user' },
  'HEAD /v1/grammar/preferences': { access: 'user' },
  'PUT /v1/grammar/preferences': { access: 'user' },
};
