import { CSP_DEFAULTS } from '@strapi/utils';

/**
 * Where the staff admin shows media from (docs/decisions/060): with the admin on a host name of its
 * own (`ADMIN_PUBLIC_URL`), never from that host, which serves no `/uploads/` (a file staff upload
 * would otherwise be of the admin's origin and could read its session), but from the shop's origin
 * (`PUBLIC_WEB_URL`) or the bucket's public URL (`S3_PUBLIC_URL`). Strapi keeps a file's `url` as
 * its provider made it (`/uploads/<hash><ext>`, relative, in the database); the admin's answers
 * name the shop's origin instead (`global::admin-media-urls`), and the admin's CSP allows it.
 */

/** Reads one setting; empty counts as unset (as `.env.example` leaves keys blank). */
type ReadSetting = (key: string) => string | undefined;

/** The origin (`scheme://host[:port]`) of an absolute http(s) URL; '' for anything else. */
function originOf(url: string | undefined): string {
  if (!url) return '';
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : '';
  } catch {
    return '';
  }
}

/**
 * The origin the admin's answers name for media kept at `/uploads/…`: the shop's (`PUBLIC_WEB_URL`,
 * e.g. `https://shop.example.com`) when the admin has a host name of its own (`ADMIN_PUBLIC_URL`),
 * else '' (development, one origin for both: the admin reads `/uploads/…` on its own origin, as
 * Strapi does). '' too when `PUBLIC_WEB_URL` is no http(s) URL.
 */
export function adminMediaOrigin(read: ReadSetting): string {
  if (!read('ADMIN_PUBLIC_URL')?.trim()) return '';
  return originOf(read('PUBLIC_WEB_URL'));
}

/** The part of `strapi::security`'s config this module sets: the admin's CSP sources of media. */
export interface AdminSecurityConfig {
  name: 'strapi::security';
  config: {
    contentSecurityPolicy: {
      useDefaults: true;
      directives: Record<'connect-src' | 'img-src' | 'media-src', string[]>;
    };
  };
}

/**
 * The `strapi::security` middleware (Strapi's helmet, whose CSP the edge passes on for the admin's
 * routes): Strapi's own defaults, plus, in `img-src`, `media-src` and `connect-src` (the media
 * library's download), the origins the admin's media come from: the shop's when the admin has a
 * host of its own ({@link adminMediaOrigin}), and `S3_PUBLIC_URL`'s when media are served from
 * the bucket's own URL. With neither, the plain `'strapi::security'` (development is unchanged).
 * Strapi's preview adds the shop's origin to `frame-src` itself (config/admin.ts).
 */
export function adminSecurityMiddleware(read: ReadSetting): 'strapi::security' | AdminSecurityConfig {
  const mediaOrigins = [...new Set([adminMediaOrigin(read), originOf(read('S3_PUBLIC_URL'))].filter(Boolean))];
  if (mediaOrigins.length === 0) return 'strapi::security';
  // Strapi merges this over its defaults index by index (lodash defaultsDeep): each list starts
  // with the defaults so none is lost.
  const withMedia = (defaults: readonly string[]) => [...defaults, ...mediaOrigins];
  return {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': withMedia(CSP_DEFAULTS['connect-src']),
          'img-src': withMedia(CSP_DEFAULTS['img-src']),
          'media-src': withMedia(CSP_DEFAULTS['media-src']),
        },
      },
    },
  };
}
