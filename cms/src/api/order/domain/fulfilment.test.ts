import { describe, expect, it } from 'vitest';
import { allowedMoves, checkFulfilmentMove, FULFILMENT_STATUSES } from './fulfilment';

describe('order fulfilment moves (docs/decisions/049)', () => {
  it('allows the forward path paid → packed → shipped → delivered, and cancelling before shipping', () => {
    expect(checkFulfilmentMove('paid', 'packed', 'none')).toEqual({ ok: true });
    expect(checkFulfilmentMove('packed', 'shipped', 'partially_refunded')).toEqual({ ok: true });
    expect(checkFulfilmentMove('shipped', 'delivered', 'none')).toEqual({ ok: true });
    expect(checkFulfilmentMove('paid', 'cancelled', 'refunded')).toEqual({ ok: true });
  });

  it('refuses to ship a refunded order, with a sentence staff understand', () => {
    expect(checkFulfilmentMove('packed', 'shipped', 'refunded')).toEqual({
      ok: false,
      message: 'A refunded order cannot be shipped. Only cancelling it is possible.',
    });
  });

  it('refuses impossible moves and says where the order can go', () => {
    expect(checkFulfilmentMove('delivered', 'packed', 'none')).toEqual({
      ok: false,
      message: 'An order that is delivered cannot be moved to packed. A delivered order is final.',
    });
    expect(checkFulfilmentMove('paid', 'delivered', 'none')).toEqual({
      ok: false,
      message: 'An order that is paid cannot be moved to delivered. From paid it can go to: packed, cancelled.',
    });
    expect(checkFulfilmentMove('cancelled', 'shipped', 'none')).toMatchObject({ ok: false });
  });
});

describe('orders whose payment is not paid (docs/decisions/065)', () => {
  it('refuses to pack, ship or cancel an order whose bank payment is still processing', () => {
    for (const to of ['packed', 'shipped', 'delivered', 'cancelled'] as const) {
      expect(checkFulfilmentMove('paid', to, 'none', 'processing')).toEqual({
        ok: false,
        message:
          "The shopper's bank payment is still processing. The order can be packed once the payment arrives; it then shows as paid.",
      });
    }
    expect(checkFulfilmentMove('paid', 'packed', 'none', 'paid')).toEqual({ ok: true });
  });

  it('refuses every move of an order whose payment failed', () => {
    expect(checkFulfilmentMove('paid', 'packed', 'none', 'failed')).toMatchObject({
      ok: false,
      message: expect.stringContaining('payment failed'),
    });
    expect(checkFulfilmentMove('paid', 'shipped', 'none', 'failed')).toMatchObject({ ok: false });
  });
});

describe('the moves the order desk offers', () => {
  it('offers packing or cancelling a paid order, shipping, unpacking or cancelling a packed one', () => {
    expect(allowedMoves('paid', 'none')).toEqual(['packed', 'cancelled']);
    expect(allowedMoves('packed', 'none')).toEqual(['shipped', 'paid', 'cancelled']);
    expect(allowedMoves('shipped', 'partially_refunded')).toEqual(['delivered']);
  });

  it('offers nothing on a delivered or cancelled order', () => {
    expect(allowedMoves('delivered', 'none')).toEqual([]);
    expect(allowedMoves('cancelled', 'none')).toEqual([]);
  });

  it('offers no packing or shipping once the whole order is refunded', () => {
    expect(allowedMoves('paid', 'refunded')).toEqual(['cancelled']);
    expect(allowedMoves('packed', 'refunded')).toEqual(['paid', 'cancelled']);
  });

  it('offers nothing while the payment is not paid', () => {
    expect(allowedMoves('paid', 'none', 'processing')).toEqual([]);
    expect(allowedMoves('paid', 'none', 'failed')).toEqual([]);
  });

  it('offers exactly the moves the server accepts, from every state', () => {
    for (const from of FULFILMENT_STATUSES) {
      for (const refund of ['none', 'partially_refunded', 'refunded'] as const) {
        const accepted = FULFILMENT_STATUSES.filter((to) => to !== from && checkFulfilmentMove(from, to, refund).ok);
        expect(new Set(allowedMoves(from, refund))).toEqual(new Set(accepted));
      }
    }
  });
});
