import type { Plan } from '@penwright/shared';
import { Check } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { planPrice } from './plan-price';

type PlanCardProps = {
  plan: Plan;
  highlighted: boolean;
  actionLabel: string;
  onChoose: (plan: Plan) => void;
};

export function PlanCard({ plan, highlighted, actionLabel, onChoose }: PlanCardProps) {
  const { price, supported } = planPrice(plan);
  // The plan's own feature list already states its project limit and priority checks.
  const lines = plan.features;
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-7',
        highlighted ? 'border-primary shadow-lg shadow-primary/10 ring-1 ring-primary' : 'border-border',
      )}
    >
      {highlighted ? (
        <Badge variant="primary" className="absolute -top-3 left-6">
          Best for coursework
        </Badge>
      ) : null}
      <h3 id={`plan-${plan.id}`} className="text-xl font-semibold">
        {plan.name}
      </h3>
      <p className="mt-1 min-h-10 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className={cn('font-serif font-semibold', supported ? 'text-4xl' : 'text-lg text-destructive')}>
          {price}
        </span>
        {supported ? <span className="text-sm text-muted-foreground">/ {plan.interval}</span> : null}
      </p>
      <ul className="mt-6 grid flex-1 content-start gap-2.5 text-sm">
        {lines.map((line) => (
          <li key={line} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <Button
        className="mt-7 w-full"
        variant={highlighted ? 'primary' : 'outline'}
        size="lg"
        onClick={() => onChoose(plan)}
      >
        {actionLabel}
      </Button>
    </article>
  );
}
