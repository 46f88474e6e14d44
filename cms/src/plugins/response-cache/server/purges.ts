import type { Core } from '@strapi/strapi';
import { CATALOGUE_CONTENT_TYPES } from './settings';
import { purgeCachedCatalogue } from './store';

/** Document service actions that change what the public catalogue shows. */
const WRITE_ACTIONS = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft', 'clone']);

/** Stock changes purge the catalogue at most once per this many ms (availability shows within 1 s). */
export const STOCK_PURGE_WINDOW_MS = 250;
let lastStockPurgeAt = Number.NEGATIVE_INFINITY;
let deferredStockPurge: NodeJS.Timeout | null = null;

/**
 * Purges the catalogue after a stock change the stock service made in SQL (hold, release, commit,
 * restock), at most once per {@link STOCK_PURGE_WINDOW_MS}: the first change after a quiet spell
 * purges at once (awaited); changes within the window after a purge share one purge at the
 * window's end. Shoppers see availability at most 250 ms late, and a sale's burst of checkouts
 * (each holding pieces) does not empty the cache on every hold (docs/performance.md). Prices and
 * staff edits purge at once ({@link purgeCatalogueAfterWrites}).
 */
export async function purgeCatalogueAfterStockChange(strapi: Core.Strapi): Promise<void> {
  if (deferredStockPurge) return;
  const wait = lastStockPurgeAt + STOCK_PURGE_WINDOW_MS - performance.now();
  if (wait <= 0) {
    lastStockPurgeAt = performance.now();
    await purgeCachedCatalogue(strapi, 'stock');
    return;
  }
  deferredStockPurge = setTimeout(() => {
    deferredStockPurge = null;
    lastStockPurgeAt = performance.now();
    void purgeCachedCatalogue(strapi, 'stock');
  }, wait);
  deferredStockPurge.unref();
}

/**
 * Runs a deferred stock purge now, if one waits (the CMS is stopping): with Redis the kept answers
 * outlive this process, and other replicas would show the old availability until the TTL.
 */
export async function flushDeferredStockPurge(strapi: Core.Strapi): Promise<void> {
  if (!deferredStockPurge) return;
  clearTimeout(deferredStockPurge);
  deferredStockPurge = null;
  lastStockPurgeAt = performance.now();
  await purgeCachedCatalogue(strapi, 'stock');
}

/**
 * Runs `work` once the current transaction has committed (at once when there is none), as Strapi's
 * own document events do; awaited unless an outer transaction is still open.
 */
async function afterCommit(strapi: Core.Strapi, work: () => Promise<void>): Promise<void> {
  let running: Promise<void> | undefined;
  await strapi.db.transaction(async ({ onCommit }) => {
    onCommit(() => {
      running = work();
    });
  });
  await running;
}

/**
 * Purges the catalogue's kept answers after every write of a catalogue entry through the document
 * service (staff in the admin, scripts), once the write has committed; the plugin's own hooks run
 * inside the transaction, where a read could still fetch and keep the old row. A replaced media
 * file changes the image URLs products show, so media writes purge too. `beforePurge` runs first
 * (the availability board's look: a staff edit of stock shows in the refilled answers at once).
 */
export function purgeCatalogueAfterWrites(
  strapi: Core.Strapi,
  beforePurge: () => Promise<unknown> = async () => {},
): void {
  const catalogue: readonly string[] = CATALOGUE_CONTENT_TYPES;
  const purge = () =>
    afterCommit(strapi, async () => {
      await beforePurge().catch(() => undefined);
      await purgeCachedCatalogue(strapi);
    });
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (catalogue.includes(context.uid) && WRITE_ACTIONS.has(context.action)) await purge();
    return result;
  });
  strapi.db.lifecycles.subscribe({
    models: ['plugin::upload.file'],
    afterUpdate: purge,
    afterDelete: purge,
  });
}
