/**
 * How much one client may hold while it has not paid (docs/decisions/058), with the shopper's
 * messages: the checkout and the CMS decide with these, the SPA shows them. Pure.
 */
import { formatAed } from './money.ts';

/**
 * The pieces of one product a client may hold in all its open checkouts: `sharePercent` % of
 * `openPieces` (the pieces nobody else holds, its own holds included), rounded down, but always
 * `minPieces`, or all of `openPieces` when fewer, so a shopper can still buy the last few jars.
 */
export function clientHoldLimit(openPieces: number, sharePercent: number, minPieces: number): number {
  const open = Math.max(0, openPieces);
  return Math.max(Math.floor((open * sharePercent) / 100), Math.min(open, minPieces));
}

/**
 * 409 `hold_limit_reached`: 'Right now you can buy at most 3 pcs of Dates Maamoul, counting your
 * other unpaid checkouts' (`limit` pieces more), or, at 0, that the other checkouts hold the share.
 */
export function holdLimitMessage(title: string, limit: number): string {
  if (limit > 0) return `Right now you can buy at most ${limit} pcs of ${title}, counting your other unpaid checkouts`;
  return `Your other unpaid checkouts already hold all of ${title} one shopper may hold right now. Pay for them or wait until they expire`;
}

/** 429 `too_many_open_checkouts`: the open unpaid checkouts one shopper may have at once, and how long one lasts. */
export function tooManyOpenCheckoutsMessage(limit: number, sessionMinutes: number): string {
  return `You already have ${limit} unpaid checkouts open. Pay for one of them, or try again when one expires (within ${sessionMinutes} minutes)`;
}

/**
 * 429 `too_many_checkouts_from_network`: the open unpaid checkouts of all shoppers of one address
 * (a carrier's or an office's) reached its ceiling; not this shopper's own.
 */
export function tooManyCheckoutsFromNetworkMessage(sessionMinutes: number): string {
  return `Many checkouts are open from your network right now. Please try again in a few minutes (within ${sessionMinutes} minutes)`;
}

/** 409 `price_changed`: the order's total now, to confirm before paying. */
export function priceChangedMessage(totalFils: number): string {
  return `The prices in your order have changed. The new total is ${formatAed(totalFils)}. Please confirm it to pay.`;
}

/** 410 `order_expired`: an unpaid order past its life cannot be paid any more. */
export const ORDER_EXPIRED_MESSAGE = 'This order has expired. Please place your order again.';
