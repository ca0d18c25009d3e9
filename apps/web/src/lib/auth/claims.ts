import { CLAIMS_RETRY_DELAY_MS, ROLE_DASHBOARD_PATH, type Role } from '@penwright/shared';
import { getFreshIdToken } from './id-token';
import { decodeIdToken } from './jwt';

export type SessionClaims = {
  roles: Role[];
  subscriber: boolean;
  admin: boolean;
  superAdmin: boolean;
};

export function claimsFromRoles(roles: readonly Role[], subscriber = false): SessionClaims {
  return {
    roles: [...roles],
    subscriber,
    admin: roles.includes('admin') || roles.includes('super_admin'),
    superAdmin: roles.includes('super_admin'),
  };
}

async function readClaims(forceRefresh: boolean): Promise<SessionClaims | null> {
  const token = await getFreshIdToken(forceRefresh);
  const decoded = token ? decodeIdToken(token) : null;
  return decoded ? claimsFromRoles(decoded.roles, decoded.subscriber) : null;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Loads the roles from a fresh token, waiting 500 ms and trying once more if the first attempt fails. */
export async function loadClaims(forceRefresh = true): Promise<SessionClaims | null> {
  const first = await readClaims(forceRefresh);
  if (first) return first;
  await wait(CLAIMS_RETRY_DELAY_MS);
  return readClaims(true);
}

/** The dashboard to show: the remembered one if still held, else the writer's, else the first held role. */
export function pickDashboard(roles: readonly Role[], remembered: string | null): Role | null {
  const held = roles.find((role) => role === remembered);
  if (held) return held;
  if (roles.includes('user')) return 'user';
  return roles[0] ?? null;
}

export function dashboardPath(role: Role): string {
  return ROLE_DASHBOARD_PATH[role];
}
