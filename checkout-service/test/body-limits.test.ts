import { CHECKOUT_MAX_BODY_BYTES } from '@outlet-shop/edge-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApp, type TestContext } from './helper.ts';

/*
 * A body over the checkout service's limit is refused with 413 payload_too_large on every route
 * that takes one, in the shop's envelope, never a 5xx. The limit is the edge's for the checkout
 * routes (CHECKOUT_MAX_BODY_BYTES of the shared edge rules), so nothing the edge passes on is
 * refused here while the edge is still sending it (infra/test/body-limits.test.ts).
 */

let context: TestContext;
beforeAll(async () => {
  context = await setupApp();
});
afterAll(() => context.close());

const ROUTES = [
  '/v1/create-checkout-session',
  '/v1/create_order',
  '/v1/create_order_ref',
  '/v1/order-status',
  '/v1/stripe/webhook',
];

describe('oversized bodies', () => {
  it.each(ROUTES)('%s answers 413 payload_too_large one byte over the limit, and reads a body at it', async (url) => {
    const send = (bytes: number) =>
      context.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: `"${'a'.repeat(bytes - 2)}"`,
        remoteAddress: '10.77.0.1',
      });
    const over = await send(CHECKOUT_MAX_BODY_BYTES + 1);
    expect(over.statusCode).toBe(413);
    expect(over.json().error.code).toBe('payload_too_large');
    const atLimit = await send(CHECKOUT_MAX_BODY_BYTES);
    expect(atLimit.statusCode).not.toBe(413);
    expect(atLimit.statusCode).toBeLessThan(500);
  });
});
