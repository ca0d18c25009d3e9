import { useParams } from 'react-router';
import { DashboardPage } from '../../components/layout/dashboard-page';
import { CheckoutPage } from '../../features/billing/components/checkout-page';

/** /dashboard/checkout/:checkoutId: paying for a plan when the server has no payment provider. */
export default function CheckoutRoute() {
  const { checkoutId = '' } = useParams();
  return (
    <DashboardPage title="Checkout" description="Confirm your new plan.">
      <CheckoutPage checkoutId={checkoutId} />
    </DashboardPage>
  );
}
