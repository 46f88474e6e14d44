import { AppError, parseRequest } from '@outlet-shop/service-kit';
import { ORDER_EXPIRED_MESSAGE } from '@outlet-shop/shop-rules';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import {
  callStripe,
  holdEndsAt,
  isIdempotencyConflict,
  isIdempotencyInProgress,
  sessionExpiresAt,
  sessionIdempotencyKey,
  sessionParams,
  sessionReference,
} from '../clients/stripe.ts';
import type { OrderRow } from '../db/rows.ts';
import { checkoutCounters, refusalCode } from '../metrics/checkout-metrics.ts';
import { clientKeyOf, shopperKeysOf } from '../orders/client-key.ts';
import { extendHold } from '../orders/hold-records.ts';
import { findOrderForHolder, orderNotFound, orderTokenOf } from '../orders/order-access.ts';
import { findOrder, recordSession } from '../orders/orders.ts';
import { confirmCurrentPrice } from '../orders/price-check.ts';
import { endCheckout, replaceBrowsersCheckouts } from '../orders/shopper-checkouts.ts';
import { abandonCheckout, type HoldingClient, holdOrderStock } from '../orders/stock-holds.ts';
import { handOverPrizeCode } from '../prizes/prize-handover.ts';
import { withPrizeReservation } from '../prizes/prize-reservations.ts';
import { ServerTimings } from '../server-timing.ts';

const reference = z.string().trim().min(1).max(100);
const sessionId = z.string().trim().min(1).max(300);
const createSessionBody = z.object({
  customer_reference_number: reference,
  // The total the shopper saw and confirmed, fils (docs/decisions/058): a price change since → 409 `price_changed`.
  confirmed_total_fils: z.number().int().min(0).optional(),
  // The browser's own session (a random id the storefront keeps beside the cart): one of the
  // shopper's keys, and its new popup replaces its earlier unpaid ones (docs/decisions/058).
  browser_session: z
    .string()
    .regex(/^[\w-]{16,100}$/)
    .optional(),
});
const releaseBody = z.object({ customer_reference_number: reference });
/** How long a call waits for the session a concurrent call for the same order is making, ms. */
const CONCURRENT_SESSION_WAIT_MS = 10_000;
const sessionStatusQuery = z.object({ session_id: sessionId });

/**
 * The order while it can be paid: none → 404 `order_not_found`, paid → 409 `order_already_paid`, a
 * payment processing (docs/decisions/062) → 409 `payment_in_progress`, its prize code given to the
 * shopper's newer order (docs/decisions/064) → 410 `order_expired`.
 */
function payable(order: OrderRow | null): OrderRow {
  if (!order) throw orderNotFound();
  if (order.payment_status === 'paid') throw new AppError('order_already_paid', 409, 'This order is already paid');
  if (order.payment_status === 'processing') throw new AppError('payment_in_progress', 409, 'This order is being paid');
  if (order.superseded_by) throw new AppError('order_expired', 410, ORDER_EXPIRED_MESSAGE);
  return order;
}

/** An unpaid order older than `ttlMs` (PENDING_ORDER_TTL_MS) opens no session: 410 `order_expired` (docs/decisions/058). */
function unexpired(order: OrderRow, ttlMs: number, nowMs: number): OrderRow {
  if (order.created_at.getTime() + ttlMs < nowMs) throw new AppError('order_expired', 410, ORDER_EXPIRED_MESSAGE);
  return order;
}

/** The order's recorded session while it can still be paid; a completed one → 409 `payment_in_progress`. */
async function openSessionOf(
  deps: AppDeps,
  order: OrderRow,
): Promise<{ clientSecret: string; sessionId: string } | null> {
  const sessionId = order.stripe_session_id;
  if (!sessionId) return null;
  const session = await callStripe(() => deps.stripe.checkout.sessions.retrieve(sessionId));
  if (session.status === 'complete') throw new AppError('payment_in_progress', 409, 'This order is being paid');
  return session.status === 'open' && session.client_secret
    ? { clientSecret: session.client_secret, sessionId: session.id }
    : null;
}

