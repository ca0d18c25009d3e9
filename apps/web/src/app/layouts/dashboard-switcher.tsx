import { ROLES, type Role } from '@penwright/shared';
import { ChevronsUpDown } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { dashboardPath } from '../../lib/auth/claims';
import { setActiveDashboard } from '../../lib/auth/session-store';
import { useSession } from '../../lib/auth/use-session';

export const roleLabels: Record<Role, string> = {
  user: 'Writer',
  admin: 'Admin',
  super_admin: 'Super admin',
};

/**
 * The dashboards a user may switch between: one per dashboard their roles open, named for the highest role
 * that opens it (a super admin's admin dashboard is the "Super admin" one). Only held roles are offered.
 */
export function dashboardChoices(roles: readonly Role[]): Role[] {
  const rank = (role: Role) => ROLES.indexOf(role);
  const byPath = new Map<string, Role>();
  for (const role of roles) {
    const path = dashboardPath(role);
    const seen = byPath.get(path);
    if (!seen || rank(role) > rank(seen)) byPath.set(path, role);
  }
  return [...byPath.values()].sort((a, b) => rank(a) - rank(b));
}

/** Lets a user holding several roles pick which dashboard they are using; only held roles are offered. */
export function DashboardSwitcher() {
  const { claims, activeDashboard } = useSession();
  const navigate = useNavigate();
  const choices = dashboardChoices(claims?.roles ?? []);
  if (choices.length < 2 || !activeDashboard) return null;
  const current =
    choices.find((role) => dashboardPath(role) === dashboardPath(activeDashboard)) ?? activeDashboard;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="w-full justify-between">
          <span className="truncate">{roleLabels[current]} dashboard</span>
          <ChevronsUpDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Switch dashboard</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(value) => {
            const role = choices.find((held) => held === value);
            if (!role) return;
            setActiveDashboard(role);
            void navigate(dashboardPath(role));
          }}
        >
          {choices.map((role) => (
            <DropdownMenuRadioItem key={role} value={role}>
              {roleLabels[role]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
