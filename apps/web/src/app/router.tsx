import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * Every page is its own chunk, loaded when visited. Prerendered pages have theirs loaded before
 * hydration (see main.tsx), so the first render matches the static HTML.
 */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

const projectList = page(() => import('../routes/dashboard/projects/list'));

/**
 * A project step's route: its code and its data (project and draft) load side by side from the moment the
 * navigation starts, instead of code, then project, then draft.
 */
function projectStep(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy' | 'loader'> {
  return {
    lazy: page(load),
    loader: async ({ params }) => {
      const [{ prefetchProjectStep }, { queryClient }] = await Promise.all([
        import('../features/projects/api/prefetch-project-step'),
        import('../lib/query-client'),
      ]);
      prefetchProjectStep(queryClient, params.projectId);
      return null;
    },
  };
}

/** The projects lists and the five steps of a project (design §6: the seed's route names nest under the lists). */
const projectRoutes: RouteObject[] = [
  { path: 'projects', lazy: projectList },
  { path: 'projects/draft', lazy: projectList },
  { path: 'projects/review', lazy: projectList },
  { path: 'projects/completed', lazy: projectList },
  { path: 'projects/new', lazy: page(() => import('../routes/dashboard/projects/new')) },
  {
    path: 'projects/new/:projectId',
    ...projectStep(() => import('../routes/dashboard/projects/new-project')),
  },
  { path: 'projects/draft/:projectId', ...projectStep(() => import('../routes/dashboard/projects/draft')) },
  { path: 'projects/review/:projectId', ...projectStep(() => import('../routes/dashboard/projects/review')) },
  {
    path: 'projects/completed/:projectId',
    ...projectStep(() => import('../routes/dashboard/projects/completed')),
  },
];

/** Public pages prerendered at build time (each to dist/<path>/index.html). */
export const prerenderedPaths = [
  '/',
  '/privacy',
  '/privacy-policy',
  '/terms',
  '/unauthorised',
  '/contact',
  '/help',
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, lazy: page(() => import('../routes/home')) },
          { path: 'privacy', lazy: page(() => import('../routes/privacy')) },
          { path: 'privacy-policy', lazy: page(() => import('../routes/privacy')) },
          { path: 'terms', lazy: page(() => import('../routes/terms')) },
          { path: 'unauthorised', lazy: page(() => import('../routes/unauthorised')) },
          { path: 'contact', lazy: page(() => import('../routes/contact')) },
          { path: 'help', lazy: page(() => import('../routes/help')) },
          { path: '*', lazy: page(() => import('../routes/not-found')) },
        ],
      },
      { path: 'auth', lazy: page(() => import('../routes/auth/auth')) },
      { path: 'auth/login', lazy: page(() => import('../routes/auth/login')) },
      { path: 'auth/reset-password', lazy: page(() => import('../routes/auth/reset-password')) },
      {
        path: 'dashboard',
        lazy: page(() => import('./layouts/dashboard-layout')),
        children: [
          { index: true, lazy: page(() => import('../routes/dashboard/overview')) },
          ...projectRoutes,
          { path: 'grammar', lazy: page(() => import('../routes/dashboard/grammar')) },
          { path: 'citations', lazy: page(() => import('../routes/dashboard/citations')) },
          { path: 'notifications', lazy: page(() => import('../routes/dashboard/notifications')) },
          { path: 'settings', lazy: page(() => import('../routes/dashboard/settings')) },
          { path: 'checkout/:checkoutId', lazy: page(() => import('../routes/dashboard/checkout')) },
          {
            path: 'admin',
            lazy: page(() => import('../routes/dashboard/admin')),
            children: [
              { index: true, lazy: page(() => import('../routes/dashboard/admin/users')) },
              { path: 'plans', lazy: page(() => import('../routes/dashboard/admin/plans')) },
              { path: 'usage', lazy: page(() => import('../routes/dashboard/admin/usage')) },
              { path: 'audit-log', lazy: page(() => import('../routes/dashboard/admin/audit-log')) },
            ],
          },
          { path: '*', lazy: page(() => import('../routes/dashboard/not-found')) },
        ],
      },
    ],
  },
];
