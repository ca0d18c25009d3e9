import { formatMoney, Messages, SUPPORTED_CURRENCY, type Plan } from '@penwright/shared';

/** The price line for a plan; only US dollars are shown (spec §9). */
export function planPrice(plan: Pick<Plan, 'amount' | 'currency'>): { price: string; supported: boolean } {
  if (plan.currency.toLowerCase() !== SUPPORTED_CURRENCY)
    return { price: Messages.currencyNotSupported, supported: false };
  return { price: formatMoney(plan.amount, plan.currency), supported: true };
}
