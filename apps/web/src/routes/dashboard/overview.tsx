import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { DashboardPage } from '../../components/layout/dashboard-page';
import { dashboardPath } from '../../lib/auth/claims';
import { setActiveDashboard } from '../../lib/auth/session-store';
import { useSession } from '../../lib/auth/use-session';
import { RecentProjectsCard } from '../../features/projects/components/recent-projects-card';
import { PlanSummaryCard } from '../../features/users/components/plan-summary-card';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** /dashboard: the writer's overview (and the active dashboard becomes the writer's). Admin-only accounts go to theirs. */
export default function OverviewRoute() {
  const { user, activeDashboard, claims } = useSession();
  useEffect(() => {
    if (claims?.roles.includes('user') && activeDashboard !== 'user') setActiveDashboard('user');
  }, [claims, activeDashboard]);
  if (claims && !claims.roles.includes('user')) {
    return <Navigate to={activeDashboard ? dashboardPath(activeDashboard) : '/unauthorised'} replace />;
  }
  const firstName = user?.name.split(' ')[0] ?? '';
  return (
    <DashboardPage
      title={`${greeting(new Date().getHours())}${firstName ? `, ${firstName}` : ''}`}
      description="Here is where your writing stands today."
    >
      {user && !user.emailVerified ? (
        <p className="rounded-lg border border-accent/40 bg-accent-soft px-4 py-3 text-sm">
          Confirm your email address with the link we sent to <strong>{user.email}</strong>. You can send a
          new link from Settings.
        </p>
      ) : null}
      <RecentProjectsCard />
      <PlanSummaryCard />
    </DashboardPage>
  );
}
