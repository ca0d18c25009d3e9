import { formatDateTime, formatMoney, SUBSCRIPTION_HISTORY_PAGE_SIZE } from '@penwright/shared';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSubscriptionHistory } from '../api/get-subscription-history';

const eventLabels = {
  subscribed: 'Subscribed',
  changed: 'Plan changed',
  canceled: 'Cancelled',
  renewed: 'Renewed',
  payment_failed: 'Payment failed',
  cancel_scheduled: 'Set to cancel at period end',
  resumed: 'Cancellation withdrawn',
} as const;

export function SubscriptionHistoryCard() {
  const [skip, setSkip] = useState(0);
  const history = useSubscriptionHistory(skip);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription history</CardTitle>
        <CardDescription>Every change to your plan, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? <Skeleton className="h-32 w-full" /> : null}
        {history.isError ? (
          <p className="text-sm text-muted-foreground">The history could not be loaded.</p>
        ) : null}
        {history.data && history.data.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No plan changes yet.</p>
        ) : null}
        {history.data && history.data.data.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-muted-foreground">
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Event
                  </th>
                  <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">
                    Plan
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.data.data.map((item) => (
                  <tr key={item.id} className="border-b border-border last:border-0">
                    <td className="py-2.5 pr-4 sm:whitespace-nowrap">{formatDateTime(item.created_at)}</td>
                    <td className="py-2.5 pr-4">
                      {eventLabels[item.event] ?? item.event}
                      <span className="block text-xs text-muted-foreground sm:hidden">{item.plan_name}</span>
                    </td>
                    <td className="hidden py-2.5 pr-4 sm:table-cell">{item.plan_name}</td>
                    <td className="py-2.5 text-right tabular-nums">
                      {formatMoney(item.amount, item.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pagination
              skip={skip}
              take={SUBSCRIPTION_HISTORY_PAGE_SIZE}
              totalCount={history.data.totalCount}
              onChange={setSkip}
            />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
