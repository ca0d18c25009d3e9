import { Bell, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Logo } from '../../components/layout/logo';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { useNotificationsCount } from '../../features/notifications/api/get-notifications-count';
import { useCurrentUser } from '../../features/users/api/get-current-user';
import { useSession } from '../../lib/auth/use-session';
import { cn } from '../../lib/cn';
import { RequireAuth } from '../guards/require-auth';
import { DashboardNav } from './dashboard-nav';
import { DashboardSwitcher } from './dashboard-switcher';
import { UserMenu } from './user-menu';

function DashboardSkeleton() {
  return (
    <div
      className="grid min-h-dvh lg:grid-cols-[16rem_1fr]"
      aria-busy="true"
      aria-label="Loading your dashboard"
    >
      <div className="hidden border-r border-border p-5 lg:grid lg:content-start lg:gap-3">
        <Skeleton className="h-8 w-36" />
        <Skeleton className="mt-6 h-8 w-full" />
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
      <div className="p-6 sm:p-10">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="mt-4 h-5 w-96 max-w-full" />
        <Skeleton className="mt-10 h-48 w-full" />
      </div>
    </div>
  );
}

function Shell() {
  const { claims } = useSession();
  const unread = useNotificationsCount().data ?? 0;
  const user = useCurrentUser().data;
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setMenuOpen(false);
  }
  const admin = claims?.admin ?? false;
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_1fr]">
      <aside
        id="dashboard-menu"
        className={cn(
          'border-r border-border bg-card lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col',
          menuOpen ? 'fixed inset-y-0 left-0 z-50 flex w-72 flex-col shadow-2xl' : 'hidden',
        )}
      >
        <div className="flex h-16 items-center justify-between px-5">
          <Logo to={paths.dashboard} />
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Close menu"
            onClick={() => setMenuOpen(false)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
        <div className="grid gap-4 px-3 py-4">
          <DashboardSwitcher />
          <DashboardNav admin={admin} unread={unread} onNavigate={() => setMenuOpen(false)} />
        </div>
      </aside>
      {menuOpen ? (
        <div
          className="fixed inset-0 z-40 bg-foreground/30 lg:hidden"
          aria-hidden="true"
          onClick={() => setMenuOpen(false)}
        />
      ) : null}
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-background/90 px-4 backdrop-blur sm:px-6">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="dashboard-menu"
            onClick={() => setMenuOpen(true)}
          >
            <Menu aria-hidden="true" />
          </Button>
          <div className="flex-1" />
          <Button variant="ghost" size="icon" asChild>
            <Link
              to={paths.notifications}
              aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
              className="relative"
            >
              <Bell aria-hidden="true" />
              {unread ? (
                <span
                  data-testid="unread-badge"
                  aria-hidden="true"
                  className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-destructive-foreground tabular-nums ring-2 ring-background"
                >
                  {unread > 99 ? '99+' : unread}
                </span>
              ) : null}
            </Link>
          </Button>
          <UserMenu photoUrl={user?.photo_url || undefined} />
        </header>
        <main id="main" className="flex-1 px-4 py-8 sm:px-6 lg:px-10">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** /dashboard/*: signed-in users only; the roles must have loaded before anything shows. */
export default function DashboardLayout() {
  return (
    <RequireAuth fallback={<DashboardSkeleton />}>
      <Shell />
    </RequireAuth>
  );
}
