import type { AdminPlan } from '@penwright/shared';
import { describe, expect, it } from 'vitest';
import { formValuesOf, planChange } from './plan-form';

const student: AdminPlan = {
  id: 'student',
  name: 'Student',
  priceId: 'price_student_monthly',
  amount: 900,
  currency: 'usd',
  interval: 'month',
  description: '',
  features: [],
  limits: { projects: 25, priorityChecks: false },
  active: true,
  subscriberCount: 3,
};

describe('planChange', () => {
  it('shows the price in dollars and sends only what changed, in cents', () => {
    const values = formValuesOf(student);
    expect(values).toMatchObject({ price: '9.00', projects: '25', unlimited: false });
    expect(planChange(student, { ...values, price: '$12.5' })).toEqual({
      change: { amount: 1250 },
      errors: {},
    });
    expect(planChange(student, { ...values, unlimited: true }).change).toEqual({ projects: null });
  });

  it('names the field that is wrong, with the server schema’s words where it decides', () => {
    const values = formValuesOf(student);
    expect(planChange(student, { ...values, price: '9.999' }).errors.price).toMatch(/dollars/);
    expect(planChange(student, { ...values, projects: 'ten' }).errors.projects).toMatch(/whole number/);
    expect(planChange(student, { ...values, projects: '0' }).errors.projects).toBe(
      'projects must be at least 1',
    );
    expect(planChange(student, { ...values, name: ' ' }).errors.name).toBe('Name is required');
    expect(planChange(student, values)).toEqual({ change: null, errors: { form: 'Nothing has changed.' } });
  });
});
