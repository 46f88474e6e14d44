import { PRIZE_MAX_BODY_BYTES } from '@outlet-shop/edge-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_TOKEN, setupApp } from './helper.ts';

/*
 * A body over the prize service's limit is refused with 413 payload_too_large on every route that
 * takes one, in the shop's envelope, never a 5xx. The limit is the edge's for the prize routes
 * (PRIZE_MAX_BODY_BYTES of the shared edge rules; infra/test/body-limits.test.ts).
 */

let context: Awaited<ReturnType<typeof setupApp>>;
beforeAll(async () => {
  context = await setupApp();
});
afterAll(() => context.close());

describe('oversized bodies', () => {
  it.each(['/v1/code-checks', '/v1/reservations', '/v1/redemptions'])(
    '%s answers 413 payload_too_large one byte over the limit, and reads a body at it',
    async (url) => {
      const send = (bytes: number) =>
        context.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${SERVICE_TOKEN}` },
          payload: `"${'a'.repeat(bytes - 2)}"`,
        });
      const over = await send(PRIZE_MAX_BODY_BYTES + 1);
      expect(over.statusCode).toBe(413);
      expect(over.json().error.code).toBe('payload_too_large');
      const atLimit = await send(PRIZE_MAX_BODY_BYTES);
      expect(atLimit.statusCode).not.toBe(413);
      expect(atLimit.statusCode).toBeLessThan(500);
    },
  );
});
