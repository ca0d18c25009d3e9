import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, signUp, type SignedUp } from '../../../test/identity.ts';
import { runInWorker } from '../../workers/pool.ts';
import { multipartFile } from '../projects/analyse.fixtures.ts';
import { pdfWithOpenActionScript } from '../projects/hostile-briefs.fixtures.ts';
import {
  gifHtmlPolyglot,
  GPS_MARKER,
  heicClaiming,
  htmlPage,
  jpegWithGps,
  pngClaiming,
  pngHtmlPolyglot,
  SCRIPT_MARKUP,
  svgPage,
  truncatedPng,
} from './hostile-images.fixtures.ts';

let t: TestApp;
let user: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
});
afterAll(() => t.close());

const upload = (filename: string, bytes: Buffer, type = 'image/png') => {
  const body = multipartFile(filename, bytes, 'file', type);
  return t.app.inject({
    method: 'POST',
    url: '/v1/users/me/photo',
    headers: { ...body.headers, ...bearer(user.token) },
    payload: body.payload,
  });
};

/** Uploads a photo that must be accepted; answers the URL and the bytes stored for it. */
async function stored(filename: string, bytes: Buffer) {
  const res = await upload(filename, bytes);
  expect(res.statusCode).toBe(200);
  const url = (res.json() as { data: { photo_url: string } }).data.photo_url;
  return { url, file: readFileSync(join(t.app.config.uploadsDir, url.slice('/uploads/'.length))) };
}

const FORMAT = { status: 'error', code: 'users/photo-format' };

describe('hostile photo uploads', () => {
  it.each([
    ['an SVG with a script renamed .png', 'avatar.png', svgPage],
    ['an HTML page renamed .jpg', 'avatar.jpg', htmlPage],
    ['a PDF with a script renamed .png', 'avatar.png', () => pdfWithOpenActionScript(['hello'])],
    ['a GIF that is also an HTML page, named .png', 'avatar.png', () => gifHtmlPolyglot(SCRIPT_MARKUP)],
  ])('refuses %s by its content, with the format message', async (_, filename, make) => {
    const res = await upload(filename, make());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      ...FORMAT,
      message: 'Only .png, .jpg, .jpeg and .heic formats are allowed.',
    });
  });

  it('refuses a PNG cut off in its image data as unreadable', async () => {
    const res = await upload('cut.png', truncatedPng());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'users/photo-unreadable' });
  });

  it.each([
    ['a PNG', 'bomb.png', () => Promise.resolve(pngClaiming(50_000, 50_000))],
    ['a HEIC', 'bomb.heic', () => heicClaiming(50_000, 50_000)],
  ])('refuses %s of 50,000 × 50,000 pixels from its header, naming the limit', async (_, name, make) => {
    const bomb = await make();
    expect(bomb.length).toBeLessThan(10_000);
    const before = process.memoryUsage().rss;
    const res = await upload(name, bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      code: 'users/photo-dimensions',
      message:
        'This image is 50,000 × 50,000 pixels; photos may be at most 50 megapixels. Please choose a smaller photo.',
    });
    // Decoding would need 7.5 GB (10 GB as RGBA); refused from the header, memory barely moves.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('reads a HEIC on a worker thread, where a pixel bomb is refused from its header', async () => {
    expect(await runInWorker('heicPhoto', await heicClaiming(50_000, 50_000))).toEqual({
      problem: 'dimensions',
      width: 50_000,
      height: 50_000,
    });
    expect(await runInWorker('heicPhoto', new Uint8Array([1, 2, 3]))).toEqual({ problem: 'unreadable' });
  });

  it('re-encodes a JPEG with EXIF GPS: no EXIF, no coordinates, no camera in the stored file', async () => {
    const original = await jpegWithGps();
    expect(original.includes(Buffer.from(GPS_MARKER))).toBe(true);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { file } = await stored('holiday.jpg', original);
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    for (const needle of ['Exif\0\0', GPS_MARKER, 'PenwrightCam'])
      expect(file.includes(Buffer.from(needle, 'latin1'))).toBe(false);
  });

  it('re-encodes a PNG that is also an HTML page: the markup is not stored', async () => {
    const polyglot = pngHtmlPolyglot(SCRIPT_MARKUP);
    expect((await sharp(polyglot).metadata()).format).toBe('png');
    const { file } = await stored('avatar.png', polyglot);
    expect((await sharp(file).metadata()).format).toBe('jpeg');
    expect(file.includes(Buffer.from('<script'))).toBe(false);
  });
});

describe('serving stored files', () => {
  it('serves a photo as image/jpeg, never sniffed, under a CSP that lets nothing run', async () => {
    const { url } = await stored('me.jpg', await jpegWithGps());
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['content-disposition']).toBe('inline');
  });

  it('serves nothing but images from the uploads folder, whatever else lands there', async () => {
    const dir = t.app.config.uploadsDir;
    writeFileSync(join(dir, 'page.html'), htmlPage());
    writeFileSync(join(dir, 'icon.svg'), svgPage());
    writeFileSync(join(dir, 'script.js'), 'alert(1)');
    for (const name of ['page.html', 'icon.svg', 'script.js']) {
      const res = await t.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    const nul = await t.app.inject({ method: 'GET', url: '/uploads/page.html%00.jpg' });
    expect(nul.statusCode).toBe(400);
  });
});
