import { formatDateTime, formatMoney, type CheckoutDetails } from '@penwright/shared';
import { Check, CreditCard, FlaskConical, Lock } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCheckout, useFinishCheckout, type CheckoutOutcome } from '../api/checkout';

const closedText: Record<Exclude<CheckoutDetails['status'], 'open'>, string> = {
  complete: 'This checkout is paid. Your plan is already active.',
  canceled: 'This checkout was cancelled. Nothing was charged.',
  expired: 'This checkout has expired. Nothing was charged.',
};

function OrderSummary({ checkout }: { checkout: CheckoutDetails }) {
  const price = formatMoney(checkout.amount, checkout.currency);
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle>Order summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="font-serif text-xl font-semibold">Penwright {checkout.plan.name}</p>
            <p className="text-sm text-muted-foreground">{checkout.plan.description}</p>
          </div>
          <p className="text-right font-semibold tabular-nums whitespace-nowrap">
            {price}
            <span className="block text-xs font-normal text-muted-foreground">
              per {checkout.plan.interval}
            </span>
          </p>
        </div>
        <ul className="grid gap-2 text-sm">
          {checkout.plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="flex items-center justify-between border-t border-border pt-4 text-sm">
          <span className="font-medium">Due today</span>
          <span className="font-semibold tabular-nums">{price}</span>
        </div>
        <p className="text-xs text-muted-foreground">
          Renews every {checkout.plan.interval} at this price until you cancel. Cancel from Settings at any
          time; the plan then runs to the end of the period you paid for.
        </p>
      </CardContent>
    </Card>
  );
}

/** The in-app checkout of a server without a payment provider: it says plainly that no money moves. */
export function CheckoutPage({ checkoutId }: { checkoutId: string }) {
  const checkout = useCheckout(checkoutId);
  const finish = useFinishCheckout(checkoutId);
  const navigate = useNavigate();

  // The promise, not a callback of `mutate`: it settles even if the page re-renders while claims refresh.
  const act = (outcome: CheckoutOutcome) =>
    void finish
      .mutateAsync(outcome)
      .then(({ outcome: done }) =>
        navigate(done === 'paid' ? `${paths.settings}?checkout=success` : paths.settings),
      )
      .catch(() => undefined);

  if (checkout.isPending) return <Skeleton className="h-96 w-full" />;
  if (checkout.isError)
    return (
      <Alert variant="error">
        {checkout.error.message}{' '}
        <Link className="font-medium underline" to={paths.settings}>
          Back to your plan
        </Link>
      </Alert>
    );
  const data = checkout.data;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <div className="grid h-fit gap-6">
        <Alert className="flex gap-3">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <p className="font-semibold">Test mode: no card is charged</p>
            <p className="text-muted-foreground">
              This server has no payment provider set up, so checkout happens here. Paying changes your plan
              exactly as a real payment would, through the same steps.
            </p>
          </div>
        </Alert>
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CardTitle className="flex items-center gap-2">
                <CreditCard aria-hidden="true" className="size-5" /> Payment
              </CardTitle>
              <Badge variant="accent">Test mode</Badge>
            </div>
          </CardHeader>
          <CardContent className="grid gap-5">
            {data.status !== 'open' ? (
              <Alert variant={data.status === 'complete' ? 'success' : 'info'}>
                {closedText[data.status]}
              </Alert>
            ) : (
              <>
                <dl className="grid gap-3 rounded-lg border border-dashed border-border bg-muted/40 p-4 text-sm sm:grid-cols-2">
                  <div>
                    <dt className="text-xs text-muted-foreground">Test card</dt>
                    <dd className="font-mono tabular-nums">4242 4242 4242 4242</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">Open until</dt>
                    <dd>{formatDateTime(data.expires_at)}</dd>
                  </div>
                </dl>
                {finish.isError ? <Alert variant="error">{finish.error.message}</Alert> : null}
                <div className="grid gap-3 sm:grid-cols-2">
                  <Button type="button" size="lg" disabled={finish.isPending} onClick={() => act('paid')}>
                    {finish.isPending && finish.variables === 'paid' ? (
                      <Spinner label="Paying…" />
                    ) : (
                      <Lock aria-hidden="true" />
                    )}
                    Pay {formatMoney(data.amount, data.currency)}
                  </Button>
                  <Button
                    type="button"
                    size="lg"
                    variant="outline"
                    disabled={finish.isPending}
                    onClick={() => act('declined')}
                  >
                    Try a declined card
                  </Button>
                </div>
                <Button
                  type="button"
                  variant="link"
                  className="justify-self-start px-0"
                  disabled={finish.isPending}
                  onClick={() => act('canceled')}
                >
                  Cancel and go back
                </Button>
              </>
            )}
            {data.status !== 'open' ? (
              <Button asChild variant="outline" className="justify-self-start">
                <Link to={paths.settings}>Back to your plan</Link>
              </Button>
            ) : null}
          </CardContent>
        </Card>
      </div>
      <OrderSummary checkout={data} />
    </div>
  );
}
