import { expect, type APIRequestContext } from '@playwright/test';
import { bearer, type ApiUser } from './auth.ts';

/** Two real journal articles, as CSL-JSON, that the citing specs add to a writer's library. */
export const HALE = {
  type: 'article-journal',
  title: 'Screen time and sleep among school-aged children and adolescents',
  author: [
    { family: 'Hale', given: 'Lauren' },
    { family: 'Guan', given: 'Stanford' },
  ],
  'container-title': 'Sleep Medicine Reviews',
  volume: '21',
  page: '50-58',
  issued: { 'date-parts': [[2015]] },
};
export const ORBEN = {
  type: 'article-journal',
  title: 'Teenagers, screens and social media',
  author: [{ family: 'Orben', given: 'Amy' }],
  'container-title': 'Social Psychiatry and Psychiatric Epidemiology',
  volume: '55',
  page: '407-414',
  issued: { 'date-parts': [[2020]] },
};

/** Adds each work to the writer's library through the API and returns their ids, in order. */
export async function addWorks(
  request: APIRequestContext,
  user: ApiUser,
  works: object[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const csl of works) {
    const added = await request.post('/v1/references', { headers: bearer(user), data: { csl } });
    expect(added.status(), await added.text()).toBe(201);
    ids.push(((await added.json()) as { data: { id: string } }).data.id);
  }
  return ids;
}
