import type { Core } from '@strapi/strapi';
import { unmountResponseCachePlugin } from './server/cache';
import catalogue from './server/middleware';
import { purgeCatalogueAfterWrites } from './server/purges';
import { purgeCachedCatalogue } from './server/store';

type Lifecycle = { strapi: Core.Strapi };

/**
 * The shop's response cache of the public catalogue reads that show no product (categories,
 * sub-categories, banners, pages, the shop setting; docs/decisions/050, 067), a local plugin over
 * `strapi-cache` (which keeps the answers, in memory or Redis). Product answers are the catalogue
 * module's (src/api/product/catalogue), so no stock change ever purges it:
 * - middleware `plugin::response-cache.catalogue` (config/middlewares.ts): which reads the cache
 *   answers, one database read per URL after a purge;
 * - service `purge`: `now()` after a write Strapi does not see;
 * - every write of a catalogue entry or a media file through Strapi purges after it commits.
 */
export default {
  register({ strapi }: Lifecycle) {
    purgeCatalogueAfterWrites(strapi);
  },
  /** After every plugin's register: `strapi-cache` mounts its own middleware there, taken out here. */
  bootstrap({ strapi }: Lifecycle) {
    unmountResponseCachePlugin(strapi);
  },
  middlewares: { catalogue },
  services: {
    purge: ({ strapi }: Lifecycle) => ({
      now: () => purgeCachedCatalogue(strapi),
    }),
  },
};
