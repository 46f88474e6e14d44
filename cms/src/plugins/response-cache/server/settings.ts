/** Reads one setting; empty counts as unset (as `.env.example` leaves keys blank). */
type ReadSetting = (key: string) => string | undefined;

/**
 * The public catalogue reads the CMS keeps answers of (docs/decisions/050), by REST path: those that
 * show no product and no stock. Product answers (`/api/products`, one product, the search) are the
 * catalogue module's (src/api/product/catalogue), which reads availability as it answers.
 */
export const CATALOGUE_API_PATHS = [
  '/api/categories',
  '/api/sub-categories',
  '/api/banners',
  '/api/pages',
  '/api/shop-setting',
] as const;

/**
 * Whether a request carries a header that changes what Strapi answers for the same URL
 * (docs/decisions/057): every `strapi-*` header, such as `Strapi-Response-Format: v4` (Strapi 4's
 * nested `attributes` shape) and `strapi-encode-source-maps: true` (texts stega-encoded for the
 * admin's preview). The response cache keys answers by method and URL only, so such a request is
 * answered from the database and its answer is never kept, nor marked as one a shared cache may keep.
 *
 * @param headers the request's headers, lower-case names (Koa's `ctx.headers`).
 */
export function changesTheAnswer(headers: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(headers).some((name) => name.startsWith('strapi-'));
}

/**
 * The content types behind {@link CATALOGUE_API_PATHS}: a write to any of them purges every kept
 * answer. Their public reads populate no product (src/middlewares/public-query-shapes.ts), so a
 * product's write or stock change changes none of them.
 */
export const CATALOGUE_CONTENT_TYPES = [
  'api::category.category',
  'api::sub-category.sub-category',
  'api::banner.banner',
  'api::page.page',
  'api::shop-setting.shop-setting',
] as const;

/** The ioredis options the plugin's Redis client gets (it passes `redisConfig` to `new Redis()`). */
export interface RedisOptions {
  host: string;
  port: number;
  username?: string;
  password?: string;
  db: number;
  tls?: Record<string, never>;
  /** Without a prefix the plugin would FLUSHDB on start, wiping the rate limits kept in the same Redis. */
  keyPrefix: string;
  /** Redis down: fail at once (a miss) rather than queue the command while the shopper waits. */
  enableOfflineQueue: false;
  maxRetriesPerRequest: number;
  connectTimeout: number;
}

/** The key prefix of the CMS's cached answers in a shared Redis. */
export const RESPONSE_CACHE_KEY_PREFIX = 'cms-response-cache:';

function redisOptions(redisUrl: string): RedisOptions {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    db: Number(url.pathname.slice(1) || 0),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    keyPrefix: RESPONSE_CACHE_KEY_PREFIX,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  };
}

/** The part of `strapi-cache`'s plugin config this shop sets (the plugin's README lists every key). */
export interface ResponseCacheConfig {
  provider: 'memory' | 'redis';
  redisConfig?: RedisOptions;
  ttl: number;
  max: number;
  cacheableRoutes: string[];
  cacheHeaders: boolean;
  cacheHeadersAllowList: string[];
  cacheAuthorizedRequests: boolean;
  cacheGetTimeoutInMs: number;
  autoPurgeCache: boolean;
  autoPurgeCacheOnStart: boolean;
  disableAdminPopups: boolean;
  disableAdminButtons: boolean | string[];
}

/**
 * The CMS's response cache of public catalogue reads (`strapi-cache`; docs/decisions/050): in this
 * process's memory, or in Redis when `REDIS_URL` is set, so every CMS replica shares one copy and
 * one purge. Entries live until a write purges them (`CMS_RESPONSE_CACHE_TTL_MS`, default 10 min,
 * is only a safety net for writes made behind Strapi's back); at most `CMS_RESPONSE_CACHE_ENTRIES`
 * (2,000) answers in memory, least recently used dropped first. Only `Content-Type` is replayed from a kept answer: request ids, CORS and caching
 * headers are the current request's own. Requests with `Authorization` are never cached (the plugin's
 * `cacheAuthorizedRequests`), nor those with a `strapi-*` header ({@link changesTheAnswer}: the
 * shop's `plugin::response-cache.catalogue` lets them past the plugin).
 * Throws naming the setting when a number is out of range or `REDIS_URL` is not a URL.
 */
export function responseCacheConfig(read: ReadSetting): ResponseCacheConfig {
  const value = (key: string) => read(key)?.trim() || undefined;
  const redisUrl = value('REDIS_URL');
  const ttlMs = Number(value('CMS_RESPONSE_CACHE_TTL_MS') ?? 10 * 60_000);
  const entries = Number(value('CMS_RESPONSE_CACHE_ENTRIES') ?? 2000);
  if (!Number.isInteger(ttlMs) || ttlMs < 1000)
    throw new Error('CMS_RESPONSE_CACHE_TTL_MS must be a whole number ≥ 1000');
  if (!Number.isInteger(entries) || entries < 1)
    throw new Error('CMS_RESPONSE_CACHE_ENTRIES must be a whole number ≥ 1');
  return {
    provider: redisUrl ? 'redis' : 'memory',
    ...(redisUrl ? { redisConfig: redisOptions(redisUrl) } : {}),
    ttl: ttlMs,
    max: entries,
    cacheableRoutes: [...CATALOGUE_API_PATHS],
    cacheHeaders: true,
    cacheHeadersAllowList: ['content-type'],
    cacheAuthorizedRequests: false,
    // Redis slower than this counts as a miss: the shop answers from PostgreSQL instead of waiting.
    cacheGetTimeoutInMs: 200,
    // The plugin's own purge (its database lifecycle hooks) runs before the write commits; ours
    // runs after it (this plugin's `purges.ts`), so no copy of the old row survives the write.
    autoPurgeCache: true,
    autoPurgeCacheOnStart: true,
    disableAdminPopups: true,
    // No red "Purge Entity Cache" / "Purge Cache" buttons on the edit and list views: every save
    // already purges after it commits, so staff never need them (docs/decisions/084). A write made
    // behind Strapi's back is purged by a super admin from Settings → Strapi-Cache (Purge All).
    disableAdminButtons: true,
  };
}
