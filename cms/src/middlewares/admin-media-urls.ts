import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

/**
 * Where public media live on the CMS: `/uploads/<hash><ext>`, the `url` Strapi's local provider
 * (and the S3 provider without `S3_PUBLIC_URL`) keeps in the database.
 */
const MEDIA_PATH = '/uploads/';

/** The fields of a file (and of each of its `formats`) that name where it is served. */
const URL_FIELDS: ReadonlySet<string> = new Set(['url', 'previewUrl']);

/** How deep an answer is walked: the admin's answers nest a few levels (entry → media → formats). */
const MAX_DEPTH = 32;

/** The middleware's config in config/middlewares.ts. */
export interface AdminMediaUrlsConfig {
  /**
   * The shop's origin (`https://shop.example.com`) when the admin has a host name of its own, else
   * '' (the middleware does nothing): config/admin-media.ts `adminMediaOrigin`.
   */
  origin: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * `value` with every `url`/`previewUrl` string for which `change` returns a new value replaced, at
 * any depth of its plain objects and arrays; a copy where anything changed, `value` itself where
 * nothing did (an answer may be an object Strapi keeps elsewhere, which is never changed).
 */
export function mapMediaUrls<T>(value: T, change: (url: string) => string | undefined, depth = 0): T {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const mapped = mapMediaUrls(item, change, depth + 1);
      if (mapped !== item) changed = true;
      return mapped;
    });
    return (changed ? items : value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, field] of Object.entries(value)) {
    const mapped =
      URL_FIELDS.has(key) && typeof field === 'string'
        ? (change(field) ?? field)
        : mapMediaUrls(field, change, depth + 1);
    if (mapped !== field) {
      copy ??= { ...value };
      copy[key] = mapped;
    }
  }
  return (copy ?? value) as T;
}

/** `body` with each media `url` kept as `/uploads/…` named on `origin` (`https://shop.example.com/uploads/…`). */
export function mediaUrlsOnOrigin<T>(body: T, origin: string): T {
  return mapMediaUrls(body, (url) => (url.startsWith(MEDIA_PATH) ? `${origin}${url}` : undefined));
}

/** `body` with each media `url` on `origin` kept as Strapi keeps it, `/uploads/…`: the reverse of {@link mediaUrlsOnOrigin}. */
export function mediaUrlsAsKept<T>(body: T, origin: string): T {
  const onOrigin = `${origin}${MEDIA_PATH}`;
  return mapMediaUrls(body, (url) => (url.startsWith(onOrigin) ? url.slice(origin.length) : undefined));
}

/**
 * `global::admin-media-urls`, after `strapi::body`: with the admin on a host name of its own
 * (`config.origin` set, docs/decisions/060), which serves no `/uploads/`, the answers of the
 * admin's routes (every path but the content API's `/api` and `/uploads/` itself: the media
 * library's `/upload/files`, the Content Manager's entries and their media, …) name media on the
 * shop's origin: each `url` and `previewUrl` (a file's, each of its `formats`', an image's in a
 * rich-text body) that is `/uploads/…` becomes `https://shop.example.com/uploads/…`, which the
 * admin shows as it is (Strapi's admin prefixes only relative URLs with its own host). What the
 * admin sends back (a JSON body: a page's rich text that holds an image) is stored as Strapi keeps
 * it, `/uploads/…` again, so the database and the content API (storefront, checkout) never change
 * with the setting. Answers that are no JSON object or array (files, streams, text) pass as they are.
 * With `config.origin` empty (development: one origin for both) it does nothing.
 */
export default (config: Partial<AdminMediaUrlsConfig>, { strapi }: { strapi: Core.Strapi }) => {
  const origin = config?.origin ?? '';
  if (!origin) return (_ctx: Context, next: Next) => next();
  const apiPrefix = strapi.config.get<string>('api.rest.prefix', '/api');
  const isContentApi = (path: string) => path === apiPrefix || path.startsWith(`${apiPrefix}/`);
  return async (ctx: Context, next: Next) => {
    if (isContentApi(ctx.path) || ctx.path.startsWith(MEDIA_PATH)) return next();
    const request = ctx.request as typeof ctx.request & { body?: unknown };
    if (request.body !== undefined) request.body = mediaUrlsAsKept(request.body, origin);
    await next();
    if (!Array.isArray(ctx.body) && !isPlainObject(ctx.body)) return;
    const answer = mediaUrlsOnOrigin(ctx.body, origin);
    // Set only when changed: the status the route chose (201, …) stays, as Koa keeps an explicit one.
    if (answer !== ctx.body) ctx.body = answer;
  };
};
