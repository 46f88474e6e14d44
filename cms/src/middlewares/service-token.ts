import { createHash, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { answerError } from '../server/error-answer';

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Route middleware `global::service-token` of the server-to-server routes (order sync, stock
 * holds; docs/architecture.md 2): lets a request through only with `Authorization: Bearer
 * ${CMS_SERVICE_TOKEN}`, else answers `401 { error: { code: 'unauthorized', message } }`, the
 * shop's envelope (a Strapi policy cannot: its refusal is Strapi's own error shape). Digests are
 * compared in constant time, so the answer time says nothing about the token.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const token = strapi.config.get<string>('shop.serviceToken');
    const header = ctx.request.header.authorization;
    const presented = typeof header === 'string' ? header : '';
    if (token && timingSafeEqual(sha256(presented), sha256(`Bearer ${token}`))) return next();
    answerError(ctx, 401, 'unauthorized', 'Missing or wrong service token');
  };
