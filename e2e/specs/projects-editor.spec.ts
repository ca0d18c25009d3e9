import { expect, test, type Page } from '../support/test.ts';
import { expectNoConsoleErrors } from '../support/console.ts';
import { draftEditor, isSave, openDraft, saveStatus } from '../support/projects.ts';

test.describe('the draft editor', () => {
  test('Ctrl+S and the Save button save on top of the version the edit started from', async ({
    page,
    context,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    const { api, project, post } = await openDraft(page, context, request);
    await draftEditor(page).click();
    await page.keyboard.type('Saved with the keyboard.');
    await expect(saveStatus(page)).toHaveText('Unsaved changes');
    const [save] = await Promise.all([
      page.waitForRequest(isSave('manual')),
      page.keyboard.press('Control+s'),
    ]);
    expect((save.postDataJSON() as { version: number }).version).toBe(post.version);
    await expect(saveStatus(page)).toHaveText('All changes saved');
    expect((await api.post(project)).content).toContain('Saved with the keyboard.');

    await page.keyboard.type(' And with the button.');
    const [again] = await Promise.all([
      page.waitForRequest(isSave('manual')),
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    ]);
    expect((again.postDataJSON() as { version: number }).version).toBe(post.version + 1);
    await expect(saveStatus(page)).toHaveText('All changes saved');
    expect((await api.post(project)).version).toBe(post.version + 2);
    guard.check();
  });

  test('a save that finds a newer server copy shows both and keeps the writer’s on request', async ({
    page,
    context,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page, { allow: [/HTTP 409/, /status of 409/] });
    const { api, project, post } = await openDraft(page, context, request);
    await api.save(project, '<p>Saved from another tab.</p>', post.version);
    await draftEditor(page).click();
    await page.keyboard.type('Mine, typed here.');
    // The 409 carries the server's copy: the dialog needs no second request for it.
    const reads: string[] = [];
    page.on(
      'request',
      (r) => r.method() === 'GET' && r.url().endsWith(`/posts/${post.id}`) && reads.push(r.url()),
    );
    await page.keyboard.press('Control+s');
    const dialog = page.getByRole('dialog', { name: 'This draft was changed elsewhere' });
    await expect(dialog.getByRole('region', { name: 'Your version' })).toContainText('Mine, typed here.');
    await expect(dialog.getByRole('region', { name: `Saved version ${post.version + 1}` })).toContainText(
      'Saved from another tab.',
    );
    expect(reads).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep my version' }).click();
    await expect(saveStatus(page)).toHaveText('All changes saved');
    const saved = await api.post(project);
    expect(saved.version).toBe(post.version + 2);
    expect(saved.content).toContain('Mine, typed here.');

    // The other way round: take the server's copy. The closed dialog hands the keyboard back to the editor.
    await expect(dialog).toBeHidden();
    await expect(draftEditor(page)).toBeFocused();
    await api.save(project, '<p>Theirs wins.</p>', saved.version);
    await page.keyboard.type(' More of mine.');
    await expect(saveStatus(page)).toHaveText('Unsaved changes');
    await page.keyboard.press('Control+s');
    await dialog.getByRole('button', { name: 'Use the saved version' }).click();
    await expect(draftEditor(page)).toHaveText('Theirs wins.');
    await expect(saveStatus(page)).toHaveText('All changes saved');
    guard.check();
  });

  test('an earlier version can be read and restored from the history', async ({ page, context, request }) => {
    const guard = expectNoConsoleErrors(page);
    const { api, project } = await openDraft(page, context, request);
    await draftEditor(page).click();
    await page.keyboard.type('First version text.');
    await page.keyboard.press('Control+s');
    await expect(saveStatus(page)).toHaveText('All changes saved');
    const first = await api.post(project);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Second version text.');
    await page.keyboard.press('Control+s');
    await expect(saveStatus(page)).toHaveText('All changes saved');

    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Version history' });
    await history.getByRole('button', { name: new RegExp(`^Version ${first.version} · Saved`) }).click();
    await expect(history).toContainText('First version text.');
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await expect(history).toBeHidden();
    await expect(draftEditor(page)).toHaveText('First version text.');
    const restored = await api.post(project);
    expect(restored.content).toContain('First version text.');
    expect(restored.version).toBe(first.version + 2);
    guard.check();
  });

  test('footnotes and pasted Word text are saved in the markup the server keeps; leaving saves', async ({
    page,
    context,
    request,
  }) => {
    const { api, project } = await openDraft(page, context, request);
    await draftEditor(page).click();
    await page.keyboard.type('A claim that needs a source.');
    await page.getByRole('button', { name: 'Footnote' }).click();
    await page.keyboard.type('Smith (2020), p. 4.');
    await page.locator('.ProseMirror p').first().click();
    await page.keyboard.press('End');
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<!--[if gte mso 9]><xml><w:Word/></xml><![endif]--><p class="MsoNormal" style="mso-line-height-alt:12pt">' +
          ' Pasted from Word.<o:p></o:p></p>',
      );
      document
        .querySelector('.ProseMirror')
        ?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    });
    await expect(draftEditor(page)).toContainText('Pasted from Word.');
    const [leave] = await Promise.all([
      page.waitForRequest(isSave('leave')),
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Projects' }).click(),
    ]);
    expect(leave).toBeTruthy();
    await expect(page).toHaveURL('/dashboard/projects');
    await expect.poll(async () => (await api.post(project)).content).toContain('Pasted from Word.');
    const html = (await api.post(project)).content;
    expect(html).toMatch(/<sup[^>]*data-footnote-ref[^>]*id="fnref-1"[^>]*><a href="#fn-1">1<\/a><\/sup>/);
    expect(html).toMatch(
      /<section[^>]*data-footnotes[^>]*><ol><li[^>]*id="fn-1"[^>]*><p>Smith \(2020\), p\. 4\.<\/p><\/li><\/ol><\/section>/,
    );
    expect(html).not.toContain('mso');
    expect(html).not.toContain('MsoNormal');
  });

  test('footnotes renumber when a reference is deleted, lose its note, and come back with undo', async ({
    page,
    context,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    const { api, project } = await openDraft(page, context, request);
    const refs = page.locator('.ProseMirror sup[data-footnote-ref]');
    const notes = page.locator('.ProseMirror section[data-footnotes] li');
    await draftEditor(page).click();
    await page.keyboard.type('First claim. Second claim. Third claim.');
    // Out of order on purpose: a footnote takes the number of its place in the text.
    for (const [claim, source] of [
      ['Third claim.', 'Note three.'],
      ['First claim.', 'Note one.'],
      ['Second claim.', 'Note two.'],
    ] as const) {
      await placeCaret(page, { after: claim });
      await page.keyboard.press('Control+Alt+f');
      await page.keyboard.type(source);
    }
    await expect(refs).toHaveText(['1', '2', '3']);
    await expect(notes).toHaveText(['Note one.', 'Note two.', 'Note three.']);

    await placeCaret(page, { around: 1 });
    await page.keyboard.press('Delete');
    await expect(refs).toHaveText(['1', '2']);
    await expect(notes).toHaveText(['Note one.', 'Note three.']);
    await page.keyboard.press('Control+s');
    await expect(saveStatus(page)).toHaveText('All changes saved');
    const html = (await api.post(project)).content;
    expect(html).toMatch(
      / Second claim\. Third claim\.<sup[^>]*id="fnref-2"[^>]*><a href="#fn-2">2<\/a><\/sup>/,
    );
    expect(html).toMatch(/<li[^>]*id="fn-2"[^>]*><p>Note three\.<\/p><\/li><\/ol>/);
    expect(html).not.toContain('fn-3');
    expect(html).not.toContain('Note two.');

    await page.keyboard.press('Control+z');
    await expect(refs).toHaveText(['1', '2', '3']);
    await expect(notes).toHaveText(['Note one.', 'Note two.', 'Note three.']);
    guard.check();
  });

  test('a footnote cut and pasted elsewhere keeps its note and takes the number of its new place', async ({
    page,
    context,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    await openDraft(page, context, request);
    const paragraphs = page.locator('.ProseMirror > p');
    const notes = page.locator('.ProseMirror section[data-footnotes] li');
    await draftEditor(page).click();
    await page.keyboard.type('Alpha claim.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Beta claim.');
    for (const [claim, source] of [
      ['Alpha claim.', 'Alpha note.'],
      ['Beta claim.', 'Beta note.'],
    ] as const) {
      await placeCaret(page, { after: claim });
      await page.keyboard.press('Control+Alt+f');
      await page.keyboard.type(source);
    }
    await expect(notes).toHaveText(['Alpha note.', 'Beta note.']);

    // Keep what the editor put on the clipboard: a headless browser has no clipboard to paste from.
    await page.evaluate(() => {
      document.addEventListener('cut', (event) => {
        document.body.dataset.clipboard = event.clipboardData?.getData('text/html') ?? '';
      });
    });
    await placeCaret(page, { paragraph: 0 });
    await page.keyboard.press('Control+x');
    await expect(notes).toHaveText(['Beta note.']);
    await placeCaret(page, { endOf: 1 });
    await page.keyboard.press('Shift'); // the editor reads the selection on a key press; a paste event does not
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/html', document.body.dataset.clipboard ?? '');
      document
        .querySelector('.ProseMirror')
        ?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    });
    await expect(paragraphs.nth(1)).toHaveText('Beta claim.1Alpha claim.2');
    await expect(notes).toHaveText(['Beta note.', 'Alpha note.']);
    guard.check();
  });
});

/**
 * Selects in the draft the way a writer's click or drag would, without the timing of real pointer events: after
 * the first occurrence of a text, at the end of a paragraph, around a reference (by index), or a whole paragraph.
 * The editor takes the selection on the next key press.
 */
async function placeCaret(
  page: Page,
  where: { after: string } | { endOf: number } | { around: number } | { paragraph: number },
): Promise<void> {
  await page.evaluate((target) => {
    const editor = document.querySelector('.ProseMirror')!;
    const paragraphs = editor.querySelectorAll(':scope > p');
    const range = document.createRange();
    if ('around' in target) {
      range.selectNode(editor.querySelectorAll('sup[data-footnote-ref]')[target.around]!);
    } else if ('paragraph' in target) {
      range.selectNodeContents(paragraphs[target.paragraph]!);
    } else if ('endOf' in target) {
      range.selectNodeContents(paragraphs[target.endOf]!);
      range.collapse(false);
    } else {
      const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(target.after);
        if (at < 0) continue;
        range.setStart(node, at + target.after.length);
        break;
      }
    }
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  }, where);
}
