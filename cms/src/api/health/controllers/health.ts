import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { lifecycle } from '../../../bootstrap/graceful-shutdown';

const CHECK_TIMEOUT_MS = 2000;

async function databaseReachable(strapi: Core.Strapi): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      strapi.db.connection.raw('select 1'),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch (error) {
    strapi.log.warn(`readiness: database unreachable (${String(error)})`);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

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
    ctx.status = ok ? 200 : 503;
    ctx.body = { status: ok ? 'ready' : 'unavailable', checks: { database: ok ? 'ok' : 'failed' } };
  },
});