/** The Checkout Session calls of docs/api.md (docs/architecture.md 4.2, 4.4). */
export async function checkoutSessionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { stripe } = deps;
  const shopperCheckouts = { db: deps.db, stripe, stockDeps: deps.stockDeps };

  /**
   * The session a concurrent call for the same order recorded (it won the compare-and-set, or
   * Stripe's key: still in progress, or done), waited for up to {@link CONCURRENT_SESSION_WAIT_MS};
   * the hold is that session's too, so nothing is given back. 409 `session_conflict` when none comes.
   */
  async function winnerOf(seen: OrderRow): Promise<{ clientSecret: string; sessionId: string }> {
    const deadline = Date.now() + CONCURRENT_SESSION_WAIT_MS;
    for (;;) {
      const order = payable(await findOrder(deps.db, seen.customer_reference_number));
      const winner = order.stripe_session_id !== seen.stripe_session_id ? await openSessionOf(deps, order) : null;
      if (winner) return winner;
      if (order.stripe_session_id !== seen.stripe_session_id || Date.now() > deadline) {
        throw new AppError('session_conflict', 409, 'Please try again');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * The shopper a hold is for: its browser's session, the order's e-mail and mobile number, and its
   * address (`request.ip`, TRUSTED_PROXY_HOPS trusted), with their limits (docs/decisions/058).
   */
  function holdingClient(ip: string, order: OrderRow, browserSession: string | null): HoldingClient {
    const shopper = shopperKeysOf({ browserSession, email: order.email, mobile: order.mobile_number });
    return {
      addressKey: clientKeyOf(ip),
      shopperKeys: shopper.keys,
      browserKey: shopper.browserKey,
      maxOpenCheckouts: deps.config.CHECKOUT_OPEN_SESSIONS_PER_SHOPPER,
      maxOpenPerAddress: deps.config.CHECKOUT_OPEN_SESSIONS_PER_ADDRESS,
      sharePercent: deps.config.CHECKOUT_CLIENT_HOLD_SHARE_PERCENT,
      minPieces: deps.config.CHECKOUT_CLIENT_HOLD_MIN_PIECES,
    };
  }

  /**
   * `POST /v1/create-checkout-session` `{ customer_reference_number, confirmed_total_fils?,
   * browser_session? }` with the order's `X-Order-Token` (decision 053) → `{ clientSecret, sessionId }`:
   * an embedded Checkout Session for the stored order's lines priced from the catalogue as it is
   * now (a `products` list from the browser is ignored; a changed total must be confirmed,
   * docs/decisions/058). An unpaid order lasts PENDING_ORDER_TTL_MS; one shopper (its browser's
   * session, e-mail or mobile number) holds within its limits, and one address within its
   * ceiling (docs/decisions/058). The same browser's other unpaid checkouts are ended first (their
   * sessions expired at Stripe, their pieces and codes given back): its retries never lock it out.
   * An open session of the order is reused;
   * concurrent calls agree on one session (one Idempotency-Key per order and attempt). Before
   * the session is made, every piece of the order is held in the CMS until the session expires
   * (CHECKOUT_SESSION_TTL_MS, 30 minutes; docs/decisions/046), and a discount's prize code is
   * reserved for the order as long (docs/decisions/054). Errors: 404 `order_not_found` (also
   * without the order's token, whether or not it is paid),
   * 409 `order_already_paid` / `payment_in_progress` / `coupon_invalid` (code used, or reserved by
   * another order's open popup; the same shopper's older pending order gives it up, decision 064) /
   * `out_of_stock` ('Temporary out of stock', `details.products: [{ id, title, available }]`) /
   * `hold_limit_reached` (`details.products[].limit`) / `price_changed` (`details: { order,
   * totalFils }`), 410 `order_expired` (also an order whose code went to a newer one), 422 `unknown_product`, 429 `too_many_open_checkouts`
   * (the shopper's) / `too_many_checkouts_from_network` (the address's; `details: { limit, retryAfterSeconds }`), 502 `payment_amount_mismatch` / `payment_provider_error`, 503 `stock_unavailable` /
   * `prize_unavailable`. The
   * answer's `Server-Timing` gives the hold's and the payment provider's share, ms (`hold`, `payment`).
   */
  app.post('/v1/create-checkout-session', { config: deps.creationLimit }, async (request, reply) => {
    const timings = new ServerTimings();
    try {
      return await createSession(request.body, orderTokenOf(request), request.ip, timings, request.log);
    } finally {
      timings.writeTo(reply);
    }
  });

  async function createSession(
    requestBody: unknown,
    token: string | null,
    ip: string,
    timings: ServerTimings,
    log: FastifyBaseLogger,
  ): Promise<{ clientSecret: string; sessionId: string }> {
    const body = parseRequest(createSessionBody, requestBody);
    const found = payable(await findOrderForHolder(deps.db, { reference: body.customer_reference_number }, token));
    const reusable = await openSessionOf(deps, found);
    if (reusable) return reusable;
    const alive = unexpired(found, deps.config.PENDING_ORDER_TTL_MS, deps.now());
    const priceCheck = { db: deps.db, catalog: deps.catalog, brand: deps.config.SHOP_BRAND };
    const order = await confirmCurrentPrice(priceCheck, alive, body.confirmed_total_fils);
    const client = holdingClient(ip, order, body.browser_session ?? null);
    // This browser's earlier popups go first: their pieces may be the ones this order needs.
    if (client.browserKey) {
      const replaced = await replaceBrowsersCheckouts(
        shopperCheckouts,
        client.browserKey,
        order.customer_reference_number,
      );
      if (replaced > 0) log.info({ replaced }, 'earlier popups of the browser ended');
    }
    const holdUntil = holdEndsAt(deps.config.CHECKOUT_SESSION_TTL_MS, deps.now());
    // The order's prize code is reserved for the session's life, then its pieces held (decisions 054, 046, 058).
    // A code the shopper's older pending order holds is handed to this one (docs/decisions/064).
    const handover = { db: deps.db, stripe, stockDeps: deps.stockDeps, log };
    const takeOver = (holder: string) => handOverPrizeCode(handover, order, holder);
    await withPrizeReservation({ prizes: deps.prizes, log, takeOver }, order, holdUntil, () =>
      timings.measure('hold', () => holdOrderStock(deps.stockDeps, order, holdUntil, client)),
    );
    // Stripe checks `expires_at` when the call arrives: computed now, after the hold, never before it.
    const expiresAt = sessionExpiresAt(deps.config.CHECKOUT_SESSION_TTL_MS, deps.now());
    if (expiresAt * 1000 > holdUntil.getTime()) {
      await extendHold(deps.db, order.customer_reference_number, new Date(expiresAt * 1000));
    }
    let session: Stripe.Checkout.Session;
    try {
      session = await timings.measure('payment', () =>
        stripe.checkout.sessions.create(sessionParams(order, deps.config.PUBLIC_WEB_URL, expiresAt), {
          idempotencyKey: sessionIdempotencyKey(order, expiresAt),
        }),
      );
    } catch (error) {
      // Another call for this order holds the key: it is making the session, with the same hold.
      if (isIdempotencyConflict(error) || isIdempotencyInProgress(error)) return winnerOf(order);
      checkoutCounters.sessionsRefused.inc({ code: refusalCode(error) });
      // No session: the pieces go back at once (the sweeper would give them back at expiry anyway).
      await abandonCheckout(
        deps.stockDeps,
        { reference: order.customer_reference_number, sessionId: order.stripe_session_id },
        'checkout_failed',
      ).catch((releaseError: unknown) =>
        log.warn({ err: releaseError }, 'could not release the hold of a failed checkout; the sweeper will'),
      );
      return callStripe(() => Promise.reject(error));
    }
    if (session.amount_total !== order.total_fils || !session.client_secret) {
      const amounts = { sessionId: session.id, amountTotal: session.amount_total, totalFils: order.total_fils };
      log.error(amounts, 'session amount differs from the order total');
      throw new AppError('payment_amount_mismatch', 502, 'The payment could not be prepared');
    }
    if (!(await recordSession(deps.db, order.customer_reference_number, order.stripe_session_id, session.id))) {
      // A concurrent call recorded its session first (the same one, by the Idempotency-Key).
      return winnerOf(order);
    }
    checkoutCounters.sessionsCreated.inc();
    return { clientSecret: session.client_secret, sessionId: session.id };
  }

  /**
   * `POST /v1/release-checkout-session` `{ customer_reference_number }` with the order's
   * `X-Order-Token` (decision 053) → `{ released: boolean }`: the shopper closed the payment popup
   * (docs/decisions/095). Its Checkout Session is expired at Stripe, then its held pieces and prize
   * code are given back and the order is `expired` (a later Continue opens a new popup);
   * `released: false` when nothing was held any more, or the session completed first (a paid or
   * processing order stays as it is: race-safe, Stripe decides). Errors: 404 `order_not_found`
   * (also without the order's token), 502 `payment_provider_error`, 503 `stock_unavailable`.
   * Limited per client address (`paymentCheckLimit`).
   */
  app.post('/v1/release-checkout-session', { config: deps.paymentCheckLimit }, async (request) => {
    const body = parseRequest(releaseBody, request.body);
    const order = await findOrderForHolder(
      deps.db,
      { reference: body.customer_reference_number },
      orderTokenOf(request),
    );
    if (!order) throw orderNotFound();
    if (order.payment_status === 'paid' || order.payment_status === 'processing') return { released: false };
    const checkout = { reference: order.customer_reference_number, sessionId: order.stripe_session_id };
    const released = await endCheckout(shopperCheckouts, checkout);
    // The request's logger names the order (noted from the body, app.ts).
    if (released) request.log.info('payment popup closed; stock released');
    return { released };
  });

  /**
   * `GET /v1/session-status?session_id=cs_…` with the order's `X-Order-Token` → `{ status:
   * 'open'|'complete'|'expired', payment_status, customer_reference_number }`, read from Stripe
   * (docs/product.md 4 step 4). A session that is not the last of an order whose token was sent
   * → 404 `session_not_found` before Stripe is asked, as Stripe's unknown session. Limited per
   * client address (`paymentCheckLimit`).
   */
  app.get('/v1/session-status', { config: deps.paymentCheckLimit }, async (request) => {
    const query = parseRequest(sessionStatusQuery, request.query);
    if (!(await findOrderForHolder(deps.db, { sessionId: query.session_id }, orderTokenOf(request)))) {
      throw new AppError('session_not_found', 404, 'Unknown checkout session');
    }
    const session = await callStripe(() => stripe.checkout.sessions.retrieve(query.session_id));
    return {
      status: session.status,
      payment_status: session.payment_status,
      customer_reference_number: sessionReference(session),
    };
  });
}
