import { describe, expect, it } from 'vitest';
import { dashboardChoices } from './dashboard-switcher';

describe('dashboardChoices', () => {
  it('offers one choice per dashboard the roles open, and only those', () => {
    expect(dashboardChoices(['user'])).toEqual(['user']);
    expect(dashboardChoices(['user', 'admin'])).toEqual(['user', 'admin']);
    expect(dashboardChoices(['admin'])).toEqual(['admin']);
  });

  it('names the admin dashboard for the highest role that opens it', () => {
    expect(dashboardChoices(['user', 'super_admin', 'admin'])).toEqual(['user', 'super_admin']);
    expect(dashboardChoices(['admin', 'user', 'super_admin'])).toEqual(['user', 'super_admin']);
  });
});
