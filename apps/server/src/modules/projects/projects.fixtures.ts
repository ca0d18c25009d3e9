import type { Post, Project } from '@penwright/shared';
import type { TestApp } from '../../../test/app.ts';
import { bearer, signUp } from '../../../test/identity.ts';
import { activatePlan, findPlanByPriceId } from '../payments/payments.service.ts';

export const dataOf = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;
export const postOf = (res: { json(): unknown }) => dataOf<Post>(res);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-up writer and a small client that calls the API with their token. */
export async function writer(t: TestApp, plan: 'starter' | 'student' | 'professional' | null = 'starter') {
  const user = await signUp(t.app);
  const call = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: bearer(user.token),
      ...(payload !== undefined && { payload: payload as object }),
    });
  if (plan === 'starter') {
    const res = await call('POST', '/v1/payments/create-checkout-session', { priceId: 'price_starter_free' });
    if (res.statusCode !== 200) throw new Error(`free plan failed: ${res.body}`);
  } else if (plan) {
    const found = await findPlanByPriceId(t.database.db, `price_${plan}_monthly`);
    await activatePlan(t.database.db, user.id, found!);
  }
  const createProject = async (body: object = {}) => {
    const res = await call('POST', '/v1/projects', { title: 'My essay', type: 'essay', ...body });
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    return dataOf<Project>(res);
  };
  const transition = (id: string, to: string) => call('POST', `/v1/projects/${id}/transition`, { to });
  const postUrl = (project: Project) => `/v1/projects/${project.id}/posts/${project.postId}`;
  const save = (project: Project, content: string, version: number, extra: object = {}) =>
    call('PUT', postUrl(project), { content, version, ...extra });
  return { user, call, createProject, transition, postUrl, save };
}

export type Writer = Awaited<ReturnType<typeof writer>>;
