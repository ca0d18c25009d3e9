import type { Plan } from '@penwright/shared';
import { RefreshCw } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Container } from '../../../components/layout/container';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useAuthModal } from '../../../lib/auth/auth-modal';
import { useSession } from '../../../lib/auth/use-session';
import { usePlans } from '../../../lib/plans/get-plans';
import { PlanCard } from './plan-card';
import { SectionHeading } from './section-heading';

function PlansSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-3" aria-busy="true" aria-label="Loading plans">
      {[0, 1, 2].map((key) => (
        <div key={key} className="rounded-2xl border border-border bg-card p-7">
          <Skeleton className="h-6 w-28" />
          <Skeleton className="mt-3 h-4 w-full" />
          <Skeleton className="mt-6 h-10 w-24" />
          <div className="mt-6 grid gap-3">
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-4/6" />
            <Skeleton className="h-4 w-3/4" />
          </div>
          <Skeleton className="mt-8 h-12 w-full" />
        </div>
      ))}
      <noscript>
        <p className="md:col-span-3 text-center text-sm text-muted-foreground">
          Turn on JavaScript to see current prices. Every account starts on the free Starter plan.
        </p>
      </noscript>
    </div>
  );
}

export function PricingSection() {
  const plans = usePlans();
  const { status } = useSession();
  const { openAuthModal } = useAuthModal();
  const navigate = useNavigate();
  const signedIn = status === 'signed-in';

  const choose = (plan: Plan) => {
    if (signedIn) void navigate(paths.settings);
    else openAuthModal('signup', plan);
  };

  return (
    <section aria-labelledby="pricing-title" id="pricing" className="py-20 sm:py-24">
      <Container>
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="A plan for every stage of study">
          Start free with a few projects, and move up when the coursework, or the thesis, gets serious. Cancel
          at any time.
        </SectionHeading>
        <div className="mt-14">
          {plans.isPending ? <PlansSkeleton /> : null}
          {plans.isError ? (
            <div className="mx-auto max-w-md rounded-2xl border border-border bg-card p-6 text-center">
              <p className="font-medium">The plans could not be loaded just now.</p>
              <p className="mt-1 text-sm text-muted-foreground">{plans.error.message}</p>
              <Button variant="outline" className="mt-4" onClick={() => void plans.refetch()}>
                <RefreshCw aria-hidden="true" /> Try again
              </Button>
            </div>
          ) : null}
          {plans.data ? (
            <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-3">
              {plans.data.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  highlighted={plan.id === 'student'}
                  actionLabel={
                    signedIn ? 'Manage my plan' : plan.amount === 0 ? 'Start for free' : `Choose ${plan.name}`
                  }
                  onChoose={choose}
                />
              ))}
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
