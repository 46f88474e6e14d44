import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { readEntry, readList, readSearch } from './reads';

const LIST = /^\/api\/products\/?$/;
const SEARCH = /^\/api\/products\/search\/?$/;
const ENTRY = /^\/api\/products\/([^/]+)\/?$/;

type PermissionService = { findPublicPermissions(): Promise<{ action: string }[]> };

/**
 * Whether the public role may `action` products now (Users & Permissions, the copy kept 2 s by
 * extensions/users-permissions, docs/decisions/088): staff who take the permission away in the
 * admin see anonymous reads refused by Strapi again within 2 s.
 */
async function publicMay(strapi: Core.Strapi, action: 'find' | 'findOne'): Promise<boolean> {
  const service = strapi.plugin('users-permissions').service('permission') as unknown as PermissionService;
  const permissions = await service.findPublicPermissions();
  return permissions.some((permission) => permission.action === `api::product.product.${action}`);
}

/**
 * Anonymous product reads answered ahead of Strapi's router (`global::catalogue`, config/middlewares.ts,
 * after `global::public-query` has checked the query's shape and inside `global::catalogue-cache`'s
 * ETag and Cache-Control): `GET`/`HEAD /api/products`, `/api/products/search` and
 * `/api/products/:documentId`, with the same handlers as the product controller (reads.ts), while
 * the public role may read products. Strapi's routing, authentication and policies cost a read
 * more than making its answer (docs/performance.md "One catalogue read path"). Reads with a token,
 * and every other request, go on to Strapi.
 */
export function catalogueFront(strapi: Core.Strapi) {
  return async (ctx: Context, next: Next) => {
    const isRead = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (!isRead || !ctx.path.startsWith('/api/products') || ctx.get('authorization')) return next();
    // The search route is public by its own config (`auth: false`).
    if (SEARCH.test(ctx.path)) return readSearch(strapi, ctx);
    const entry = ENTRY.exec(ctx.path)?.[1];
    if (LIST.test(ctx.path)) return (await publicMay(strapi, 'find')) ? readList(strapi, ctx) : next();
    if (entry) return (await publicMay(strapi, 'findOne')) ? readEntry(strapi, ctx, entry) : next();
    return next();
  };
}
