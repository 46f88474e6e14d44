import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp({
  secretKey: config.STRIPE_SECRET_KEY,
  webhookSecret: config.STRIPE_WEBHOOK_SECRET,
  webhookUrl: config.STRIPE_SANDBOX_WEBHOOK_URL,
  publicUrl: config.STRIPE_SANDBOX_PUBLIC_URL,
  logger: { level: 'info' },
});

let isClosing = false;
async function shutdown(signal: string): Promise<void> {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.STRIPE_SANDBOX_PORT, host: '0.0.0.0' });
app.log.info(`Stripe sandbox: card page at ${config.STRIPE_SANDBOX_PUBLIC_URL}/embedded-checkout`);
