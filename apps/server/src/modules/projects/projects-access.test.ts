import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project, RevisionList } from '@penwright/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { dataOf, postOf, writer, type Writer } from './projects.fixtures.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every project endpoint, for a project, post and revision id. */
function endpoints(projectId: string, postId: string, revisionId: string): [Method, string, object?][] {
  const project = `/v1/projects/${projectId}`;
  const post = `${project}/posts/${postId}`;
  return [
    ['GET', project],
    ['PATCH', project, { title: 'Taken over' }],
    ['DELETE', project],
    ['POST', `${project}/transition`, { to: 'draft' }],
    ['GET', `${project}/posts`],
    ['GET', post],
    ['PUT', post, { content: '<p>overwritten</p>', version: 1 }],
    ['GET', `${post}/revisions`],
    ['GET', `${post}/revisions/${revisionId}`],
    ['POST', `${post}/revisions/${revisionId}/restore`, {}],
  ];
}

describe('projects: only the owner can see or touch a project', () => {
  let t: TestApp;
  let owner: Writer;
  let intruder: Writer;
  let project: Project;
  let own: Project;
  let revisionId: string;

  beforeAll(async () => {
    t = await createTestApp();
    [owner, intruder] = await Promise.all([writer(t, 'starter'), writer(t, 'starter')]);
    project = await owner.createProject({ title: 'Private thesis' });
    await owner.save(project, '<p>secret draft</p>', 0);
    revisionId = dataOf<RevisionList>(await owner.call('GET', `${owner.postUrl(project)}/revisions`)).data[0]!
      .id;
    own = await intruder.createProject({ title: 'Intruder’s own' });
  });
  afterAll(() => t.close());

  it("answers 404 on every endpoint for another writer's ids and changes nothing", async () => {
    for (const [method, url, payload] of endpoints(project.id, project.postId!, revisionId)) {
      const res = await intruder.call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error' });
      expect(res.body).not.toContain('secret');
    }
    const after = dataOf<Project>(await owner.call('GET', `/v1/projects/${project.id}`));
    expect(after).toMatchObject({ title: 'Private thesis', status: 'pending' });
    expect(postOf(await owner.call('GET', owner.postUrl(project)))).toMatchObject({
      content: '<p>secret draft</p>',
      version: 1,
    });
    const list = dataOf<{ data: Project[] }>(await intruder.call('GET', '/v1/projects'));
    expect(list.data.map((p) => p.id)).toEqual([own.id]);
  });

  it("answers 404 when another writer's post or revision is reached through one's own project", async () => {
    for (const [method, url, payload] of endpoints(own.id, project.postId!, revisionId).slice(5)) {
      const res = await intruder.call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    for (const [method, url, payload] of endpoints(own.id, own.postId!, revisionId).slice(8)) {
      const res = await intruder.call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('answers 404 for ids that do not exist', async () => {
    for (const [method, url, payload] of endpoints('missing', 'missing', 'missing')) {
      expect((await owner.call(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('refuses malformed ids with a 400, never a 500', async () => {
    for (const bad of ['%00', 'a'.repeat(65), 'a.b', '%F0%9F%92%A9', "x'--"]) {
      for (const [method, url, payload] of endpoints(bad, bad, bad)) {
        const res = await owner.call(method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      }
    }
  });

  it('needs a signed-in writer on every endpoint', async () => {
    const all: [Method, string, object?][] = [
      ['GET', '/v1/projects'],
      ['POST', '/v1/projects', { title: 'T', type: 'essay' }],
      ...endpoints(project.id, project.postId!, revisionId),
    ];
    for (const [method, url, payload] of all) {
      const res = await t.app.inject({ method, url, ...(payload && { payload }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
