import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PERMISSIONS_TTL_MS } from '../src/extensions/users-permissions/strapi-server';
import { startTestCms, type TestCms } from './strapi-harness';

/*
 * The public role's permissions are kept in memory for a short while (docs/decisions/088). What
 * staff would notice: taking a permission away from the public role, or giving it back, works at
 * once through this replica, and within PUBLIC_PERMISSIONS_TTL_MS when another replica (or a
 * database change) made it.
 */

const PERMISSION = 'plugin::users-permissions.permission';
const ACTION = 'api::banner.banner.find';
let cms: TestCms;

beforeAll(async () => {
  cms = await startTestCms();
}, 240_000);

afterAll(async () => {
  await cms?.stop();
});

/** A stranger's read of the banners, past the response cache. */
async function bannersStatus(): Promise<number> {
  const answer = await fetch(`${cms.url}/api/banners`, { headers: { 'Cache-Control': 'no-cache' } });
  await answer.arrayBuffer();
  return answer.status;
}

async function publicRoleId(): Promise<number> {
  const role = await cms.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  return role.id as number;
}

describe('the public role’s permissions', () => {
  it('a permission taken away or given back through this replica holds from the next request', async () => {
    expect(await bannersStatus()).toBe(200);
    const role = await publicRoleId();
    const permission = await cms.strapi.db.query(PERMISSION).findOne({ where: { action: ACTION, role: role } });
    expect(permission).toBeTruthy();
    await cms.strapi.db.query(PERMISSION).delete({ where: { id: permission.id } });
    try {
      expect(await bannersStatus()).toBe(403);
    } finally {
      await cms.strapi.db.query(PERMISSION).create({ data: { action: ACTION, role } });
    }
    expect(await bannersStatus()).toBe(200);
  });

  it('a permission taken away where this replica cannot see it holds within the time a copy is kept', async () => {
    expect(await bannersStatus()).toBe(200);
    const knex = cms.strapi.db.connection;
    const role = await publicRoleId();
    const permission = await cms.strapi.db.query(PERMISSION).findOne({ where: { action: ACTION, role: role } });
    // As another replica's write reaches this one: in the database, with no lifecycle here.
    const link = { permission_id: permission.id, role_id: role };
    const links = await knex('up_permissions_role_lnk').where(link).select('*');
    expect(links).toHaveLength(1);
    await knex('up_permissions_role_lnk').where(link).delete();
    const removedAt = performance.now();
    try {
      let status = await bannersStatus();
      while (status === 200 && performance.now() - removedAt < PUBLIC_PERMISSIONS_TTL_MS + 1_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = await bannersStatus();
      }
      expect(status).toBe(403);
      expect(performance.now() - removedAt).toBeLessThan(PUBLIC_PERMISSIONS_TTL_MS + 1_000);
    } finally {
      await knex('up_permissions_role_lnk').insert(links);
    }
    await new Promise((resolve) => setTimeout(resolve, PUBLIC_PERMISSIONS_TTL_MS + 100));
    expect(await bannersStatus()).toBe(200);
  });
});
