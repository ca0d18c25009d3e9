import { ALLOWED_TRANSITIONS, canTransition, Messages, type ProjectStatus } from '@penwright/shared';
import type { PlanLimits } from '../../db/schema/index.ts';
import { conflict, forbidden } from '../../lib/errors.ts';

export interface Allowance {
  subscriptionStatus: string;
  planName: string;
  limits: PlanLimits;
}

/** Only projects that are not completed count against the plan, so completing one frees a place. */
export const isActiveStatus = (status: ProjectStatus) => status !== 'completed';

/** May the owner hold one more active project? `allowance` is null when they have no subscription at all. */
export function assertCanAddActiveProject(allowance: Allowance | null, activeCount: number) {
  if (!allowance || allowance.subscriptionStatus !== 'active')
    throw forbidden(Messages.notSubscribed, 'projects/not-subscribed');
  const limit = allowance.limits.projects;
  if (limit !== null && activeCount >= limit) {
    const noun = limit === 1 ? 'project' : 'projects';
    throw forbidden(
      `${Messages.projectLimitExceeded}: the ${allowance.planName} plan allows ${limit} active ${noun}. ` +
        'Complete or delete a project, or upgrade your plan.',
      'projects/limit-exceeded',
    );
  }
}

export function assertTransition(from: ProjectStatus, to: ProjectStatus) {
  if (canTransition(from, to)) return;
  const options = ALLOWED_TRANSITIONS[from].join(' or ');
  throw conflict(
    `A project cannot move from ${from} to ${to}; from ${from} it can move to ${options}.`,
    'projects/illegal-transition',
  );
}
