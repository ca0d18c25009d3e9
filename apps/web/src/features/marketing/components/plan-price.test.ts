import { describe, expect, it } from 'vitest';
import { planPrice } from './plan-price';

describe('planPrice', () => {
  it('shows cents as US dollars', () => {
    expect(planPrice({ amount: 900, currency: 'usd' })).toEqual({ price: '$9.00', supported: true });
    expect(planPrice({ amount: 0, currency: 'USD' }).price).toBe('$0.00');
  });

  it('refuses other currencies with the catalogue message', () => {
    expect(planPrice({ amount: 900, currency: 'eur' })).toEqual({
      price: 'Currency not supported',
      supported: false,
    });
  });
});
