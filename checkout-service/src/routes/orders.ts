import { createHash } from 'node:crypto';
import { AppError, parseRequest } from '@outlet-shop/service-kit';
import { createOrderRequestSchema, orderPayloadSchema } from '@outlet-shop/shop-rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { callStripe, paymentIntentOf, sessionReference } from '../clients/stripe.ts';
import type { OrderRow } from '../db/rows.ts';
import { checkoutCounters } from '../metrics/checkout-metrics.ts';
import { findOrderForHolder, issueOrderToken, orderNotFound, orderTokenOf } from '../orders/order-access.ts';
import { readProgress } from '../orders/order-status.ts';
import { toEstimatedView, toOrderView } from '../orders/order-view.ts';
import { findOrder, findOrderByIdempotencyKey, insertPendingOrder } from '../orders/orders.ts';
import { priceCart } from '../orders/pricing.ts';
import { recordProcessingPayment } from '../payments/delayed-payments.ts';
import { completePaidOrder } from '../payments/paid-orders.ts';
import { noteRequestOrder } from '../request-context.ts';
import { ServerTimings } from '../server-timing.ts';

const orderParams = z.object({ customer_reference_number: z.string().min(1).max(100) });
const orderQuery = z.object({ session_id: z.string().min(1).max(300) });
/** Stripe's rule for the header: up to 255 characters (the SPA sends a UUID per checkout attempt). */
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().trim().min(1).max(255).optional() });

/** The same key with another body is refused, as Stripe refuses it (400 there; 422 here, the body is fine). */
function replayOf(order: OrderRow, fingerprint: string): OrderRow {
  if (order.request_fingerprint !== fingerprint) {
    throw new AppError(
      'idempotency_key_reused',
      422,
      'This Idempotency-Key was already used for another order; send a new key for new details',
    );
  }
  return order;
}

