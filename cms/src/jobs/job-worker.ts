import { EventEmitter } from 'node:events';
import type { Core } from '@strapi/strapi';
import { Logger, type Runner, run, runMigrations, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import { ENQUIRY_MAIL_TASK, mailOutboxService } from '../api/enquiry/services/mail-outbox';
import { fileStoreService } from '../api/enquiry-file/services/file-store';
import { ORDER_SHIPPED_MAIL_TASK, orderMailsService } from '../api/order/services/order-mails';
import { lowStockMailService } from '../api/stock/services/low-stock-mail';
import { LOW_STOCK_MAIL_TASK } from '../api/stock/services/stock';

/** Uploaded files no enquiry has taken after this long are deleted, ms. */
const ORPHAN_FILE_AGE_MS = 24 * 60 * 60_000;
const ORPHAN_SWEEP_TASK = 'enquiry-file-sweep';

interface DatabaseConnection {
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
  ssl: false | { rejectUnauthorized: boolean };
}

let stopWorker: (() => Promise<void>) | undefined;

/** graphile-worker's log lines through Strapi's logger (they carry job ids, never payloads). */
function workerLogger(strapi: Core.Strapi): Logger {
  return new Logger(() => (level, message) => {
    const method = level === 'warning' ? 'warn' : level;
    strapi.log[method](`Job queue: ${message}`);
  });
}

/**
 * Resolves once the worker has looked for jobs successfully; rejects if its first look failed.
 * graphile-worker 0.16 keeps the answer of its first task lookup, a failed one included (the
 * workers would then fail forever), so the CMS must not start on a failed lookup.
 */
function firstLookup(events: WorkerEvents): Promise<void> {
  return new Promise((resolve, reject) => {
    events.once('worker:getJob:empty', () => resolve());
    events.once('job:start', () => resolve());
    events.once('worker:getJob:error', ({ error }) => reject(error));
  });
}

/** A pool of the worker's own on the CMS database (config/database.ts, CMS_DATABASE_URL). */
function createJobPool(strapi: Core.Strapi): pg.Pool {
  const connection = strapi.config.get<DatabaseConnection>('database.connection.connection');
  const { host, port, database, user, password, ssl } = connection;
  const pool = new pg.Pool({ host, port, database, user, password, ssl, max: 4, connectionTimeoutMillis: 3_000 });
  pool.on('error', (error) => strapi.log.warn(`Job queue connection lost: ${error.message}`));
  return pool;
}

/**
 * Starts the CMS's graphile-worker (docs/decisions/032): installs its schema (`graphile_worker`)
 * in the CMS database, queues the pending enquiries that have no job yet, and runs the
 * `enquiry-mail`, `low-stock-mail` and `order-shipped-mail` jobs (new ones at once, due retries every `shop.jobPollIntervalMs`) and an
 * hourly sweep of uploads no enquiry took within a day. Throws when the first look for jobs failed.
 */
export async function startJobWorker(strapi: Core.Strapi): Promise<void> {
  const pool = createJobPool(strapi);
  const events: WorkerEvents = new EventEmitter();
  let runner: Runner | undefined;
  const stop = async () => {
    await runner?.stop();
    await pool.end();
  };
  try {
    const logger = workerLogger(strapi);
    await runMigrations({ pgPool: pool, logger });
    await mailOutboxService(strapi).deliverDue();
    const looked = firstLookup(events);
    runner = await run({
      events,
      pgPool: pool,
      concurrency: 2,
      pollInterval: strapi.config.get<number>('shop.jobPollIntervalMs'),
      noHandleSignals: true,
      logger,
      taskList: {
        [ENQUIRY_MAIL_TASK]: async (payload) => mailOutboxService(strapi).send(Number((payload as { id: number }).id)),
        [ORDER_SHIPPED_MAIL_TASK]: async (payload) =>
          orderMailsService(strapi).sendShipped(Number((payload as { orderId: number }).orderId)),
        [LOW_STOCK_MAIL_TASK]: async (payload) =>
          lowStockMailService(strapi).send(Number((payload as { productId: number }).productId)),
        [ORPHAN_SWEEP_TASK]: async () => {
          await fileStoreService(strapi).sweepOrphans(ORPHAN_FILE_AGE_MS);
        },
      },
      crontab: `0 * * * * ${ORPHAN_SWEEP_TASK}`,
    });
    await looked;
  } catch (error) {
    await stop();
    throw error;
  }
  stopWorker = stop;
}

/** Stops taking jobs and waits for the running ones (Strapi's destroy hook, before the database closes). */
export async function stopJobWorker(): Promise<void> {
  const stop = stopWorker;
  stopWorker = undefined;
  await stop?.();
}
