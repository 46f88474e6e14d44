import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';

/**
 * How long a replica keeps the public role's permissions, ms. A change made through this replica
 * empties its copy at once; one made through another replica shows here within this time.
 */
export const PUBLIC_PERMISSIONS_TTL_MS = 2_000;

/** The role and permission tables: a write to either may change what the public role may do. */
const PERMISSION_MODELS = ['plugin::users-permissions.permission', 'plugin::users-permissions.role'];

type Permission = { action: string };
type PermissionService = { findPublicPermissions(): Promise<Permission[]> } & Record<string, unknown>;
type ServiceFactory = (context: { strapi: Core.Strapi }) => PermissionService;
type UsersPermissionsPlugin = {
  bootstrap: (context: { strapi: Core.Strapi }) => Promise<void> | void;
  services: Record<string, unknown> & { permission: ServiceFactory };
};

/** The public role's permissions as last read; one entry, refilled by one read however many ask at once. */
let publicPermissions: LRUCache<'public', Permission[]> | undefined;

/**
 * Strapi's Users & Permissions plugin with the public role's permissions kept in memory for
 * {@link PUBLIC_PERMISSIONS_TTL_MS} (docs/decisions/088). The plugin reads them from PostgreSQL on
 * every request without a token, the storefront's every catalogue read that the response cache has
 * not kept; an uncached 60-product listing asked 2 queries of the database, now 1. A write to a role or
 * a permission through this replica (the admin's Roles page, the start-up's role set-up) empties the
 * copy straight away.
 */
export default function usersPermissionsExtension(plugin: UsersPermissionsPlugin): UsersPermissionsPlugin {
  const createPermissionService = plugin.services.permission;
  plugin.services.permission = (context) => {
    const service = createPermissionService(context);
    const cache = new LRUCache<'public', Permission[]>({
      max: 1,
      ttl: PUBLIC_PERMISSIONS_TTL_MS,
      fetchMethod: () => service.findPublicPermissions(),
    });
    publicPermissions = cache;
    return {
      ...service,
      /** The public role's permissions (`{ action }[]` and the rest of each row), at most {@link PUBLIC_PERMISSIONS_TTL_MS} old. */
      async findPublicPermissions() {
        try {
          const kept = await cache.fetch('public');
          if (kept) return kept;
        } catch {
          // A write emptied the copy while it was being read: that read may predate the write.
        }
        return service.findPublicPermissions();
      },
    };
  };
  const bootstrap = plugin.bootstrap;
  plugin.bootstrap = async (context) => {
    await bootstrap(context);
    const forget = () => publicPermissions?.clear();
    context.strapi.db.lifecycles.subscribe({
      models: PERMISSION_MODELS,
      afterCreate: forget,
      afterCreateMany: forget,
      afterUpdate: forget,
      afterUpdateMany: forget,
      afterDelete: forget,
      afterDeleteMany: forget,
    });
  };
  return plugin;
}
