import type { Core } from '@strapi/strapi';
import { CATALOGUE_CONTENT_TYPES } from './settings';
import { purgeCachedCatalogue } from './store';

/** Document service actions that change what the public catalogue shows. */
const WRITE_ACTIONS = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft', 'clone']);

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
 * inside the transaction, where a read could still fetch and keep the old row. A replaced or
 * deleted media file changes the image URLs banners show, so media writes purge too.
 */
export function purgeCatalogueAfterWrites(strapi: Core.Strapi): void {
  const catalogue: readonly string[] = CATALOGUE_CONTENT_TYPES;
  const purge = () => afterCommit(strapi, () => purgeCachedCatalogue(strapi));
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
