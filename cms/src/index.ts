import type { Core } from '@strapi/strapi';
import { ensureAdminAccount } from './bootstrap/admin-account';
import { configureAdminListViews } from './bootstrap/admin-list-views';
import { startMailOutbox, stopMailOutbox } from './bootstrap/mail-outbox';
import { grantPublicCatalogueRead } from './bootstrap/public-permissions';
import { seedCatalogue } from './bootstrap/seed-catalogue';

export default {
  register() {},

  /** First start and every start: permissions, admin account, seed, admin list views, mail outbox worker. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await grantPublicCatalogueRead(strapi);
    await ensureAdminAccount(strapi);
    await seedCatalogue(strapi);
    await configureAdminListViews(strapi);
    startMailOutbox(strapi);
  },

  destroy() {
    stopMailOutbox();
  },
};
