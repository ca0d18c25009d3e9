import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@penwright/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/identity.ts';
import { writer, type Writer } from './projects.fixtures.ts';

describe('a brief upload that is not the multipart it claims to be', () => {
  let t: TestApp;
  let w: Writer;
  let project: Project;
  beforeAll(async () => {
    t = await createTestApp();
    w = await writer(t);
    project = await w.createProject();
  });
  afterAll(() => t.close());

  it.each([
    ['ends before its closing boundary', 'multipart/form-data; boundary=cut'],
    ['names no boundary', 'multipart/form-data'],
  ])('answers 400, not 500, when the body %s', async (_, contentType) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/projects/${project.id}/analyse`,
      headers: { ...bearer(w.user.token), 'content-type': contentType },
      payload:
        '--cut\r\nContent-Disposition: form-data; name="file"; filename="brief.txt"\r\n\r\nWrite 2,000 wo',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'upload-incomplete' });
  });
});