/** Order creation, payment completion on the browser's return and lookup of docs/api.md (docs/architecture.md 4.1, 4.4, 4.5). */
export async function orderRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  /**
   * The order view with a new access token for the browser that placed it (decision 053), its prize
   * estimate priced in: the same for the winner's e-mail and another that fits its mask (decision 054).
   */
  const placedView = async (order: OrderRow) => ({
    ...toEstimatedView(order, deps.config.SHOP_BRAND),
    order_access_token: await issueOrderToken(deps.db, order.customer_reference_number),
  });

  /**
   * `POST /v1/create_order_ref` — validates the order payload (the shared contract
   * `orderPayloadSchema`; 400 `validation_failed`), prices the cart from the CMS with the
   * rules of docs/product.md 5 (see `priceCart` for refusals), stores a pending order and answers
   * `201 { order }` with a fresh `customer_reference_number` and the browser's `order_access_token`
   * (decision 053). With a prize code whose winner's masked address the e-mail fits, the order is
   * answered with the discount as one that may apply, whether or not the e-mail is the winner's: the
   * answers for the winner's e-mail and another that fits differ only in the reference and the token
   * (no oracle for the address); the order stores the discount only for the winner's e-mail, and
   * the card page charges what it stores (decision 054). With an `Idempotency-Key` header a repeat of the request (a double-submitted
   * form) answers `200 { order }` with the first request's order, a further token for it and no
   * new order; the same key with another body → 422 `idempotency_key_reused`.
   * The answer's `Server-Timing` gives the pricing's share (the CMS read, and the coupon's check), ms (`pricing`).
   */
  app.post('/v1/create_order_ref', { config: deps.creationLimit }, async (request, reply) => {
    const payload = parseRequest(orderPayloadSchema, request.body);
    const idempotencyKey = parseRequest(idempotencyHeaders, request.headers)['idempotency-key'] ?? null;
    const fingerprint = createHash('sha256').update(JSON.stringify(payload)).digest('base64url');
    const earlier = idempotencyKey ? await findOrderByIdempotencyKey(deps.db, idempotencyKey) : null;
    if (earlier) {
      noteRequestOrder(request, earlier.customer_reference_number);
      return reply.status(200).send({ order: await placedView(replayOf(earlier, fingerprint)) });
    }
    const timings = new ServerTimings();
    const priced = await timings
      .measure('pricing', () => priceCart(deps, payload.products, payload.email, payload.coupon_code || null))
      .finally(() => timings.writeTo(reply));
    const stored = await insertPendingOrder(
      deps.db,
      {
        customerName: payload.destination_address_name,
        email: payload.email,
        mobileNumber: payload.destination_address_mobile_number,
        city: payload.destination_address_city,
        area: payload.destination_address_area,
        houseNo: payload.destination_address_house_no,
        // Both wire fields come from the one 'House No. or Name' input (docs/product.md 3).
        buildingName: payload.destination_address_building_name || payload.destination_address_house_no,
        landmark: payload.destination_address_landmark,
        locale: payload.locale ?? 'en',
        ...priced,
      },
      { idempotencyKey, fingerprint },
    );
    if (stored.created) checkoutCounters.ordersPlaced.inc();
    const order = stored.created ? stored.order : replayOf(stored.order, fingerprint);
    noteRequestOrder(request, order.customer_reference_number);
    // The request's logger names the order from here on (noteRequestOrder).
    if (stored.created) request.log.info({ totalFils: order.total_fils }, 'order placed');
    return reply.status(stored.created ? 201 : 200).send({ order: await placedView(order) });
  });

  /**
   * `GET /v1/orders/:customer_reference_number?session_id=cs_…` with the order's `X-Order-Token`
   * → `{ order, progress }`: the order (with a paid order's signed `invoice_url`) and how far it is
   * (`OrderProgress`: processing, paid, packed, shipped …; null while unpaid; docs/decisions/075). Without the token, with another
   * order's, or with a session id that is not the order's last → 404 `order_not_found`, as an
   * unknown reference.
   */
  app.get('/v1/orders/:customer_reference_number', async (request) => {
    const { customer_reference_number: reference } = parseRequest(orderParams, request.params);
    const { session_id: sessionId } = parseRequest(orderQuery, request.query);
    const order = await findOrderForHolder(deps.db, { reference }, orderTokenOf(request));
    if (!order || order.stripe_session_id !== sessionId) throw orderNotFound();
    return {
      order: toOrderView(order, deps.config.SHOP_BRAND, deps.documentLink),
      progress: await readProgress(deps, order, request.log),
    };
  });

  /**
   * `POST /v1/create_order` — the stored order payload with `sessionId` (other fields are
   * ignored) and the order's `X-Order-Token`. Completes the order once when Stripe reports the session
   * complete and paid and it is the order's session (docs/architecture.md 4.4) → `{ order }` with
   * `payment_status: 'paid'`. A session complete but unpaid (a delayed payment method, decision
   * 062) → 202 `{ order }` with `payment_status: 'processing'` (or `failed`, `paid`, as the order
   * is now), its pieces and code held until the result. Otherwise 409 `payment_incomplete`.
   * Without the order's token → 404 `order_not_found` before Stripe is asked. Limited per client
   * address (`paymentCheckLimit`).
   */
  app.post('/v1/create_order', { config: deps.paymentCheckLimit }, async (request, reply) => {
    const body = parseRequest(createOrderRequestSchema, request.body);
    const reference = body.customer_reference_number;
    if (!(await findOrderForHolder(deps.db, { reference }, orderTokenOf(request)))) throw orderNotFound();
    const session = await callStripe(() => deps.stripe.checkout.sessions.retrieve(body.sessionId));
    const isComplete = session.status === 'complete' && sessionReference(session) === reference;
    if (isComplete && session.payment_status === 'unpaid') {
      const processing = { reference, sessionId: session.id, paymentIntentId: paymentIntentOf(session) };
      await recordProcessingPayment(deps.delayedPayments, processing).catch((error: unknown) => {
        // The order is processing already; the webhook (or the sweeper) moves its hold.
        request.log.warn({ err: error }, 'could not extend the hold of a processing payment');
      });
      const order = await findOrder(deps.db, reference);
      if (!order) throw orderNotFound();
      return reply.status(202).send({ order: toOrderView(order, deps.config.SHOP_BRAND, deps.documentLink) });
    }
    if (!isComplete || session.payment_status !== 'paid') {
      throw new AppError('payment_incomplete', 409, 'The payment is not complete');
    }
    const order = await completePaidOrder(deps.paymentCompletion, {
      sessionId: session.id,
      reference,
      amountTotalFils: session.amount_total,
      paymentIntentId: paymentIntentOf(session),
    });
    return { order: toOrderView(order, deps.config.SHOP_BRAND, deps.documentLink) };
  });
}
