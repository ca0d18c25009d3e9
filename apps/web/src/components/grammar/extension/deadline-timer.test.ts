import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeadlineTimer } from './deadline-timer';

describe('DeadlineTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, at the last deadline asked for, however many times typing asks', () => {
    const due = vi.fn();
    const timer = new DeadlineTimer(due);
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    for (let key = 0; key < 10; key += 1) {
      timer.after(600);
      vi.advanceTimersByTime(50);
    }
    expect(setTimeoutSpy).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(549);
    expect(due).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(due).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('brings a later deadline forward when asked for an earlier one', () => {
    const due = vi.fn();
    const timer = new DeadlineTimer(due);
    timer.after(600);
    timer.after(0);
    vi.advanceTimersByTime(0);
    expect(due).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, and can be asked again', () => {
    const due = vi.fn();
    const timer = new DeadlineTimer(due);
    timer.after(100);
    timer.cancel();
    vi.advanceTimersByTime(1_000);
    expect(due).not.toHaveBeenCalled();
    timer.after(100);
    vi.advanceTimersByTime(100);
    expect(due).toHaveBeenCalledTimes(1);
  });
});
