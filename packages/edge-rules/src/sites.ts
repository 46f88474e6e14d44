import type { EdgeRoute } from './routes.ts';

/**
 * Where the staff admin lives (docs/decisions/060-where-the-admin-lives.md): with
 * `ADMIN_PUBLIC_URL` set, on a host name of its own, which serves nothing of the shop, not even its
 * public media (`/uploads/`: the admin shows them from the shop's origin, the CMS's admin answers
 * naming them there); unset (the development default), at `/admin` on the shop's origin. An admin
 * on its own origin keeps its session (Strapi's `jwtToken` cookie, its local storage) out of reach
 * of any script that runs on the shop's pages, and of any file staff upload.
 */

/**
 * Which host names a route answers on: the shop's, the admin's, or both. No route answers on both
 * today: whatever the admin's host serves is of the admin's origin, so only the admin itself is.
 */
export type RouteSite = 'shop' | 'admin' | 'both';

/** What a request's host name is: the shop, the admin, or the one origin of both when the admin has no host of its own. */
export type RequestSite = 'shop' | 'admin' | 'shop-and-admin';

/** The host name of an absolute URL, as the nginx edge's map reads it from ADMIN_PUBLIC_URL. */
const URL_HOST = /^[a-z][a-z\d+.-]*:\/\/([^/:?#]+)/i;

/**
 * The admin's host name from `ADMIN_PUBLIC_URL` (`https://admin.shop.example` → `admin.shop.example`,
 * lower case); '' when the setting is empty or names no host.
 */
export function adminHostOf(adminPublicUrl: string): string {
  return adminPublicUrl.match(URL_HOST)?.[1]?.toLowerCase() ?? '';
}

/**
 * The site a request is for, from its host name (the `Host` header without its port, as nginx's
 * `$host`): the admin's when it is `adminHost`, else the shop's; both when `adminHost` is ''.
 */
export function requestSite(host: string, adminHost: string): RequestSite {
  if (!adminHost) return 'shop-and-admin';
  return host.toLowerCase() === adminHost ? 'admin' : 'shop';
}

/** Whether `route` answers a request for `site` (a route without `site` is the shop's). */
export function isServedOn(route: Pick<EdgeRoute, 'site'>, site: RequestSite): boolean {
  const routeSite = route.site ?? 'shop';
  return site === 'shop-and-admin' || routeSite === 'both' || routeSite === site;
}

/**
 * The answer of a route on a host it does not serve: 404, as for a path that does not exist
 * there (the shop's origin says nothing of where the admin is).
 */
export const NOT_ON_THIS_SITE_STATUS = 404;
