/**
 * `npm run db`: only PostgreSQL, for working on one service at a time.
 * Starts embedded PostgreSQL on POSTGRES_PORT (5433) with the cms, checkout and prize databases.
 */
import { loadStackConfig } from './config.ts';
import { ensureDatabases, startEmbeddedPostgres } from './postgres.ts';

const config = loadStackConfig();
const server = await startEmbeddedPostgres(config.postgresDataDir, config.ports.postgres);
await ensureDatabases(server.adminUrl, ['cms', 'checkout', 'prize']);
console.log(`PostgreSQL ready: ${server.adminUrl} (databases cms, checkout, prize). Ctrl-C stops it.`);
const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
