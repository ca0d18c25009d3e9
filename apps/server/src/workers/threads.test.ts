import { describe, expect, it } from 'vitest';
import { threadsPerProcess } from './pool.ts';

describe('worker threads per server process', () => {
  it('shares the cores among the processes, one thread at least and two at most', () => {
    expect(threadsPerProcess(2, 1)).toBe(2);
    expect(threadsPerProcess(2, 2)).toBe(1);
    expect(threadsPerProcess(2, 4)).toBe(1);
    expect(threadsPerProcess(16, 4)).toBe(2);
    expect(threadsPerProcess(1, 1)).toBe(1);
  });
});
