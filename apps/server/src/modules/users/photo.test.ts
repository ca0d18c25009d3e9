import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, signUp, type SignedUp } from '../../../test/identity.ts';

function multipartBody(filename: string, content: Buffer, contentType: string) {
  const boundary = `----penwright${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const photoWithGps = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'secret-owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .toBuffer();

describe('profile photo upload', () => {
  let t: TestApp;
  let user: SignedUp;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signUp(t.app);
  });
  afterAll(() => t.close());
  const upload = (filename: string, content: Buffer, type = 'image/jpeg') => {
    const { payload, headers } = multipartBody(filename, content, type);
    return t.app.inject({
      method: 'POST',
      url: '/v1/users/me/photo',
      headers: { ...bearer(user.token), ...headers },
      payload,
    });
  };

  it('accepts a JPEG, re-encodes it square and strips its metadata', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload('me.jpg', original);
    expect(res.statusCode).toBe(200);
    const url = (res.json() as { data: { photo_url: string } }).data.photo_url;
    expect(url).toMatch(/^\/uploads\/avatars\/.+\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const stored = readFileSync(join(t.app.config.uploadsDir, url.slice('/uploads/'.length)));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('accepts a PNG and removes the previous photo file', async () => {
    const first = (await upload('a.jpg', await photoWithGps())).json() as { data: { photo_url: string } };
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const res = await upload('b.png', png, 'image/png');
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: first.data.photo_url })).statusCode).toBe(404);
  });

  it.each([
    [
      'a GIF named .gif',
      'anim.gif',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
    ],
    [
      'a GIF renamed .png',
      'sneaky.png',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
    ],
    [
      'a text file named .jpg',
      'notes.jpg',
      () => Promise.resolve(Buffer.from('just some text, not a picture')),
    ],
    ['a JPEG named .webp', 'photo.webp', photoWithGps],
  ])('rejects %s with the specification message', async (_label, filename, make) => {
    const res = await upload(filename, await make());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Only .png, .jpg, .jpeg and .heic formats are allowed.' });
  });

  it('answers a HEIC file it cannot decode with a clear 400, not a 500', async () => {
    const fakeHeic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(64, 7),
    ]);
    const res = await upload('phone.heic', fakeHeic, 'image/heic');
    expect(res.statusCode).toBe(400);
  });

  it('refuses photos over 5 MB with a 413', async () => {
    const photo = await photoWithGps();
    for (const size of [5 * 1024 * 1024 + 1, 6 * 1024 * 1024]) {
      const big = Buffer.concat([photo, Buffer.alloc(size - photo.length)]);
      const res = await upload('big.jpg', big);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ message: 'Photos may be at most 5 MB.' });
    }
  });

  it('asks for multipart when the body is JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/me/photo',
      headers: bearer(user.token),
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('takes the photo off the web when the account is deleted', async () => {
    const leaving = await signUp(t.app);
    const { payload, headers } = multipartBody('me.jpg', await photoWithGps(), 'image/jpeg');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/me/photo',
      headers: { ...bearer(leaving.token), ...headers },
      payload,
    });
    const url = (res.json() as { data: { photo_url: string } }).data.photo_url;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/v1/users/me',
      headers: bearer(leaving.token),
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it.each([
    ['cut off before its closing boundary', 'multipart/form-data; boundary=cut'],
    ['without a boundary', 'multipart/form-data'],
  ])('answers 400, not 500, to an upload %s', async (_, contentType) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/me/photo',
      headers: { ...bearer(user.token), 'content-type': contentType },
      payload: '--cut\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\n\r\nhalf a photo',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'upload-incomplete' });
  });
});
