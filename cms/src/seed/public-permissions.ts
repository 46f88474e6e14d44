import type { Core } from '@strapi/strapi';

/**
 * What the public role may do: read the catalogue, the shop's pages and the shop setting (its
 * contact details), nothing else (docs/api.md, CMS).
 */
export const PUBLIC_ACTIONS = [
  ...['product', 'category', 'sub-category', 'banner', 'page'].flatMap((type) => [
    `api::${type}.${type}.find`,
    `api::${type}.${type}.findOne`,
  ]),
  'api::shop-setting.shop-setting.find',
];

const PERMISSION = 'plugin::users-permissions.permission';

/**
 * Makes the public role's permissions exactly PUBLIC_ACTIONS: grants what is missing and
 * removes anything else (users-permissions' default sign-up and upload included). Idempotent.
 */
export async function grantPublicCatalogueRead(strapi: Core.Strapi): Promise<void> {
  const publicRole = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!publicRole) throw new Error('users-permissions has no public role');
  const current: Array<{ id: number; action: string }> = await strapi.db
    .query(PERMISSION)
    .findMany({ where: { role: publicRole.id } });
  const extra = current.filter((permission) => !PUBLIC_ACTIONS.includes(permission.action));
  if (extra.length > 0)
    await strapi.db.query(PERMISSION).deleteMany({ where: { id: { $in: extra.map((p) => p.id) } } });
  const missing = PUBLIC_ACTIONS.filter((action) => !current.some((permission) => permission.action === action));
  for (const action of missing) await strapi.db.query(PERMISSION).create({ data: { action, role: publicRole.id } });
  if (extra.length + missing.length > 0) {
    strapi.log.info(
      `Public role: granted ${missing.length}, revoked ${extra.length} permission(s); it may only read the catalogue`,
    );
  }
}
