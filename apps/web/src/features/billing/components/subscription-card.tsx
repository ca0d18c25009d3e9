import { formatDate, formatMoney, type Plan, type SubscriptionOverview } from '@penwright/shared';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { usePlans } from '../../../lib/plans/get-plans';
import { useChoosePlan, useSubscription, useSubscriptionAction } from '../api/subscription';

type Current = NonNullable<SubscriptionOverview['subscription']>;

const statusBadge = {
  active: { label: 'Active', variant: 'success' },
  past_due: { label: 'Payment due', variant: 'destructive' },
  canceled: { label: 'Cancelled', variant: 'neutral' },
  incomplete: { label: 'Incomplete', variant: 'accent' },
} as const;

function periodLine(current: Current): string {
  const price =
    current.amount > 0 ? `${formatMoney(current.amount, current.currency)} / ${current.interval}` : 'Free';
  if (!current.current_period_end) return price;
  const end = formatDate(current.current_period_end);
  if (current.cancel_at_period_end) return `${price} · ends on ${end}, then Starter`;
  return `${price} · renews on ${end}`;
}

function Usage({ used, limit }: { used: number; limit: number | null }) {
  const share = limit ? Math.min(100, Math.round((used / limit) * 100)) : 0;
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between text-sm">
        <span className="font-medium">Active projects</span>
        <span className="tabular-nums text-muted-foreground">
          {limit === null ? `${used} · unlimited` : `${used} of ${limit}`}
        </span>
      </div>
      {limit !== null ? (
        <div
          className="h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label="Active projects used"
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={used}
        >
          <div
            className={share >= 100 ? 'h-full bg-destructive' : 'h-full bg-primary'}
            style={{ width: `${share}%` }}
          />
        </div>
      ) : null}
    </div>
  );
}

function choiceLabel(plan: Plan, current: Current): string {
  if (plan.amount === 0) return 'Move to Starter';
  if (current.amount === 0) return `Upgrade to ${plan.name}`;
  return plan.amount > current.amount ? `Upgrade to ${plan.name}` : `Switch to ${plan.name}`;
}

function choiceNote(plan: Plan, current: Current): string {
  if (plan.amount === 0)
    return current.current_period_end
      ? `From ${formatDate(current.current_period_end)}, when this period ends.`
      : 'At the end of this period.';
  if (current.amount === 0) return 'Pay at checkout; it starts at once.';
  return 'Starts at once; new limits apply from your next project.';
}

