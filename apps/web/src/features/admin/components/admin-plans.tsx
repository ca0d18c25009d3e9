import { formatMoney, type AdminPlan } from '@penwright/shared';
import { Info, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminPlans } from '../api/get-plans';
import { PlanEditor } from './plan-editor';

function PlanCard({ plan }: { plan: AdminPlan }) {
  const [editing, setEditing] = useState(false);
  const projects = plan.limits.projects;
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>{plan.name}</CardTitle>
          {plan.active ? <Badge variant="success">On sale</Badge> : <Badge>Withdrawn</Badge>}
        </div>
        <p className="mt-1">
          <span className="text-3xl font-semibold tabular-nums">
            {formatMoney(plan.amount, plan.currency)}
          </span>
          <span className="text-sm text-muted-foreground"> / {plan.interval}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <dl className="grid gap-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Projects</dt>
            <dd className="font-medium">{projects === null ? 'Unlimited' : `${projects} active`}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Priority checks</dt>
            <dd className="font-medium">{plan.limits.priorityChecks ? 'Yes' : 'No'}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Active subscribers</dt>
            <dd className="font-medium tabular-nums">{plan.subscriberCount.toLocaleString('en-US')}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Price ID</dt>
            <dd className="truncate font-mono text-xs leading-5">{plan.priceId}</dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter>
        <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${plan.name}`}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
      </CardFooter>
      <PlanEditor plan={plan} open={editing} onOpenChange={setEditing} />
    </Card>
  );
}

/** The plans on offer: price, limits and subscribers, each editable. */
export function AdminPlans() {
  const plans = useAdminPlans();
  return (
    <section aria-labelledby="admin-plans-heading" className="grid gap-4">
      <h2 id="admin-plans-heading" className="text-lg font-semibold">
        Plans
      </h2>
      <Alert className="flex items-start gap-2">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <strong className="font-semibold">Changes apply to new checkouts.</strong> Existing subscriptions
          keep the price their holders agreed to.
        </span>
      </Alert>
      {plans.isPending ? <Skeleton className="h-72 w-full" /> : null}
      {plans.isError ? <p className="text-sm text-muted-foreground">The plans could not be loaded.</p> : null}
      {plans.data ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {plans.data.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
