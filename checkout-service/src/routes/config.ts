import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { isSandboxPayment } from '../config.ts';

/**
 * `GET /v1/config` → `{ paymentMode: 'sandbox' | 'stripe', publishableKey, sandboxCheckoutUrl }`:
 * which card checkout the payment popup mounts (docs/architecture.md 4.3, 6).
 */
export async function configRoutes(app: FastifyInstance, { config }: AppDeps): Promise<void> {
  app.get('/v1/config', async () => {
    const isSandbox = isSandboxPayment(config);
    return {
      paymentMode: isSandbox ? 'sandbox' : 'stripe',
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      sandboxCheckoutUrl: isSandbox ? `${config.STRIPE_SANDBOX_PUBLIC_URL}/embedded-checkout` : null,
    };
  });
}
