import {
  AUTOSAVE_BACKEND_THRESHOLD_MS,
  AUTOSAVE_CHECK_INTERVAL_MS,
  AUTOSAVE_LOCAL_INTERVAL_MS,
  type Post,
} from '@penwright/shared';
import { describe, expect, it, vi } from 'vitest';
import { AutosaveController, type Clock, type SaveOutcome } from './autosave-controller';
import { readDraftCache, shouldOfferRecovery } from './draft-cache';

function fakeClock(start = 1_000_000) {
  let now = start;
  const timers: { fn: () => void; ms: number; next: number }[] = [];
  const clock: Clock = {
    now: () => now,
    setInterval: (fn, ms) => timers.push({ fn, ms, next: now + ms }),
    clearInterval: () => timers.splice(0),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = timers.filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      now = due.next;
      due.next += due.ms;
      due.fn();
    }
    now = end;
  };
  return { clock, advance };
}

const post = (version: number, content = '<p>server</p>'): Post => ({
  id: 'post1',
  projectId: 'p1',
  content,
  wordCount: 1,
  version,
  citationFormat: 'apa',
  updatedAt: new Date().toISOString(),
});

function setup(start = 1_000_000, lastBackendSave = start) {
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  const { clock, advance } = fakeClock(start);
  let content = '<p>hello</p>';
  const save = vi.fn(async (_c: string, v: number): Promise<SaveOutcome> => ({
    kind: 'saved',
    post: post(v + 1),
  }));
  const onConflict = vi.fn();
  const controller = new AutosaveController({
    cacheKey: 'k',
    version: 3,
    lastBackendSave,
    getContent: () => content,
    save,
    onState: () => undefined,
    onConflict,
    storage,
    clock,
  });
  controller.start();
  const type = (html: string) => {
    content = html;
    controller.changed();
  };
  return { controller, advance, save, onConflict, type, cache: () => readDraftCache(storage, 'k') };
}

describe('autosave', () => {
  it('keeps a local copy every 5 minutes only when the content changed and is not blank', () => {
    const { advance, type, cache } = setup();
    advance(AUTOSAVE_LOCAL_INTERVAL_MS);
    expect(cache()).toBeNull();
    type('<p>   </p>');
    advance(AUTOSAVE_LOCAL_INTERVAL_MS);
    expect(cache()).toBeNull();
    type('<p>second draft</p>');
    advance(AUTOSAVE_LOCAL_INTERVAL_MS - 1);
    expect(cache()).toBeNull();
    advance(1);
    expect(cache()).toMatchObject({ content: '<p>second draft</p>', lastBackendSave: 1_000_000, version: 3 });
  });

  it('copies unsaved work when the page is hidden, and nothing when all is saved', () => {
    const { controller, type, cache } = setup();
    controller.hidden();
    expect(cache()).toBeNull();
    type('<p>unsaved</p>');
    controller.hidden();
    expect(cache()?.content).toBe('<p>unsaved</p>');
  });

  it('saves to the server once the last save is 30 minutes old, checking every 60 seconds', async () => {
    const { advance, type, save } = setup();
    type('<p>changed</p>');
    advance(AUTOSAVE_BACKEND_THRESHOLD_MS - AUTOSAVE_CHECK_INTERVAL_MS);
    expect(save).not.toHaveBeenCalled();
    advance(AUTOSAVE_CHECK_INTERVAL_MS);
    expect(save).toHaveBeenCalledWith('<p>changed</p>', 3, 'autosave');
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  });

  it('saves at the first check when the last server save is already old', () => {
    const start = 10_000_000;
    const { advance, type, save } = setup(start, start - AUTOSAVE_BACKEND_THRESHOLD_MS);
    type('<p>changed</p>');
    advance(AUTOSAVE_CHECK_INTERVAL_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('sends the version each save was based on and moves on with the answer', async () => {
    const { controller, type, save, cache } = setup();
    type('<p>one</p>');
    controller.hidden();
    await controller.save('manual');
    expect(controller.current).toMatchObject({ status: 'saved', version: 4 });
    expect(cache()).toBeNull();
    type('<p>two</p>');
    await controller.save('manual');
    expect(save.mock.calls.map((c) => c[1])).toEqual([3, 4]);
  });

  it('reports a stale save as a conflict and re-saves on top of the server copy when asked', async () => {
    const { controller, type, save, onConflict } = setup();
    save.mockResolvedValueOnce({ kind: 'conflict', server: post(7) });
    type('<p>mine</p>');
    expect(await controller.save('manual')).toBe(false);
    expect(controller.current.status).toBe('conflict');
    expect(onConflict).toHaveBeenCalledWith('<p>mine</p>', expect.objectContaining({ version: 7 }));
    expect(await controller.keepMine(post(7))).toBe(true);
    expect(save).toHaveBeenLastCalledWith('<p>mine</p>', 7, 'manual');
    expect(controller.current).toMatchObject({ status: 'saved', version: 8 });
  });
});

describe('recovery offer', () => {
  const server = { content: '<p>a</p>', version: 2, updatedAt: 5_000 };
  it('offers a differing local copy the server has not moved past', () => {
    expect(
      shouldOfferRecovery({ content: '<p>b</p>', timestamp: 1, lastBackendSave: 0, version: 2 }, server),
    ).toBe(true);
    expect(shouldOfferRecovery({ content: '<p>b</p>', timestamp: 6_000, lastBackendSave: 0 }, server)).toBe(
      true,
    );
    expect(
      shouldOfferRecovery({ content: '<p>b</p>', timestamp: 1, lastBackendSave: 0, version: 1 }, server),
    ).toBe(false);
    expect(shouldOfferRecovery({ content: '<p>a</p>', timestamp: 9_000, lastBackendSave: 0 }, server)).toBe(
      false,
    );
    expect(shouldOfferRecovery(null, server)).toBe(false);
  });
});
