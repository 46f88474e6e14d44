import { describe, expect, it } from 'vitest';
import { checkFulfilmentMove } from './fulfilment';

describe('order fulfilment moves (issue 15)', () => {
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
