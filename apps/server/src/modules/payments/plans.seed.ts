import type { Database } from '../../db/client.ts';
import { plans } from '../../db/schema/index.ts';

type PlanRow = typeof plans.$inferInsert;

/** The plans every installation starts with. */
export const DEFAULT_PLANS: PlanRow[] = [
  {
    id: 'starter',
    name: 'Starter',
    priceId: 'price_starter_free',
    amount: 0,
    description: 'For a first essay or a single course.',
    features: [
      '3 active projects',
      'Grammar and style checks',
      'Citation library in six styles',
      'Autosave and revision history',
    ],
    limits: { projects: 3, priorityChecks: false },
    sortOrder: 0,
  },
  {
    id: 'student',
    name: 'Student',
    priceId: 'price_student_monthly',
    amount: 900,
    description: 'For a full semester of coursework.',
    features: [
      '25 active projects',
      'Brief analysis and requirement checklists',
      'Full review reports',
      'DOCX, PDF and Markdown export',
    ],
    limits: { projects: 25, priorityChecks: false },
    sortOrder: 1,
  },
  {
    id: 'professional',
    name: 'Professional',
    priceId: 'price_professional_monthly',
    amount: 1900,
    description: 'For theses, dissertations and published work.',
    features: [
      'Unlimited projects',
      'Priority checks on long documents',
      'Everything in Student',
      'Email support',
    ],
    limits: { projects: null, priorityChecks: true },
    sortOrder: 2,
  },
];

/** Adds the plans an installation lacks; a plan that exists keeps what admins made of it (price, limits…). */
export async function seedPlans(db: Database, rows: PlanRow[] = DEFAULT_PLANS): Promise<void> {
  await db.insert(plans).values(rows).onConflictDoNothing({ target: plans.id });
}
