import type { Core } from '@strapi/strapi';

/** The parts of Strapi's admin user and role services used here. */
type AdminUsers = {
  exists(): Promise<boolean>;
  create(attributes: Record<string, unknown>): Promise<unknown>;
};
type AdminRoles = { getSuperAdmin(): Promise<{ id: number } | null> };

/**
 * Creates the super admin from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD when no admin user
 * exists yet (first start), so staff can log in to /admin without the registration screen.
 */
export async function ensureAdminAccount(strapi: Core.Strapi): Promise<void> {
  const users = strapi.service('admin::user') as AdminUsers;
  if (await users.exists()) return;
  const email = strapi.config.get<string>('shop.adminEmail');
  const password = strapi.config.get<string>('shop.adminPassword');
  if (!password) {
    strapi.log.warn('No admin user and no CMS_ADMIN_PASSWORD: open /admin to register the first admin');
    return;
  }
  const roles = strapi.service('admin::role') as AdminRoles;
  const superAdmin = await roles.getSuperAdmin();
  if (!superAdmin) throw new Error('The super admin role is missing');
  await users.create({
    email,
    password,
    firstname: 'Outlet',
    lastname: 'Admin',
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`Created the super admin ${email}`);
}
