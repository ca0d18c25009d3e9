import { expect, test, type Page } from '../support/test.ts';
import { bearer, signInBrowser, signUpViaApi } from '../support/auth.ts';
import { expectNoConsoleErrors } from '../support/console.ts';
import { makePng, tinyGif } from '../support/images.ts';

const FORMAT_MESSAGE = 'Only .png, .jpg, .jpeg and .heic formats are allowed.';

async function openSettings(page: Page) {
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Profile photo' })).toBeVisible();
}

const photoInput = (page: Page) => page.getByLabel('Choose a profile photo');

test.describe('profile photo', () => {
  test('a PNG is accepted and shown in Settings and the account menu', async ({ page, request }) => {
    const guard = expectNoConsoleErrors(page);
    const user = await signUpViaApi(request, 'Photo Taker');
    await signInBrowser(page.context(), user);
    await openSettings(page);
    await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveCount(0);

    await photoInput(page).setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: makePng() });

    await expect(page.getByText('Your new photo is in place.')).toBeVisible();
    const photo = page.getByRole('img', { name: 'Your profile photo' });
    await expect(photo).toBeVisible();
    // The image really loads (the server re-encodes it as a 512 × 512 JPEG).
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(512);
    await expect(page.getByRole('button', { name: 'Replace photo' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    const me = await request.get('/v1/users/me', { headers: bearer(user) });
    const { photo_url } = ((await me.json()) as { data: { photo_url: string } }).data;
    expect(photo_url).not.toBe('');
    expect(await photo.getAttribute('src')).toBe(photo_url);
    guard.check();
  });

  test('a GIF is refused before upload with the format message', async ({ page, request }) => {
    const guard = expectNoConsoleErrors(page);
    await signInBrowser(page.context(), await signUpViaApi(request));
    await openSettings(page);
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/v1/users/me/photo')) uploads++;
    });

    await photoInput(page).setInputFiles({ name: 'animated.gif', mimeType: 'image/gif', buffer: tinyGif });

    await expect(page.getByRole('alert')).toHaveText(FORMAT_MESSAGE);
    await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveCount(0);
    expect(uploads).toBe(0);
    guard.check();
  });

  test('a text file renamed .png is refused by the server with the format message', async ({
    page,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page, {
      // The refusal itself, which Chromium also logs to the console.
      allow: [/HTTP 400: POST .*\/v1\/users\/me\/photo/, /Failed to load resource: .* 400/],
    });
    await signInBrowser(page.context(), await signUpViaApi(request));
    await openSettings(page);

    const upload = page.waitForResponse((r) => r.url().endsWith('/v1/users/me/photo'));
    await photoInput(page).setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('These are my lecture notes, not a picture.\n'),
    });
    expect((await upload).status()).toBe(400);

    await expect(page.getByRole('alert')).toHaveText(FORMAT_MESSAGE);
    await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload photo' })).toBeEnabled();
    guard.check();
  });
});
