import type { Core } from '@strapi/strapi';
import { catalogueResponseCache } from './cache';

/**
 * Strapi middleware `plugin::response-cache.catalogue`: the `strapi-cache` plugin's response cache
 * of the public catalogue reads that show no product (docs/decisions/050), mounted inside
 * `global::catalogue-cache`, so answers from the cache get the same ETag, 304, Cache-Control, gzip
 * and request log as any other.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => catalogueResponseCache(strapi);
