import { beforeEach, describe, expect, it } from 'vitest';
import { type CartLine, useCartStore } from './cart-store';

type ProductInput = Omit<CartLine, 'quantity'>;

const product = (overrides: Partial<ProductInput> = {}): ProductInput => ({
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
  ...overrides,
});

const cart = () => useCartStore.getState();

describe('cart store (docs/product.md 4, 5)', () => {
  beforeEach(() => {
    localStorage.clear();
    cart().reset();
  });

  it('merges a second add of the same product into one line', () => {
    cart().add(product(), 2);
    cart().add(product(), 3);
    expect(cart().lines).toHaveLength(1);
    expect(cart().lines[0]?.quantity).toBe(5);
  });

  it('adds a new line for another product', () => {
    cart().add(product());
    cart().add(product({ id: 2, title: 'Dates' }));
    expect(cart().lines.map((line) => line.id)).toEqual([1, 2]);
  });

  it('refuses an out-of-stock product with "Temporary out of stock"', () => {
    expect(cart().add(product({ outofstock: true }))).toEqual({
      ok: false,
      reason: 'out_of_stock',
      message: 'Temporary out of stock',
    });
    expect(cart().lines).toHaveLength(0);
  });

  it('caps a max_order_qut 2 product at 2 pieces, then refuses', () => {
    const capped = product({ max_order_qut: 2 });
    expect(cart().add(capped, 5)).toEqual({ ok: true, added: 2 });
    expect(cart().add(capped)).toEqual({ ok: false, reason: 'max_order_quantity', message: 'Only 2 pcs allowed' });
    expect(cart().lines[0]?.quantity).toBe(2);
    cart().updateQuantity(1, 3);
    expect(cart().lines[0]?.quantity).toBe(2);
  });

  it('caps a staff-set max_order_qut 3 product at 3 pieces with "Only 3 pcs allowed"', () => {
    const capped = product({ max_order_qut: 3 });
    expect(cart().add(capped, 5)).toEqual({ ok: true, added: 3 });
    expect(cart().add(capped)).toEqual({ ok: false, reason: 'max_order_quantity', message: 'Only 3 pcs allowed' });
    cart().updateQuantity(1, 4);
    expect(cart().lines[0]?.quantity).toBe(3);
  });

  it('refuses a flash-sale product once the flash-sale pieces reach its limit', () => {
    const flash = (id: number) => product({ id, flash_sale: true, flash_sale_product_pcs: 3 });
    cart().add(flash(1), 2);
    expect(cart().add(flash(2))).toEqual({ ok: true, added: 1 });
    expect(cart().add(flash(3))).toEqual({
      ok: false,
      reason: 'flash_sale_limit',
      message: 'You can only add up to 3 flash sale items to the cart',
    });
    expect(cart().lines).toHaveLength(2);
  });

  it('never lets a quantity go below 1', () => {
    cart().add(product());
    cart().updateQuantity(1, 0);
    expect(cart().lines[0]?.quantity).toBe(1);
  });

  it('removes one line and resets the whole cart', () => {
    cart().add(product());
    cart().add(product({ id: 2 }));
    cart().remove(1);
    expect(cart().lines.map((line) => line.id)).toEqual([2]);
    cart().reset();
    expect(cart().lines).toEqual([]);
  });

  it('persists the lines under the key "root", version 1', () => {
    cart().add(product(), 2);
    const saved = JSON.parse(localStorage.getItem('root') ?? '{}');
    expect(saved.version).toBe(1);
    expect(saved.state.lines[0]).toMatchObject({ id: 1, quantity: 2, price: 24.5 });
  });
});

describe('a saved cart refreshed from the CMS', () => {
  it('takes the current price and stock, clamps to the current cap and drops products that are gone', () => {
    const store = useCartStore.getState();
    store.reset();
    store.add(product({ id: 101, price: 10 }), 3);
    store.add(product({ id: 102, title: 'Line 102', price: 20 }), 1);
    store.add(product({ id: 103, price: 30 }), 1);
    useCartStore.getState().applyCatalogue(
      [
        {
          id: 101,
          title: 'Renamed',
          price: 12.5,
          outofstock: false,
          max_order_qut: 2,
          flash_sale: false,
          flash_sale_product_pcs: null,
        },
        {
          id: 102,
          title: 'Line 102',
          price: 20,
          outofstock: true,
          max_order_qut: null,
          flash_sale: false,
          flash_sale_product_pcs: null,
        },
      ],
      [101, 102, 103],
    );
    const lines = useCartStore.getState().lines;
    expect(lines.map((saved) => [saved.id, saved.title, saved.price, saved.quantity, saved.outofstock])).toEqual([
      [101, 'Renamed', 12.5, 2, false],
      [102, 'Line 102', 20, 1, true],
    ]);
  });

  it('keeps lines the refresh did not cover', () => {
    const store = useCartStore.getState();
    store.reset();
    store.add(product({ id: 201, price: 10 }), 1);
    useCartStore.getState().applyCatalogue([], []);
    expect(useCartStore.getState().lines.map((saved) => saved.id)).toEqual([201]);
  });
});
