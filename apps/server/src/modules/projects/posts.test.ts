import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POST_CONTENT_MAX_BYTES,
  type Post,
  type PostVersionConflict,
  type Project,
  type RevisionList,
} from '@penwright/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { dataOf, postOf, writer, type Writer } from './projects.fixtures.ts';

let t: TestApp;
let w: Writer;
beforeAll(async () => {
  t = await createTestApp();
  w = await writer(t, 'professional');
});
afterAll(() => t.close());

const XSS =
  '<p>Safe <script>alert(1)</script>text</p><img src=x onerror="alert(2)">' +
  '<p onclick="alert(3)"><a href="javascript:alert(4)">bad link</a> <a href=" JaVaScRiPt:alert(5)">x</a></p>' +
  '<iframe src="https://evil.example"></iframe><p style="color:red;background:url(javascript:x)">styled</p>';

describe('posts: saving the draft', () => {
  it('saves, raises the version, counts words and bumps the project', async () => {
    const project = await w.createProject();
    const res = await w.save(project, '<h1>Title</h1><p>One <strong>two</strong> three&nbsp;four.</p>', 0);
    expect(res.statusCode).toBe(200);
    const saved = postOf(res);
    expect(saved).toMatchObject({ id: project.postId, projectId: project.id, version: 1, wordCount: 5 });
    expect(postOf(await w.call('GET', w.postUrl(project)))).toEqual(saved);
    const after = dataOf<Project>(await w.call('GET', `/v1/projects/${project.id}`));
    expect(after.wordCount).toBe(5);
    expect(after.updatedAt >= saved.updatedAt).toBe(true);
    expect(postOf(await w.save(project, '<p>again</p>', 1, { citationFormat: 'mla' }))).toMatchObject({
      version: 2,
      citationFormat: 'mla',
      wordCount: 1,
    });
  });

  it('strips scripts, event handlers and javascript: links, and never returns them', async () => {
    const project = await w.createProject();
    const saved = postOf(await w.save(project, XSS, 0));
    const stored = JSON.stringify([
      saved,
      await w.call('GET', w.postUrl(project)).then((r) => r.json() as unknown),
      await w.call('GET', `/v1/projects/${project.id}/posts`).then((r) => r.json() as unknown),
    ]);
    for (const bad of [
      '<script',
      'alert',
      'onerror',
      'onclick',
      'javascript:',
      '<iframe',
      '<img',
      'color:red',
    ])
      expect(stored.toLowerCase()).not.toContain(bad.toLowerCase());
    expect(saved.content).toBe('<p>Safe text</p><p><a>bad link</a> <a>x</a></p><p>styled</p>');
    const revisions = dataOf<RevisionList>(await w.call('GET', `${w.postUrl(project)}/revisions`));
    const revision = await w.call('GET', `${w.postUrl(project)}/revisions/${revisions.data[0]!.id}`);
    expect(revision.body).not.toContain('alert');
  });

  it('keeps what the editor produces: headings, lists, tables, safe links and footnotes', async () => {
    const project = await w.createProject();
    const html =
      '<h2 style="text-align:center">Method</h2><ul><li>a</li></ul><ol start="3"><li>b</li></ol>' +
      '<blockquote><p>q</p></blockquote><table><tbody><tr><th colspan="2">h</th></tr><tr><td rowspan="1">c</td></tr>' +
      '</tbody></table><p>E = mc<sup>2</sup>, H<sub>2</sub>O, <code>x</code>, <u>u</u>, <s>s</s><br /></p><hr />' +
      '<pre><code>code</code></pre><p><a href="https://example.org" target="_blank">site</a>' +
      '<sup data-footnote-ref id="fnref-1"><a href="#fn-1">1</a></sup> <a href="mailto:a@b.org">mail</a></p>' +
      '<section class="footnotes" data-footnotes><ol><li id="fn-1" data-footnote>Note.</li></ol></section>';
    const saved = postOf(await w.save(project, html, 0));
    for (const kept of [
      '<h2 style="text-align:center">',
      '<ol start="3">',
      '<th colspan="2">',
      '<sup>2</sup>',
      '<sub>2</sub>',
      '<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">',
      '<sup data-footnote-ref id="fnref-1"><a href="#fn-1">1</a></sup>',
      '<a href="mailto:a@b.org" rel="noopener noreferrer nofollow">',
      '<section class="footnotes" data-footnotes>',
      '<li data-footnote id="fn-1">Note.</li>',
    ])
      expect(saved.content).toContain(kept);
  });

  it.each([
    ['content that is not text', { content: 42, version: 0 }],
    ['no version', { content: '<p>x</p>' }],
    ['a negative version', { content: '<p>x</p>', version: -1 }],
    ['a fractional version', { content: '<p>x</p>', version: 0.5 }],
    ['an unknown citation format', { content: '<p>x</p>', version: 0, citationFormat: 'bluebook' }],
    ['an unknown reason', { content: '<p>x</p>', version: 0, reason: 'because' }],
    ['an unknown field', { content: '<p>x</p>', version: 0, owner: 'me' }],
  ])('refuses %s with a 400', async (_, body) => {
    const project = await w.createProject();
    const res = await w.call('PUT', w.postUrl(project), body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'validation-error' });
  });

  it('refuses more than 2 MB of HTML with a 413 and keeps the stored draft', async () => {
    const project = await w.createProject();
    await w.save(project, '<p>kept</p>', 0);
    const big = `<p>${'a'.repeat(POST_CONTENT_MAX_BYTES)}</p>`;
    const res = await w.save(project, big, 1);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 'error', code: 'posts/content-too-large' });
    expect((res.json() as { message: string }).message).toContain('2 MB');
    const huge = await w.save(project, 'a'.repeat(5 * 1024 * 1024), 1);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ status: 'error', code: 'posts/content-too-large' });
    expect(postOf(await w.call('GET', w.postUrl(project)))).toMatchObject({
      content: '<p>kept</p>',
      version: 1,
    });
    expect(postOf(await w.save(project, `<p>${'a'.repeat(POST_CONTENT_MAX_BYTES - 7)}</p>`, 1)).version).toBe(
      2,
    );
  });
});

