import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, signUp, type SignedUp } from '../../../test/identity.ts';
import { s3FileStorage, type S3Settings } from './s3.ts';

// A real HTTP server that answers like Amazon S3 (s3rver), on a free loopback port, with its own folder.
describe('uploads in an S3 bucket', () => {
  const folder = mkdtempSync(join(tmpdir(), 'penwright-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: 'penwright-uploads' }],
  });
  let settings: S3Settings;
  let t: TestApp;
  let user: SignedUp;

  beforeAll(async () => {
    const { port } = await server.run();
    settings = {
      bucket: 'penwright-uploads',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    };
    t = await createTestApp({ config: { s3: settings } });
    user = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('stores, reads back and removes a file by key', async () => {
    const storage = s3FileStorage(settings);
    const url = await storage.put('avatars/u1/a.jpg', Buffer.from('bytes'), 'image/jpeg');
    expect(url).toBe('/uploads/avatars/u1/a.jpg');
    expect((await storage.read('avatars/u1/a.jpg'))?.toString()).toBe('bytes');
    await storage.remove(url);
    expect(await storage.read('avatars/u1/a.jpg')).toBeNull();
    // A URL that is not one of ours is left alone, and an unknown key reads as nothing.
    await storage.remove('https://elsewhere.example/x.jpg');
    expect(await storage.read('avatars/none.jpg')).toBeNull();
  });

  it('keeps a profile photo in the bucket and serves it from /uploads/ with the stored-file headers', async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#225588' } })
      .jpeg()
      .toBuffer();
    const boundary = '----penwright-s3';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/me/photo',
      headers: { ...bearer(user.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = (res.json() as { data: { photo_url: string } }).data.photo_url;
    expect(url).toMatch(/^\/uploads\/avatars\/.+\.jpg$/);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect((await sharp(served.rawPayload).metadata()).width).toBe(512);

    // Not in the bucket, not an image name, or a path that climbs: 404 in the envelope.
    for (const missing of [
      '/uploads/avatars/none.jpg',
      '/uploads/avatars/x.html',
      '/uploads/../secret.jpg',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url: missing });
      expect(answer.statusCode, missing).toBe(404);
    }

    // Removing the photo removes the object.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/v1/users/me/photo',
      headers: bearer(user.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
