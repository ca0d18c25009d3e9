/**
 * A debounce that keeps one timer per pause: `after(ms)` moves the deadline, and a pending timer that fires no
 * later than needed is kept and, when it fires early, waits out the rest. Every keystroke asks for a check, so
 * clearing and setting a timer per key would cost more than the check's bookkeeping itself.
 */
export class DeadlineTimer {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timerAt = 0;
  private dueAt = 0;

  constructor(private readonly onDue: () => void) {}

  /** Runs `onDue` `delay` ms from now, unless asked again meanwhile (the last call's deadline counts). */
  after(delay: number): void {
    this.dueAt = Date.now() + delay;
    if (this.timer !== undefined && this.timerAt <= this.dueAt) return;
    clearTimeout(this.timer);
    this.arm(delay);
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private arm(delay: number): void {
    this.timerAt = Date.now() + delay;
    this.timer = setTimeout(this.fire, delay);
  }

  private readonly fire = () => {
    this.timer = undefined;
    const wait = this.dueAt - Date.now();
    if (wait > 0) this.arm(wait);
    else this.onDue();
  };
}
