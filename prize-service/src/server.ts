import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createPool, migrate } from './database.ts';
import { seedSampleCodes } from './seed.ts';

const config = loadConfig();
await migrate(config.PRIZE_DATABASE_URL);
const db = createPool(config.PRIZE_DATABASE_URL, (error) =>
  console.error(JSON.stringify({ level: 50, msg: 'idle database connection lost', err: error.message })),
);
const app = await buildApp({ config, db }, { logger: { level: config.NODE_ENV === 'production' ? 'info' : 'debug' } });
if (config.NODE_ENV !== 'production') {
  const inserted = await seedSampleCodes(db);
  if (inserted > 0) app.log.info({ inserted }, 'sample prize codes seeded');
}

let isClosing = false;
async function shutdown(signal: string): Promise<void> {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.end();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PRIZE_PORT, host: '0.0.0.0' });
