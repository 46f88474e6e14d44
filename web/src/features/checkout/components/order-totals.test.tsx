import { DELIVERY_TIERS, PRIZE_50_OFF, priceOrder } from '@outlet-shop/shop-rules';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, formatRuleAmount } from '@/lib/format-money';
import { loadNamespaces, localeReady } from '@/lib/i18n';
import { checkoutFormSchema } from './checkout-fields';
import { OrderTotalsView } from './order-totals';

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => Promise.all([localeReady, loadNamespaces(['checkout'])]));

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function nudgeText(itemsFils: number, prize: Parameters<typeof priceOrder>[1]): string {
  const totals = priceOrder([{ priceFils: itemsFils, quantity: 1 }], prize);
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => root?.render(<OrderTotalsView totals={totals} prize={prize} />));
  return container.querySelector('.nudge')?.textContent ?? '';
}

describe('the delivery nudges (docs/product.md 2, 9)', () => {
  const { freeFromFils, reducedFeeFromFils, reducedFeeFils } = DELIVERY_TIERS;
  const nudge = (toFreeFils: number, toReducedFils: number) =>
    `You're just ${formatMoney(toFreeFils)} away from free delivery, or add ${formatMoney(toReducedFils)} to slash your delivery fee to ${formatRuleAmount(reducedFeeFils)}`;

  it('without a prize, names what the items lack to each tier', () => {
    // AED 38.50 of items, below the reduced fee's tier.
    expect(nudgeText(3850, null)).toBe(nudge(freeFromFils - 3850, reducedFeeFromFils - 3850));
  });

  it('with the 50% prize, names the items to add, twice what the halved total lacks', () => {
    // AED 77 of items halve to 38.50: a tier of T fils needs 2T − 1 fils of items, which halve to T.
    const prize = { winItemName: PRIZE_50_OFF, isForCheckoutEmail: true };
    expect(nudgeText(7700, prize)).toBe(nudge(2 * freeFromFils - 1 - 7700, 2 * reducedFeeFromFils - 1 - 7700));
  });
});

describe('the checkout form phone number (docs/api.md create_order_ref)', () => {
  const details = {
    firstName: 'Aisha',
    lastName: 'Khan',
    email: 'aisha@example.ae',
    city: 'Dubai',
    address: 'Al Barsha 1',
    house: 'Villa 7',
    landmark: 'Near the mall',
  };
  const phoneError = (phone: string) =>
    checkoutFormSchema.safeParse({ ...details, phone }).error?.flatten().fieldErrors.phone;

  it.each(['+971501234567', '0501234567', '50 123 4567'])('takes the UAE mobile %j', (phone) => {
    expect(phoneError(phone)).toBeUndefined();
  });

  it.each(['hello', '+97142345678', '05012'])('refuses %j before sending, saying what to type', (phone) => {
    expect(phoneError(phone)).toEqual(['Enter a UAE mobile number, e.g. 050 123 4567']);
  });
});
