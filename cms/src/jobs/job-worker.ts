import { type JobWorker, startJobWorker as startQueue } from '@outlet-shop/service-kit/job-worker';
import type { Core } from '@strapi/strapi';
import { ENQUIRY_MAIL_TASK, mailOutboxService, mailRetryPolicy } from '../api/enquiry/services/mail-outbox';
import { fileStoreService } from '../api/enquiry-file/services/file-store';
import { ORDER_SHIPPED_MAIL_TASK, orderMailsService } from '../api/order/services/order-mails';
import { lowStockMailService } from '../api/stock/services/low-stock-mail';
import { LOW_STOCK_MAIL_TASK } from '../api/stock/services/stock';
import { strapiJobLog } from './strapi-job-log';

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

let worker: JobWorker | undefined;

/** A number field of a job's payload (the id it was queued with). */
function idOf(payload: Record<string, unknown>, field: string): number {
  return Number(payload[field]);
}

/**
 * Starts the CMS's graphile-worker (the service kit's `startJobWorker`, docs/decisions/069) on a
 * pool of its own on the CMS database (config/database.ts): installs its schema
 * (`graphile_worker`), runs the `enquiry-mail`, `order-shipped-mail` and `low-stock-mail` jobs (new
 * ones at once, due retries every `shop.jobPollIntervalMs`) under the shop's one retry policy (its
 * first wait `shop.mailRetryBaseMs`) and
 * an hourly sweep of uploads no enquiry took within a day, then queues the pending enquiries that
 * have no job yet. Throws when the first look for jobs failed.
 */
export async function startJobWorker(strapi: Core.Strapi): Promise<void> {
  const { host, port, database, user, password, ssl } = strapi.config.get<DatabaseConnection>(
    'database.connection.connection',
  );
  worker = await startQueue({
    connection: { host, port, database, user, password, ssl },
    log: strapiJobLog(strapi.log),
    pollIntervalMs: strapi.config.get<number>('shop.jobPollIntervalMs'),
    retry: mailRetryPolicy(strapi.config.get<number>('shop.mailRetryBaseMs')),
    tasks: {
      [ENQUIRY_MAIL_TASK]: (payload) => mailOutboxService(strapi).send(idOf(payload, 'id')),
      [ORDER_SHIPPED_MAIL_TASK]: (payload) => orderMailsService(strapi).sendShipped(idOf(payload, 'orderId')),
      [LOW_STOCK_MAIL_TASK]: (payload) => lowStockMailService(strapi).send(idOf(payload, 'productId')),
      [ORPHAN_SWEEP_TASK]: async () => {
        await fileStoreService(strapi).sweepOrphans(ORPHAN_FILE_AGE_MS);
      },
    },
    crontab: `0 * * * * ${ORPHAN_SWEEP_TASK}`,
  });
  await mailOutboxService(strapi).deliverDue();
}

/** Stops taking jobs and waits for the running ones (Strapi's destroy hook, before the database closes). */
export async function stopJobWorker(): Promise<void> {
  const running = worker;
  worker = undefined;
  await running?.stop();
}
