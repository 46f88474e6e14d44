import type { FastifyInstance } from 'fastify';
import { requireApiKey } from '../api-key.ts';
import type { PaymentStore } from '../payments.ts';

/** What the PaymentIntents route needs. */
export interface PaymentIntentRouteOptions {
  secretKey: string;
  payments: PaymentStore;
}

/**
 * Stripe's PaymentIntents, read only (docs/architecture.md 6), authorised like the other API routes.
 * - `GET /v1/payment_intents/:id` → `{ id: 'pi_…', object: 'payment_intent', amount, amount_received
 *   (fils), currency, status: 'succeeded', latest_charge: 'ch_…', metadata, created (Unix seconds) }`
 *   for a paid session's payment; unknown → 404 `resource_missing`.
 */
export async function paymentIntentRoutes(app: FastifyInstance, options: PaymentIntentRouteOptions): Promise<void> {
  requireApiKey(app, options.secretKey);

  app.get<{ Params: { id: string } }>('/v1/payment_intents/:id', async (request) => {
    return options.payments.requirePaymentIntent(request.params.id);
  });
}
