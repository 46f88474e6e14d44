import type { Core } from '@strapi/strapi';
import { mailOutboxService } from '../api/enquiry/services/mail-outbox';
import { fileStoreService } from '../api/enquiry-file/services/file-store';

/** Uploaded files no enquiry has taken after this long are deleted, ms. */
const ORPHAN_FILE_AGE_MS = 24 * 60 * 60_000;

let timer: NodeJS.Timeout | undefined;
let isRunning = false;

/**
 * Starts the enquiry mail outbox worker (docs/architecture.md 5): every `shop.mailOutboxIntervalMs`
 * it delivers due pending enquiries (rows are claimed atomically, so several CMS instances
 * can run it side by side) and deletes uploads no enquiry took within a day.
 */
export function startMailOutbox(strapi: Core.Strapi): void {
  const intervalMs = strapi.config.get<number>('shop.mailOutboxIntervalMs');
  const outbox = mailOutboxService(strapi);
  const files = fileStoreService(strapi);
  const tick = async () => {
    if (isRunning) return;
    isRunning = true;
    try {
      await outbox.deliverDue();
      await files.sweepOrphans(ORPHAN_FILE_AGE_MS);
    } catch (error) {
      strapi.log.error(`Enquiry mail outbox: ${(error as Error).message}`);
    } finally {
      isRunning = false;
    }
  };
  timer = setInterval(tick, intervalMs);
  timer.unref();
  void tick();
}

/** Stops the worker (Strapi's destroy hook). */
export function stopMailOutbox(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
