import { UpdatePlanRequestSchema, type AdminPlan, type UpdatePlanRequest } from '@penwright/shared';

export type PlanFormValues = {
  name: string;
  /** Dollars as typed: "9", "9.5", "19.00". */
  price: string;
  unlimited: boolean;
  projects: string;
  priorityChecks: boolean;
  active: boolean;
};

export type PlanFormErrors = Partial<Record<'name' | 'price' | 'projects' | 'form', string>>;

export function formValuesOf(plan: AdminPlan): PlanFormValues {
  return {
    name: plan.name,
    price: (plan.amount / 100).toFixed(2),
    unlimited: plan.limits.projects === null,
    projects: plan.limits.projects === null ? '' : String(plan.limits.projects),
    priorityChecks: plan.limits.priorityChecks,
    active: plan.active,
  };
}

const dollars = /^\d{1,5}(\.\d{1,2})?$/;

/**
 * Turns the form into the request the server validates with the same schema, keeping only what changed.
 * Prices are typed in dollars and sent in cents.
 */
export function planChange(
  plan: AdminPlan,
  values: PlanFormValues,
): { change: UpdatePlanRequest | null; errors: PlanFormErrors } {
  const price = values.price.trim().replace(/^\$/, '');
  if (!dollars.test(price))
    return { change: null, errors: { price: 'Enter a price in dollars, such as 9.00.' } };
  const projects = values.unlimited ? null : Number(values.projects);
  if (!values.unlimited && !/^\d+$/.test(values.projects.trim()))
    return { change: null, errors: { projects: 'Enter a whole number of projects, or choose Unlimited.' } };
  const candidate = {
    name: values.name.trim(),
    amount: Math.round(Number(price) * 100),
    projects,
    priorityChecks: values.priorityChecks,
    active: values.active,
  };
  const current = {
    name: plan.name,
    amount: plan.amount,
    projects: plan.limits.projects,
    priorityChecks: plan.limits.priorityChecks,
    active: plan.active,
  };
  const changed = Object.fromEntries(
    Object.entries(candidate).filter(([key, value]) => current[key as keyof typeof current] !== value),
  );
  if (Object.keys(changed).length === 0) return { change: null, errors: { form: 'Nothing has changed.' } };
  const parsed = UpdatePlanRequestSchema.safeParse(changed);
  if (parsed.success) return { change: parsed.data, errors: {} };
  const errors: PlanFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'amount' ? 'price' : issue.path[0];
    const key = field === 'name' || field === 'price' || field === 'projects' ? field : 'form';
    errors[key] ??= issue.message;
  }
  return { change: null, errors };
}
