import { priceOrder, toFils } from '@outlet-shop/shop-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/features/cart/stores/cart-store';
import { ApiError, errorMessage } from '@/lib/api-client';
import { buildOrderPayload } from '../components/order-payload';
import { createOrderRef } from './create-order-ref';

const peanutButter = {
  id: 1,
  title: 'Crunchy Peanut Butter',
  desc: 'Roasted peanuts, nothing else added',
  weight: '340 g',
  price: 24.5,
  img: '/uploads/peanut.png',
  max_order_qut: null,
  flash_sale: false,
  flash_sale_product_pcs: null,
  outofstock: false,
};

const details = {
  firstName: 'Aisha',
  lastName: 'Khan',
  email: 'aisha@example.ae',
  phone: '+971501234567',
  city: 'Dubai',
  address: 'Al Barsha 1, Street 12',
  house: 'Villa 7',
  landmark: 'Near the mall',
} as const;

describe('checkout while the CMS is down (checkout-service answers 503 catalog_unavailable)', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.getState().reset();
    useCartStore.getState().add(peanutButter, 2);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'catalog_unavailable', message: 'The catalogue is unavailable, please try again' } },
          { status: 503 },
        ),
      ),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fails with the service message for the shopper and leaves the saved cart as it was', async () => {
    const saved = localStorage.getItem('root');
    const lines = useCartStore.getState().lines;
    const totals = priceOrder(
      lines.map((line) => ({ priceFils: toFils(line.price), quantity: line.quantity })),
      null,
    );
    const failure = await createOrderRef(buildOrderPayload(details, lines, null, totals), 'key-1').catch(
      (error) => error,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 503, code: 'catalog_unavailable' });
    // What the checkout form shows in its alert.
    expect(errorMessage(failure)).toBe('The catalogue is unavailable, please try again');
    expect(useCartStore.getState().lines).toEqual([expect.objectContaining({ id: 1, quantity: 2 })]);
    expect(localStorage.getItem('root')).toBe(saved);
    expect(saved).toContain('Crunchy Peanut Butter');
  });
});
