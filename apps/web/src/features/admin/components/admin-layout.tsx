import { useEffect } from 'react';
import { NavLink, Outlet } from 'react-router';
import { DashboardPage } from '../../../components/layout/dashboard-page';
import { setActiveDashboard } from '../../../lib/auth/session-store';
import { useSession } from '../../../lib/auth/use-session';
import { cn } from '../../../lib/cn';
import { adminPaths } from '../admin-paths';

/** The admin dashboard's frame: its heading and the tabs for users, plans, usage and (super admins) the log. */
export function AdminLayout() {
  const { claims, activeDashboard } = useSession();
  useEffect(() => {
    // Arriving here by address makes this the active dashboard, as choosing it in the switcher would.
    const adminRole = claims?.roles.includes('super_admin') ? 'super_admin' : claims?.admin ? 'admin' : null;
    if (adminRole && activeDashboard !== 'admin' && activeDashboard !== 'super_admin')
      setActiveDashboard(adminRole);
  }, [claims, activeDashboard]);
  const tabs = [
    { to: adminPaths.users, label: 'Users', end: true },
    { to: adminPaths.plans, label: 'Plans', end: false },
    { to: adminPaths.usage, label: 'Usage', end: false },
    ...(claims?.superAdmin ? [{ to: adminPaths.auditLog, label: 'Audit log', end: false }] : []),
  ];
  return (
    <DashboardPage title="Admin" description="Accounts, plans and how Penwright is used on this server.">
      <nav aria-label="Admin sections" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-border">
          {tabs.map(({ to, label, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    '-mb-px inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium transition-colors',
                    isActive
                      ? 'border-primary text-foreground'
                      : 'border-transparent text-muted-foreground hover:text-foreground',
                  )
                }
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </DashboardPage>
  );
}
