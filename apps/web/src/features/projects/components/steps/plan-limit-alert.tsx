import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';

type PlanLimitAlertProps = { reason: 'not-subscribed' | 'limit'; message: string };

/** The plan refused a new project: say why and offer the way forward, never a bare error. */
export function PlanLimitAlert({ reason, message }: PlanLimitAlertProps) {
  return (
    <div role="alert" className="rounded-xl border border-accent/50 bg-accent-soft p-4 sm:p-5">
      <p className="flex items-center gap-2 font-semibold">
        <Sparkles className="size-4 text-accent" aria-hidden="true" />
        {reason === 'limit' ? 'Your plan’s project limit is reached' : 'Choose a plan to start projects'}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" asChild>
          <Link to={paths.pricing}>{reason === 'limit' ? 'Upgrade your plan' : 'See plans'}</Link>
        </Button>
        <Button size="sm" variant="outline" asChild>
          <Link to={paths.settings}>Your plan in Settings</Link>
        </Button>
        {reason === 'limit' ? (
          <Button size="sm" variant="ghost" asChild>
            <Link to={paths.projects}>Complete a project</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