/** Settings' plan card: what the user is on, what it costs, how much of it is used, and how to change it. */
export function SubscriptionCard() {
  const overview = useSubscription();
  const plans = usePlans();
  const choose = useChoosePlan();
  const action = useSubscriptionAction();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [params, setParams] = useSearchParams();
  const returned = params.get('checkout');
  const error = choose.error ?? action.error;

  const dismissReturn = () =>
    setParams(
      (next) => {
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );

  const current = overview.data?.subscription ?? null;
  const others = (plans.data ?? []).filter((plan) => plan.id !== current?.plan_id && plan.currency === 'usd');
  const paid = current !== null && current.amount > 0 && current.plan_id !== 'starter';

  return (
    <Card id="plan">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Your plan</CardTitle>
          {overview.data?.test_mode ? (
            <Badge variant="accent" className="gap-1">
              <FlaskConical aria-hidden="true" className="size-3.5" /> Test mode
            </Badge>
          ) : null}
        </div>
        <CardDescription>What you pay, what it includes, and how to change it.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {returned === 'success' ? (
          <Alert variant="success" className="flex items-start justify-between gap-3">
            <span>Payment received. Your new plan is active, and a receipt is in your notifications.</span>
            <Button variant="ghost" size="sm" onClick={dismissReturn}>
              Dismiss
            </Button>
          </Alert>
        ) : null}
        {returned === 'canceled' ? (
          <Alert className="flex items-start justify-between gap-3">
            <span>Checkout cancelled. Nothing was charged and your plan is unchanged.</span>
            <Button variant="ghost" size="sm" onClick={dismissReturn}>
              Dismiss
            </Button>
          </Alert>
        ) : null}
        {error ? <Alert variant="error">{error.message}</Alert> : null}
        {overview.isPending ? <Skeleton className="h-24 w-full" /> : null}
        {overview.isError ? (
          <p className="text-sm text-muted-foreground">
            Your plan could not be loaded. Refresh the page to try again.
          </p>
        ) : null}
        {overview.data && !current ? (
          <p className="text-sm text-muted-foreground">
            You have no plan yet. Choose one below to start your first project.
          </p>
        ) : null}
        {current ? (
          <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] sm:items-start">
            <div>
              <p className="flex flex-wrap items-center gap-2 font-serif text-2xl font-semibold">
                {current.plan_name}
                <Badge variant={statusBadge[current.status].variant}>
                  {statusBadge[current.status].label}
                </Badge>
              </p>
              <p className="mt-1 text-sm text-muted-foreground" data-testid="plan-period">
                {periodLine(current)}
              </p>
              {current.status === 'past_due' ? (
                <p className="mt-2 text-sm text-destructive">
                  The last payment did not go through. Your plan stays while the payment is retried.
                </p>
              ) : null}
            </div>
            <Usage used={overview.data!.usage.projects} limit={overview.data!.usage.projects_limit} />
          </div>
        ) : null}

        {overview.data ? (
          <section aria-labelledby="change-plan" className="grid gap-3">
            <h3 id="change-plan" className="text-sm font-semibold">
              {current ? 'Change plan' : 'Plans'}
            </h3>
            <ul className="grid gap-3 md:grid-cols-2">
              {others.map((plan) => {
                const scheduled = plan.amount === 0 && current?.cancel_at_period_end;
                return (
                  <li
                    key={plan.id}
                    className="flex flex-col justify-between gap-3 rounded-xl border border-border p-4"
                  >
                    <div>
                      <p className="flex items-baseline justify-between gap-2">
                        <span className="font-semibold">{plan.name}</span>
                        <span className="text-sm tabular-nums text-muted-foreground">
                          {plan.amount === 0
                            ? 'Free'
                            : `${formatMoney(plan.amount, plan.currency)} / ${plan.interval}`}
                        </span>
                      </p>
                      <p className="mt-1 text-xs text-muted-foreground">
                        {plan.limits.projects === null
                          ? 'Unlimited active projects'
                          : `Up to ${plan.limits.projects} active projects`}
                        {current ? ` · ${choiceNote(plan, current)}` : ''}
                      </p>
                    </div>
                    <Button
                      variant={plan.amount > (current?.amount ?? 0) ? 'primary' : 'outline'}
                      size="sm"
                      className="justify-self-start"
                      disabled={choose.isPending || action.isPending || Boolean(scheduled)}
                      onClick={() => choose.mutate(plan.priceId)}
                    >
                      {choose.isPending && choose.variables === plan.priceId ? (
                        <Spinner label="Changing plan" />
                      ) : null}
                      {scheduled
                        ? 'Starter from the end of the period'
                        : current
                          ? choiceLabel(plan, current)
                          : `Choose ${plan.name}`}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}

        {paid ? (
          <div className="flex flex-wrap items-center gap-3 border-t border-border pt-5">
            {current.cancel_at_period_end ? (
              <Button disabled={action.isPending} onClick={() => action.mutate('resume')}>
                {action.isPending ? <Spinner label="Keeping your plan" /> : null}
                Keep my {current.plan_name} plan
              </Button>
            ) : (
              <Button variant="outline" disabled={action.isPending} onClick={() => setConfirmCancel(true)}>
                Cancel plan
              </Button>
            )}
            {overview.data?.test_mode ? (
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-dashed border-border px-2 py-1 sm:ml-auto">
                <span className="px-1 text-xs text-muted-foreground">Test mode</span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={action.isPending}
                  onClick={() => action.mutate({ testEvent: 'renewal' })}
                >
                  Simulate a renewal
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={action.isPending}
                  onClick={() => action.mutate({ testEvent: 'payment_failed' })}
                >
                  Simulate a failed payment
                </Button>
              </div>
            ) : null}
          </div>
        ) : null}

        <Dialog open={confirmCancel} onOpenChange={setConfirmCancel}>
          <DialogContent>
            <DialogTitle>Cancel your {current?.plan_name} plan?</DialogTitle>
            <DialogDescription>
              {current?.current_period_end
                ? `It stays active until ${formatDate(current.current_period_end)}; after that you move to the free Starter plan.`
                : 'It stays active until the end of the period; after that you move to the free Starter plan.'}{' '}
              Nothing you wrote is deleted; projects over the Starter limit stay, and new ones wait until you
              complete one.
            </DialogDescription>
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">Keep my plan</Button>
              </DialogClose>
              <Button
                variant="destructive"
                disabled={action.isPending}
                onClick={() => action.mutate('cancel', { onSuccess: () => setConfirmCancel(false) })}
              >
                {action.isPending ? <Spinner label="Cancelling" /> : null}
                Cancel at period end
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
