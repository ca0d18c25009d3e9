import { expect, test, type Request } from '../support/test.ts';
import { expectNoConsoleErrors } from '../support/console.ts';
import { draftEditor, isSave, openDraft, saveStatus } from '../support/projects.ts';

test.describe('autosave', () => {
  test('hiding the page keeps unsaved work on the device, and it is offered back after a crash', async ({
    page,
    context,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    const { project, post } = await openDraft(page, context, request);
    await draftEditor(page).click();
    await page.keyboard.type('Written just before the battery died.');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const entry = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null,
      `penwright:draft:${post.id}`,
    );
    expect(entry).toMatchObject({
      content: expect.stringContaining('Written just before the battery died.'),
    });
    expect(typeof entry?.timestamp).toBe('number');
    expect(typeof entry?.lastBackendSave).toBe('number');

    // The tab is gone without saving; the same browser opens the draft again.
    const again = await context.newPage();
    await again.goto(`/dashboard/projects/draft/${project.id}`);
    await expect(again.getByRole('alert')).toContainText('Unsaved work was found on this device');
    await expect(draftEditor(again)).not.toContainText('battery');
    await again.getByRole('button', { name: 'Restore it' }).click();
    await expect(draftEditor(again)).toContainText('Written just before the battery died.');
    await expect(saveStatus(again)).toHaveText('Unsaved changes');
    guard.check();
    await page.close();
  });

  test('autosave keeps a local copy after 5 minutes and saves to the server once the last save is 30 minutes old', async ({
    page,
    context,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    await page.clock.install({ time: new Date() });
    const { api, project, post } = await openDraft(page, context, request);
    const autosaves: Request[] = [];
    page.on('request', (r) => isSave('autosave')(r) && autosaves.push(r));
    await draftEditor(page).click();
    await page.keyboard.type('Left to the timers.');
    const key = `penwright:draft:${post.id}`;

    // The intervals started when the editor opened, a few seconds before the typing ended. fastForward fires
    // each due timer once; the real pauses let requests started by a timer (a token refresh, a save) finish
    // before the fake clock runs past their time-outs.
    await page.clock.fastForward(285_000);
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
    await page.clock.fastForward(15_000);
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toContain('Left to the timers.');

    await page.clock.fastForward(23 * 60_000);
    await page.waitForTimeout(1_000);
    expect(autosaves).toHaveLength(0);
    for (let minute = 0; autosaves.length === 0 && minute < 4; minute += 1) {
      await page.clock.fastForward(60_000);
      await page.waitForTimeout(500);
    }
    expect(autosaves).toHaveLength(1);
    await expect(saveStatus(page)).toHaveText('All changes saved');
    expect((await api.post(project)).content).toContain('Left to the timers.');
    guard.check();
  });
});
