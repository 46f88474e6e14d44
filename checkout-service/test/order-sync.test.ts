import { DELIVERY_TIERS } from '@outlet-shop/shop-rules';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffOrder } from '../src/clients/cms-orders.ts';
import { FakeCmsOrders } from './fakes.ts';
import { createOrderWithSession, paymentStatus, postStripeEvent, setupApp, type TestContext } from './helper.ts';

/*
 * The staff's copy of an order in the CMS (docs/architecture.md 4.4, docs/decisions/065): every
 * change staff must see reaches the CMS, even one made while a push of the same order is in
 * flight; an order whose bank payment is processing is shown to staff, then updated to paid or
 * failed.
 */

/** The CMS fake, whose next push of a chosen order waits until the test releases it. */
class GatedCmsOrders extends FakeCmsOrders {
  private gated = new Set<string>();
  private waiting = new Map<string, () => void>();

  /** The next push of `reference` is held (after the checkout sent it) until {@link release}. */
  hold(reference: string): void {
    this.gated.add(reference);
  }

  isHeld(reference: string): boolean {
    return this.waiting.has(reference);
  }

  release(reference: string): void {
    this.waiting.get(reference)?.();
    this.waiting.delete(reference);
  }

  override async push(order: StaffOrder): Promise<void> {
    const reference = order.customer_reference_number;
    if (this.gated.delete(reference)) {
      await new Promise<void>((resolve) => this.waiting.set(reference, resolve));
    }
    await super.push(order);
  }
}

const TOKEN = 'dev-checkout-service-token';
/** What the default cart (2 × AED 24.50, below the reduced fee's tier) comes to with the full delivery fee. */
const PAID_FILS = 4900 + DELIVERY_TIERS.fullFeeFils;
const cms = new GatedCmsOrders();
let context: TestContext;
beforeAll(async () => {
  context = await setupApp({ cmsOrders: cms, jobPollIntervalMs: 50 });
});
afterAll(() => context.close());

const pushesOf = (reference: string) => cms.pushes.filter((push) => push.customer_reference_number === reference);
/** What the CMS shows now: the last push it took. */
const cmsCopy = (reference: string) => pushesOf(reference).at(-1);

async function syncedAt(reference: string): Promise<Date | null> {
  const result = await context.db.query('SELECT cms_synced_at FROM orders WHERE customer_reference_number = $1', [
    reference,
  ]);
  return result.rows[0]?.cms_synced_at ?? null;
}

/** Long enough for a queued job (poll 50 ms) to have pushed again if one were due. */
const quiet = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('a refund recorded while a push of the same order is in flight', () => {
  it('reaches the CMS: the in-flight push does not mark the order synced with its older data', async () => {
    const { reference, sessionId, headers } = await createOrderWithSession(context);
    context.stripe.pay(sessionId);
    cms.hold(reference);
    // The shopper's return marks the order paid and pushes it; that push hangs at the CMS.
    const paying = context.app.inject({
      method: 'POST',
      url: '/v1/create_order',
      headers,
      payload: { customer_reference_number: reference, sessionId },
    });
    await expect.poll(() => cms.isHeld(reference)).toBe(true);

    // Staff refund the whole order meanwhile (Stripe takes it at once).
    const refund = await context.app.inject({
      method: 'POST',
      url: `/v1/orders/${reference}/refunds`,
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { restock: false, idempotency_key: `refund-${crypto.randomUUID()}`, whole_order: true },
    });
    expect(refund.statusCode).toBe(201);
    expect(refund.json().refund).toMatchObject({ status: 'succeeded', amount_fils: PAID_FILS });

    // The refund's own push reaches the CMS first; then the push that was in flight arrives with
    // what it read before the refund, over the refunded copy.
    await expect.poll(() => cmsCopy(reference)?.refundedFils).toBe(PAID_FILS);
    cms.release(reference);
    expect((await paying).statusCode).toBe(200);
    await expect.poll(() => syncedAt(reference)).not.toBeNull();
    await quiet();
    expect(pushesOf(reference).some((push) => push.refundedFils === 0)).toBe(true);
    expect(cmsCopy(reference)).toMatchObject({ payment_status: 'paid', refundedFils: PAID_FILS });
  });
});

describe('an order whose bank payment is processing (decision 062)', () => {
  let eventCount = 0;
  function sessionEvent(type: string, sessionId: string) {
    eventCount += 1;
    const session = structuredClone(context.stripe.sessions.get(sessionId));
    return { id: `evt_order_sync_${eventCount}`, type, data: { object: session } };
  }

  async function processingOrder() {
    const placed = await createOrderWithSession(context);
    const session = context.stripe.sessions.get(placed.sessionId) as Stripe.Checkout.Session;
    Object.assign(session, { status: 'complete', payment_status: 'unpaid', payment_intent: `pi_${placed.sessionId}` });
    const completed = await postStripeEvent(context, sessionEvent('checkout.session.completed', placed.sessionId));
    expect(completed.statusCode).toBe(200);
    expect(await paymentStatus(context.db, placed.reference)).toBe('processing');
    return placed;
  }

  it('is pushed to the CMS as processing, then as paid once the bank pays', async () => {
    const { reference, sessionId } = await processingOrder();
    await expect.poll(() => cmsCopy(reference)?.payment_status).toBe('processing');
    expect(cmsCopy(reference)).toMatchObject({ paid_at: null, invoice_number: null, totalFils: PAID_FILS });
    await expect.poll(() => syncedAt(reference)).not.toBeNull();

    Object.assign(context.stripe.sessions.get(sessionId) as Stripe.Checkout.Session, { payment_status: 'paid' });
    const paid = await postStripeEvent(context, sessionEvent('checkout.session.async_payment_succeeded', sessionId));
    expect(paid.statusCode).toBe(200);
    await expect.poll(() => cmsCopy(reference)?.payment_status).toBe('paid');
    expect(cmsCopy(reference)?.invoice_number).toMatch(/^INV-/);
  });

  it('is pushed as failed when the bank payment fails', async () => {
    const { reference, sessionId } = await processingOrder();
    await expect.poll(() => cmsCopy(reference)?.payment_status).toBe('processing');
    const failed = await postStripeEvent(context, sessionEvent('checkout.session.async_payment_failed', sessionId));
    expect(failed.statusCode).toBe(200);
    await expect.poll(() => cmsCopy(reference)?.payment_status).toBe('failed');
  });

  it('ends paid in the CMS when the payment succeeds while its processing push is in flight', async () => {
    const placed = await createOrderWithSession(context);
    const { reference, sessionId } = placed;
    cms.hold(reference);
    const session = context.stripe.sessions.get(sessionId) as Stripe.Checkout.Session;
    Object.assign(session, { status: 'complete', payment_status: 'unpaid', payment_intent: `pi_${sessionId}` });
    expect((await postStripeEvent(context, sessionEvent('checkout.session.completed', sessionId))).statusCode).toBe(
      200,
    );
    await expect.poll(() => cms.isHeld(reference)).toBe(true);

    Object.assign(session, { payment_status: 'paid' });
    const paid = await postStripeEvent(context, sessionEvent('checkout.session.async_payment_succeeded', sessionId));
    expect(paid.statusCode).toBe(200);
    await expect.poll(() => cmsCopy(reference)?.payment_status).toBe('paid');

    cms.release(reference);
    await quiet();
    expect(pushesOf(reference).map((push) => push.payment_status)).toContain('processing');
    expect(cmsCopy(reference)?.payment_status).toBe('paid');
    expect(await syncedAt(reference)).not.toBeNull();
  });
});
