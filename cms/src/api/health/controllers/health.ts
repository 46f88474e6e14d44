import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { databaseReachable } from '../../../middlewares/service-unavailable';
import { lifecycle } from '../../../server/graceful-shutdown';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * `GET /api/ready` → 200 `{status:'ready', checks:{database:'ok'}}` when `select 1` answers
   * within 2000 ms; 503 `{status:'unavailable', checks:{database:'failed'}}` otherwise, or
   * 503 `{status:'draining', checks:{}}` once shutdown has begun. Never cached.
   */
  async ready(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    if (lifecycle.draining) {
      ctx.status = 503;
      ctx.body = { status: 'draining', checks: {} };
      return;
    }
    const ok = await databaseReachable(strapi);
    if (!ok) strapi.log.warn('readiness: database unreachable');
    ctx.status = ok ? 200 : 503;
    ctx.body = { status: ok ? 'ready' : 'unavailable', checks: { database: ok ? 'ok' : 'failed' } };
  },
});
