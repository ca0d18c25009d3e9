import {
  AUTOSAVE_BACKEND_THRESHOLD_MS,
  AUTOSAVE_CHECK_INTERVAL_MS,
  AUTOSAVE_LOCAL_INTERVAL_MS,
  htmlToText,
  type Post,
} from '@penwright/shared';
import { removeDraftCache, writeDraftCache, type DraftStorage } from './draft-cache';

export type SaveReason = 'autosave' | 'manual' | 'leave';
export type SaveOutcome = { kind: 'saved'; post: Post } | { kind: 'conflict'; server: Post };

/** Time and timers, injectable so tests (and Playwright's page.clock) can drive the intervals. */
export interface Clock {
  now(): number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const browserClock: Clock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
};

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'error' | 'conflict';
export type AutosaveState = {
  status: SaveStatus;
  version: number;
  lastBackendSave: number;
  lastLocalSave: number | null;
};

export interface AutosaveOptions {
  cacheKey: string;
  version: number;
  /** When the server last saved the draft (ms); the first backend autosave is measured from it. */
  lastBackendSave: number;
  getContent: () => string;
  save: (content: string, version: number, reason: SaveReason) => Promise<SaveOutcome>;
  onState: (state: AutosaveState) => void;
  onConflict: (mine: string, server: Post) => void;
  storage: DraftStorage;
  clock?: Clock;
}

/** "Not blank after trimming" (specification section 5), judged on the text a reader sees. */
export const isBlank = (html: string) => htmlToText(html).trim() === '';

/**
 * The specification's autosave: a local copy every 5 minutes when the content changed and is not blank, and when
 * the page is hidden with unsaved changes; a backend save, checked every 60 seconds, once the last one is 30
 * minutes old and the content changed. Manual and leave saves go through the same queue, and every save carries
 * the version it was based on, so a stale one comes back as a conflict instead of overwriting.
 */
export class AutosaveController {
  private readonly clock: Clock;
  private saved = '';
  private cached = '';
  private state: AutosaveState;
  private timers: unknown[] = [];
  private inFlight: Promise<boolean> | null = null;

  constructor(private readonly options: AutosaveOptions) {
    this.clock = options.clock ?? browserClock;
    this.state = {
      status: 'saved',
      version: options.version,
      lastBackendSave: options.lastBackendSave,
      lastLocalSave: null,
    };
  }

  get current(): AutosaveState {
    return this.state;
  }

  /** Takes the editor's content as the saved baseline and starts the two intervals. */
  start(): void {
    this.saved = this.cached = this.options.getContent();
    this.timers = [
      this.clock.setInterval(() => this.cacheLocally(), AUTOSAVE_LOCAL_INTERVAL_MS),
      this.clock.setInterval(() => void this.checkBackend(), AUTOSAVE_CHECK_INTERVAL_MS),
    ];
  }

  stop(): void {
    this.timers.forEach((t) => this.clock.clearInterval(t));
    this.timers = [];
  }

  get dirty(): boolean {
    return this.options.getContent() !== this.saved;
  }

  /** The editor changed: only the status moves now; the timers decide when to write. */
  changed(): void {
    if (this.state.status === 'saved' || this.state.status === 'error') {
      this.set({ status: this.dirty ? 'unsaved' : 'saved' });
    }
  }

  /** The local copy, when the content changed since the last copy and is not blank. */
  cacheLocally(force = false): boolean {
    const content = this.options.getContent();
    if (isBlank(content) || (!force && content === this.cached)) return false;
    const now = this.clock.now();
    const entry = {
      content,
      timestamp: now,
      lastBackendSave: this.state.lastBackendSave,
      version: this.state.version,
    };
    if (!writeDraftCache(this.options.storage, this.options.cacheKey, entry)) return false;
    this.cached = content;
    this.set({ lastLocalSave: now });
    return true;
  }

  /** The page is being hidden (tab switch, close, crash-prone mobile background): keep unsaved work locally. */
  hidden(): void {
    if (this.dirty) this.cacheLocally(true);
  }

  async checkBackend(): Promise<boolean> {
    if (this.state.status === 'conflict' || this.inFlight) return false;
    if (this.clock.now() - this.state.lastBackendSave < AUTOSAVE_BACKEND_THRESHOLD_MS) return false;
    const content = this.options.getContent();
    if (content === this.saved || isBlank(content)) return false;
    return this.save('autosave');
  }

  /** Saves now (Ctrl/Cmd+S, the Save button, leaving); waits for a save already under way first. */
  async save(reason: SaveReason): Promise<boolean> {
    while (this.inFlight) await this.inFlight;
    if (!this.dirty && this.state.status !== 'conflict') return true;
    this.inFlight = this.send(reason).finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  private async send(reason: SaveReason): Promise<boolean> {
    const content = this.options.getContent();
    this.set({ status: 'saving' });
    try {
      const outcome = await this.options.save(content, this.state.version, reason);
      if (outcome.kind === 'conflict') {
        this.set({ status: 'conflict' });
        this.options.onConflict(content, outcome.server);
        return false;
      }
      this.saved = this.cached = content;
      this.set({ version: outcome.post.version, lastBackendSave: this.clock.now() });
      if (this.options.getContent() === content)
        removeDraftCache(this.options.storage, this.options.cacheKey);
      this.set({ status: this.dirty ? 'unsaved' : 'saved' });
      return true;
    } catch {
      this.set({ status: 'error' });
      return false;
    }
  }

  /** Conflict resolved by keeping the writer's text: save it on top of the server's version. */
  keepMine(server: Post): Promise<boolean> {
    this.set({ version: server.version, status: 'unsaved' });
    return this.save('manual');
  }

  /**
   * The editor now shows a copy the server holds (their version after a conflict, or a restored revision): it
   * becomes the baseline.
   */
  adopt(server: Post): void {
    this.saved = this.cached = this.options.getContent();
    removeDraftCache(this.options.storage, this.options.cacheKey);
    this.set({ version: server.version, lastBackendSave: this.clock.now(), status: 'saved' });
  }

  private set(changes: Partial<AutosaveState>): void {
    this.state = { ...this.state, ...changes };
    this.options.onState(this.state);
  }
}
