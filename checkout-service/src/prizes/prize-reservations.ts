import { AppError } from '@outlet-shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Prizes } from '../clients/prizes.ts';

/** What the prize reservation steps need: the prize service and the log. */
export interface PrizeReservationDeps {
  prizes: Prizes;
  log: FastifyBaseLogger;
  /**
   * Asks the order holding the code (its reference) to give it up for this one: true when it did,
   * so the reservation is tried once more (the same shopper's older order, docs/decisions/064).
   */
  takeOver?: (holderReference: string) => Promise<boolean>;
}

/** The order as these steps read it: its reference and its discount's code (null: no discount). */
export interface ReservingOrder {
  customer_reference_number: string;
  coupon_code: string | null;
}

/**
 * The payment popup's code step (docs/decisions/054; docs/architecture.md 4.2): reserves the
 * order's prize code in the prize service until `expiresAt` (the session's end, as the stock hold),
 * then runs `hold` (the stock hold). A code the same shopper's older pending order holds is
 * handed over through `deps.takeOver` (docs/decisions/064); a code another order reserved or redeemed → 409
 * `coupon_invalid` ('Code not valid or Already Used', the storefront's 'wrong code or code already
 * used'), nothing held. When `hold` throws, the reservation is given up at once, so a new order of
 * the same shopper (the cart capped after 'Temporary out of stock') can use the code, and the
 * error is rethrown. An order without a code only holds. Throws 503 `prize_unavailable`.
 */
export async function withPrizeReservation(
  deps: PrizeReservationDeps,
  order: ReservingOrder,
  expiresAt: Date,
  hold: () => Promise<void>,
): Promise<void> {
  const code = order.coupon_code;
  const reference = order.customer_reference_number;
  if (code && !(await reserveOrTakeOver(deps, code, reference, expiresAt))) {
    deps.log.info(
      { orderReference: reference, coupon: code },
      'prize code reserved or used by another order; payment refused',
    );
    throw new AppError('coupon_invalid', 409, 'Code not valid or Already Used');
  }
  try {
    await hold();
  } catch (error) {
    if (code) await releasePrizeCode(deps, order, 'checkout_failed');
    throw error;
  }
}

/**
 * Reserves the code; when another order holds it and `takeOver` has it give the code up, once
 * more. The prize service's conditional update decides between orders racing for it.
 */
async function reserveOrTakeOver(
  deps: PrizeReservationDeps,
  code: string,
  reference: string,
  expiresAt: Date,
): Promise<boolean> {
  const first = await deps.prizes.reserve(code, reference, expiresAt);
  if (first.isReserved) return true;
  if (!first.reservedBy || first.reservedBy === reference || !deps.takeOver) return false;
  if (!(await deps.takeOver(first.reservedBy))) return false;
  return (await deps.prizes.reserve(code, reference, expiresAt)).isReserved;
}

/**
 * Gives the order's prize code back to the prize service (its session expired, its payment
 * failed, or it could not be made), so the next order may reserve it. Never throws: a release the
 * prize service does not take is logged, and the reservation ends by itself at the session's end.
 */
export async function releasePrizeCode(
  deps: PrizeReservationDeps,
  order: ReservingOrder,
  reason: string,
): Promise<void> {
  const code = order.coupon_code;
  if (!code) return;
  const reference = order.customer_reference_number;
  try {
    await deps.prizes.release(code, reference);
  } catch (error) {
    deps.log.warn(
      { err: error, orderReference: reference, reason },
      'could not release the prize code; it is free again at its expiry',
    );
  }
}
