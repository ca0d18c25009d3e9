import { formatDate, formatMoney } from '@penwright/shared';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../api/get-current-user';

const statusLabels = {
  active: 'Active',
  canceled: 'Cancelled',
  past_due: 'Payment due',
  incomplete: 'Incomplete',
} as const;

export function PlanSummaryCard() {
  const { data: user, isPending, isError } = useCurrentUser();
  const subscription = user?.subscription ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your plan</CardTitle>
        <CardDescription>What your subscription includes right now.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? <Skeleton className="h-16 w-full" /> : null}
        {isError ? (
          <p className="text-sm text-muted-foreground">
            Your plan could not be loaded. Refresh the page to try again.
          </p>
        ) : null}
        {user && !subscription ? (
          <p className="text-sm text-muted-foreground">
            You have no active plan. Pick one to start your first project.
          </p>
        ) : null}
        {subscription ? (
          <div className="flex flex-wrap items-center justify-between gap-4">
            <div>
              <p className="flex items-center gap-2 font-serif text-2xl font-semibold">
                {subscription.plan.name}
                <Badge variant={subscription.status === 'active' ? 'success' : 'accent'}>
                  {statusLabels[subscription.status]}
                </Badge>
              </p>
              <p className="mt-1 text-sm text-muted-foreground">
                {formatMoney(subscription.plan.amount, subscription.plan.currency)} /{' '}
                {subscription.plan.interval}
                {subscription.plan.limits.projects === null
                  ? ' · unlimited projects'
                  : ` · up to ${subscription.plan.limits.projects} active projects`}
                {subscription.current_period_end
                  ? ` · renews ${formatDate(subscription.current_period_end)}`
                  : ''}
              </p>
            </div>
            <Button variant="outline" asChild>
              <Link to={`${paths.settings}#plan`}>Manage plan</Link>
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
