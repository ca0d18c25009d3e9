import type { Role } from '@penwright/shared';
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

/** Lets a user holding several roles pick which dashboard they are using; only held roles are offered. */
export function DashboardSwitcher() {
  const { claims, activeDashboard } = useSession();
  const navigate = useNavigate();
  const roles = claims?.roles ?? [];
  if (roles.length < 2 || !activeDashboard) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="w-full justify-between">
          <span className="truncate">{roleLabels[activeDashboard]} dashboard</span>
          <ChevronsUpDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Switch dashboard</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={activeDashboard}
          onValueChange={(value) => {
            const role = roles.find((held) => held === value);
            if (!role) return;
            setActiveDashboard(role);
            void navigate(dashboardPath(role));
          }}
        >
          {roles.map((role) => (
            <DropdownMenuRadioItem key={role} value={role}>
              {roleLabels[role]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