describe('posts: optimistic concurrency', () => {
  it('answers a stale save with 409 and the server copy, changing nothing', async () => {
    const project = await w.createProject();
    await w.save(project, '<p>from tab A</p>', 0);
    const res = await w.save(project, '<p>from tab B</p>', 0);
    expect(res.statusCode).toBe(409);
    const body = res.json() as PostVersionConflict;
    expect(body).toMatchObject({
      status: 'error',
      code: 'posts/version-conflict',
      server: { id: project.postId, content: '<p>from tab A</p>', version: 1 },
    });
    expect(body.message).toMatch(/version/);
    expect((await w.save(project, '<p>from the future</p>', 7)).statusCode).toBe(409);
    expect(postOf(await w.call('GET', w.postUrl(project))).content).toBe('<p>from tab A</p>');
  });

  it('lets exactly one of two simultaneous saves from the same version win', async () => {
    const project = await w.createProject();
    const [a, b] = await Promise.all([w.save(project, '<p>A</p>', 0), w.save(project, '<p>B</p>', 0)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? '<p>A</p>' : '<p>B</p>';
    const loser = (a.statusCode === 409 ? a : b).json() as PostVersionConflict;
    expect(loser.server).toMatchObject({ content: winner, version: 1 });
    expect(postOf(await w.call('GET', w.postUrl(project)))).toMatchObject({ content: winner, version: 1 });
    const revisions = dataOf<RevisionList>(await w.call('GET', `${w.postUrl(project)}/revisions`));
    expect(revisions.totalCount).toBe(1);
  });

  it('keeps the draft consistent under many simultaneous saves', async () => {
    const project = await w.createProject();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => w.save(project, `<p>writer ${i}</p>`, 0)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
  });
});

describe('posts: revisions', () => {
  let project: Project;
  const revisionsUrl = () => `${w.postUrl(project)}/revisions`;

  beforeAll(async () => {
    project = await w.createProject();
    for (let v = 0; v < 23; v++) {
      const reason = v === 0 ? 'manual' : v % 2 ? 'autosave' : 'leave';
      await w.save(project, `<p>version ${v + 1} text</p>`, v, { reason });
    }
  });

  it('lists every save newest first, without content, 20 a page', async () => {
    const first = dataOf<RevisionList>(await w.call('GET', revisionsUrl()));
    expect(first).toMatchObject({ totalCount: 23, page: 1, pageSize: 20 });
    expect(first.data.map((r) => r.version)).toEqual(Array.from({ length: 20 }, (_, i) => 23 - i));
    expect(first.data[0]).toEqual({
      id: expect.any(String) as string,
      postId: project.postId,
      version: 23,
      wordCount: 3,
      reason: 'leave',
      createdAt: expect.any(String) as string,
    });
    const second = dataOf<RevisionList>(await w.call('GET', `${revisionsUrl()}?page=2`));
    expect(second.data.map((r) => [r.version, r.reason])).toEqual([
      [3, 'leave'],
      [2, 'autosave'],
      [1, 'manual'],
    ]);
    expect((await w.call('GET', `${revisionsUrl()}?page=0`)).statusCode).toBe(400);
  });

  it('shows one revision with its content and restores it as a new version', async () => {
    const second = dataOf<RevisionList>(await w.call('GET', `${revisionsUrl()}?page=2`));
    const oldest = second.data.at(-1)!;
    const one = await w.call('GET', `${revisionsUrl()}/${oldest.id}`);
    expect(dataOf<{ content: string }>(one)).toMatchObject({ ...oldest, content: '<p>version 1 text</p>' });

    const restored = await w.call('POST', `${revisionsUrl()}/${oldest.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(postOf(restored)).toMatchObject({ content: '<p>version 1 text</p>', version: 24, wordCount: 3 });
    const latest = dataOf<RevisionList>(await w.call('GET', revisionsUrl())).data[0]!;
    expect(latest).toMatchObject({ version: 24, reason: 'restore' });

    const stale = await w.call('POST', `${revisionsUrl()}/${latest.id}/restore`, { version: 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'posts/version-conflict', server: { version: 24 } });
    const current = await w.call('POST', `${revisionsUrl()}/${oldest.id}/restore`, { version: 24 });
    expect(postOf(current).version).toBe(25);
  });

  it('answers 404 for a revision of another document', async () => {
    const elsewhere = await w.createProject();
    await w.save(elsewhere, '<p>other</p>', 0);
    const [foreign] = dataOf<RevisionList>(await w.call('GET', `${w.postUrl(elsewhere)}/revisions`)).data;
    for (const [method, suffix] of [
      ['GET', ''],
      ['POST', '/restore'],
    ] as const) {
      const res = await w.call(method, `${revisionsUrl()}/${foreign!.id}${suffix}`);
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('posts: reading', () => {
  it('lists a project’s documents and answers 404 for an unknown one', async () => {
    const project = await w.createProject({ citationStyle: 'harvard' });
    const posts = dataOf<Post[]>(await w.call('GET', `/v1/projects/${project.id}/posts`));
    expect(posts).toEqual([
      {
        id: project.postId,
        projectId: project.id,
        content: '',
        wordCount: 0,
        version: 0,
        citationFormat: 'harvard',
        updatedAt: expect.any(String) as string,
      },
    ]);
    const missing = await w.call('GET', `/v1/projects/${project.id}/posts/nope`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'error', code: 'posts/not-found' });
  });

  it('gives the draft the project’s citation style when the style changes', async () => {
    const project = await w.createProject({ citationStyle: 'apa' });
    const changed = await w.call('PATCH', `/v1/projects/${project.id}`, { citationStyle: 'ieee' });
    expect(changed.statusCode).toBe(200);
    const post = dataOf<Post>(await w.call('GET', `/v1/projects/${project.id}/posts/${project.postId}`));
    expect(post.citationFormat).toBe('ieee');
    expect(post.version).toBe(0);
  });
});
