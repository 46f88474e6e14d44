import type { Core } from '@strapi/strapi';
import { unmountResponseCachePlugin } from './server/cache';
import { availabilityBoard, showStockChange } from './server/live-availability';
import catalogue from './server/middleware';
import { flushDeferredStockPurge, purgeCatalogueAfterWrites } from './server/purges';
import { purgeCachedCatalogue } from './server/store';

type Lifecycle = { strapi: Core.Strapi };

/**
 * The shop's response cache of public catalogue reads (docs/decisions/050, 067), a local plugin
 * over `strapi-cache` (which keeps the answers, in memory or Redis):
 * - middleware `plugin::response-cache.catalogue` (config/middlewares.ts): which reads the cache
 *   answers, one database read per URL after a purge, and the copies a read may get meanwhile;
 * - service `purge`: `now()` after a write Strapi does not see, `afterStockChange()` after a stock
 *   change made in SQL: kept answers show the new availability from the next read on, and only a
 *   product that sold out or came back purges (at most once per 250 ms; docs/decisions/085);
 * - every write of a catalogue entry or a media file through Strapi purges after it commits.
 */
export default {
  register({ strapi }: Lifecycle) {
    purgeCatalogueAfterWrites(strapi, () => availabilityBoard(strapi).refresh());
  },
  /** After every plugin's register: `strapi-cache` mounts its own middleware there, taken out here. */
  bootstrap({ strapi }: Lifecycle) {
    unmountResponseCachePlugin(strapi);
  },
  /** A purge that waits runs before Strapi stops. */
  async destroy({ strapi }: Lifecycle) {
    await flushDeferredStockPurge(strapi);
  },
  middlewares: { catalogue },
  services: {
    purge: ({ strapi }: Lifecycle) => ({
      now: () => purgeCachedCatalogue(strapi),
      afterStockChange: () => showStockChange(strapi),
    }),
  },
};
