import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { isSandboxPayment } from '../config.ts';
import { takesTestPayments } from '../payments/stripe-mode.ts';

/**
 * `GET /v1/config` → `{ paymentMode: 'sandbox' | 'stripe', publishableKey, sandboxCheckoutUrl, testMode }`:
 * which card checkout the payment popup mounts (docs/architecture.md 4.3, 6), and whether the shop
 * takes test payments only (`testMode`: the sandbox or a Stripe test key; the storefront then says
 * it is a test shop, docs/product.md "A test shop says so").
 */
export async function configRoutes(app: FastifyInstance, { config }: AppDeps): Promise<void> {
  app.get('/v1/config', async () => {
    const isSandbox = isSandboxPayment(config);
    return {
      paymentMode: isSandbox ? 'sandbox' : 'stripe',
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      sandboxCheckoutUrl: isSandbox ? `${config.STRIPE_SANDBOX_PUBLIC_URL}/embedded-checkout` : null,
      testMode: takesTestPayments(config),
    };
  });
}
