import { describe, expect, it } from 'vitest';
import { sortPlansForDisplay } from './plans.ts';

describe('sortPlansForDisplay', () => {
  it('puts Starter, Student, Professional first and keeps the others in their order', () => {
    const names = ['Team', 'Professional', 'Campus', 'Starter', 'Student'].map((name) => ({ name }));
    expect(sortPlansForDisplay(names).map((p) => p.name)).toEqual([
      'Starter',
      'Student',
      'Professional',
      'Team',
      'Campus',
    ]);
  });
});
