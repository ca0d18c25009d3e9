import type { Role } from '@penwright/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath, paths } from '../../config/paths';
import { useSession } from '../../lib/auth/use-session';
import { decideAccess } from './access';

type RequireAuthProps = {
  /** One role or a list; holding any of them is enough. */
  roles?: Role | readonly Role[];
  /** Shown while the session or its roles load. */
  fallback: ReactNode;
  children: ReactNode;
};

export function RequireAuth({ roles, fallback, children }: RequireAuthProps) {
  const session = useSession();
  const location = useLocation();
  const decision = decideAccess(session, roles);
  if (decision === 'login') return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (decision === 'unauthorised') return <Navigate to={paths.unauthorised} replace />;
  if (decision === 'wait') return fallback;
  return children;
}
