/** The autosave cache entry (specification section 3): content, timestamp, lastBackendSave; plus the base version. */
export type DraftCacheEntry = {
  content: string;
  /** When the copy was written (ms since the epoch). */
  timestamp: number;
  /** When the draft was last saved to the server, as known when the copy was written. */
  lastBackendSave: number;
  /** The server version the copy was based on. */
  version?: number;
};

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One entry per draft document, so two projects never share a copy. */
export const draftCacheKey = (postId: string) => `penwright:draft:${postId}`;

export function readDraftCache(storage: DraftStorage, key: string): DraftCacheEntry | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<DraftCacheEntry>;
    if (typeof entry.content !== 'string' || typeof entry.timestamp !== 'number') return null;
    return {
      content: entry.content,
      timestamp: entry.timestamp,
      lastBackendSave: typeof entry.lastBackendSave === 'number' ? entry.lastBackendSave : 0,
      ...(typeof entry.version === 'number' ? { version: entry.version } : {}),
    };
  } catch {
    return null;
  }
}

/** Writes the copy; a full or blocked storage must never break the editor, so failures are only reported. */
export function writeDraftCache(storage: DraftStorage, key: string, entry: DraftCacheEntry): boolean {
  try {
    storage.setItem(key, JSON.stringify(entry));
    return true;
  } catch (error) {
    console.warn('The local copy of the draft could not be written', error);
    return false;
  }
}

export function removeDraftCache(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}

/**
 * Offer the local copy after a crash when it differs from the server's and the server has not moved on since it
 * was written (same base version, or written after the server's last save).
 */
export function shouldOfferRecovery(
  entry: DraftCacheEntry | null,
  server: { content: string; version: number; updatedAt: number },
): entry is DraftCacheEntry {
  if (!entry || entry.content === server.content) return false;
  if (entry.version !== undefined && entry.version >= server.version) return true;
  return entry.timestamp > server.updatedAt;
}
