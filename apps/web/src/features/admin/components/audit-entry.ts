import { formatMoney, ROLES, type AuditEntry, type Role } from '@penwright/shared';
import { roleNames } from './role-labels';

const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
const roleName = (value: unknown) => (isRole(value) ? roleNames[value] : String(value));

type Change = { from?: unknown; to?: unknown };

const limit = (value: unknown) => (typeof value === 'number' ? String(value) : 'unlimited');

function describeChange(field: string, { from, to }: Change): string {
  if (field === 'amount') return `price ${formatMoney(Number(from))} → ${formatMoney(Number(to))}`;
  if (field === 'projects') return `projects ${limit(from)} → ${limit(to)}`;
  if (field === 'active') return to ? 'back on sale' : 'withdrawn from sale';
  if (field === 'priorityChecks') return to ? 'priority checks on' : 'priority checks off';
  if (field === 'name') return `renamed from “${typeof from === 'string' ? from : ''}”`;
  return field;
}

/** One audit entry in words: "Granted Admin", "Disabled the account", "Edited the plan: price $9.00 → $12.00". */
export function describeAction(entry: AuditEntry): string {
  switch (entry.action) {
    case 'role.grant':
      return `Granted ${roleName(entry.details.role)}`;
    case 'role.revoke':
      return `Revoked ${roleName(entry.details.role)}`;
    case 'user.disable':
      return 'Disabled the account';
    case 'user.enable':
      return 'Enabled the account';
    case 'plan.update': {
      const changes = Object.entries(entry.details as Record<string, Change>).map(([field, change]) =>
        describeChange(field, change),
      );
      return changes.length > 0 ? `Edited the plan: ${changes.join(', ')}` : 'Edited the plan';
    }
    default:
      return entry.action;
  }
}
