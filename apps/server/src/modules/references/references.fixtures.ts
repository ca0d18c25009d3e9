import type { Reference, ReferenceInput } from '@penwright/shared';
import type { TestApp } from '../../../test/app.ts';
import { bearer, signUp } from '../../../test/identity.ts';
import { dataOf } from '../projects/projects.fixtures.ts';

export const article = (over: Record<string, unknown> = {}): ReferenceInput => ({
  csl: {
    type: 'article-journal',
    title: 'Investigating sources of inaccuracy in wearable optical heart rate sensors',
    author: [
      { family: 'Bent', given: 'Brinnae' },
      { family: 'Dunn', given: 'Jessilyn P.' },
    ],
    'container-title': 'npj Digital Medicine',
    issued: { 'date-parts': [[2020]] },
    volume: '3',
    page: '18',
    DOI: '10.1038/s41746-020-0226-6',
    ...over,
  },
  tags: ['wearables'],
});

/** A signed-up account (the library needs no plan) and a client calling the API with its token. */
export async function librarian(t: TestApp) {
  const user = await signUp(t.app);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: bearer(user.token),
      ...(payload !== undefined && { payload: payload as object }),
    });
  const add = async (input: ReferenceInput = article()) => {
    const res = await call('POST', '/v1/references', input);
    if (res.statusCode !== 201) throw new Error(`add failed: ${res.statusCode} ${res.body}`);
    return dataOf<Reference>(res);
  };
  return { user, call, add };
}

export type Librarian = Awaited<ReturnType<typeof librarian>>;
