import type { Post } from '@penwright/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { Editor } from '@tiptap/core';
import { useEffect, useRef, useState } from 'react';
import { wasProjectDeleted } from '../../../api/delete-project';
import { projectKeys } from '../../../api/query-keys';
import { savePost } from '../../../api/save-post';
import { AutosaveController, type AutosaveState, type Clock } from './autosave-controller';
import {
  draftCacheKey,
  readDraftCache,
  removeDraftCache,
  shouldOfferRecovery,
  type DraftCacheEntry,
} from './draft-cache';
import type { Conflict } from './conflict-dialog';

/**
 * Wires the autosave controller to the editor and the page: Ctrl/Cmd+S, the page being hidden or closed, and a
 * save when the editor is left. The clock is injectable for tests; in the browser Playwright's page.clock drives
 * the real timers.
 */
export function useAutosave(editor: Editor | null, post: Post, clock?: Clock) {
  const queryClient = useQueryClient();
  const controller = useRef<AutosaveController | null>(null);
  const lastHtml = useRef(post.content);
  const [state, setState] = useState<AutosaveState>({
    status: 'saved',
    version: post.version,
    lastBackendSave: Date.parse(post.updatedAt),
    lastLocalSave: null,
  });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [recovery, setRecovery] = useState<DraftCacheEntry | null>(null);
  const key = draftCacheKey(post.id);

  useEffect(() => {
    if (!editor) return;
    const getContent = () => (editor.isDestroyed ? lastHtml.current : (lastHtml.current = editor.getHTML()));
    const c = new AutosaveController({
      cacheKey: key,
      version: post.version,
      lastBackendSave: Date.parse(post.updatedAt),
      getContent,
      storage: window.localStorage,
      clock,
      onState: setState,
      onConflict: (mine, server) => setConflict({ mine, server }),
      save: async (content, version, reason) => {
        const outcome = await savePost(post.projectId, post.id, { content, version, reason });
        if (outcome.kind === 'saved') {
          queryClient.setQueryData(projectKeys.post(post.projectId, post.id), outcome.post);
          void queryClient.invalidateQueries({ queryKey: projectKeys.detail(post.projectId), exact: true });
          void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
        }
        return outcome;
      },
    });
    controller.current = c;
    c.start();
    const entry = readDraftCache(window.localStorage, key);
    const server = { content: post.content, version: post.version, updatedAt: Date.parse(post.updatedAt) };
    if (shouldOfferRecovery(entry, server) && entry.content !== getContent()) setRecovery(entry);
    const onUpdate = () => c.changed();
    const onVisibility = () => document.visibilityState === 'hidden' && c.hidden();
    const onUnload = (event: BeforeUnloadEvent) => {
      if (!c.dirty) return;
      c.hidden();
      event.preventDefault();
    };
    const onPageHide = () => c.hidden();
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void c.save('manual');
      }
    };
    editor.on('update', onUpdate);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onUnload);
    window.addEventListener('keydown', onKey);
    return () => {
      editor.off('update', onUpdate);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onUnload);
      window.removeEventListener('keydown', onKey);
      c.stop();
      // The writer deleted the project from here: nothing is left to save to, and no copy is worth keeping.
      if (wasProjectDeleted(queryClient, post.projectId)) {
        removeDraftCache(window.localStorage, key);
      } else if (c.dirty) {
        // Leaving the editor inside the app: save what is unsaved, and keep a local copy until it lands.
        c.hidden();
        void c.save('leave');
      }
      controller.current = null;
    };
    // The controller lives as long as the editor; a new post version must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);

  const setContent = (html: string) => editor?.commands.setContent(html, { emitUpdate: false });
  return {
    state,
    conflict,
    recovery,
    save: () => controller.current?.save('manual') ?? Promise.resolve(false),
    /** The version the next save will be based on (the state above may be a render behind). */
    currentVersion: () => controller.current?.current.version ?? state.version,
    leave: () => controller.current?.save('leave') ?? Promise.resolve(false),
    keepMine: (server: Post) => {
      setConflict(null);
      void controller.current?.keepMine(server);
    },
    /** The editor shows a server copy (theirs after a conflict, or a restored revision). */
    adopt: (server: Post) => {
      setConflict(null);
      setContent(server.content);
      controller.current?.adopt(server);
    },
    closeConflict: () => setConflict(null),
    restoreLocal: () => {
      if (recovery) editor?.commands.setContent(recovery.content, { emitUpdate: true });
      setRecovery(null);
    },
    discardLocal: () => {
      removeDraftCache(window.localStorage, key);
      setRecovery(null);
    },
  };
}
