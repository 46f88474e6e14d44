import type { Core } from '@strapi/strapi';
import { configureAdminListViews } from './admin-setup/list-views';
import { configureStaffRole } from './admin-setup/staff-role';
import * as enquiryFile from './api/enquiry-file/lifecycle';
import * as missingTranslation from './api/missing-translation/lifecycle';
import * as order from './api/order/lifecycle';
import * as product from './api/product/lifecycle';
import * as shopSetting from './api/shop-setting/lifecycle';
import * as stock from './api/stock/lifecycle';
import { refuseDevelopmentSecrets } from './config/development-secrets';
import { closeRateLimitStore } from './config/rate-limit-store';
import { startJobWorker, stopJobWorker } from './jobs/job-worker';
import { seedShop } from './seed/seed';
import { handleShutdownSignals } from './server/graceful-shutdown';

type Lifecycle = { strapi: Core.Strapi };

/**
 * The CMS's start and stop, one line per part, in the order they depend on each other
 * (docs/decisions/067). Each API's own start-up lives in its folder (`api/<type>/lifecycle.ts`);
 * the response cache is a local plugin (`plugins/response-cache`), started by Strapi itself.
 */
export default {
  /** The development-secret refusal first (production), then routes and document service middlewares. */
  register({ strapi }: Lifecycle) {
    refuseDevelopmentSecrets(strapi.config.get('environment'), (configPath) => strapi.config.get(configPath));
    stock.register(strapi);
    order.register(strapi);
    enquiryFile.register(strapi);
    missingTranslation.register(strapi);
    shopSetting.register(strapi);
  },

  /** After Strapi has synced its tables: database rules, the seed, the admin's views and staff role, the job worker. */
  async bootstrap({ strapi }: Lifecycle) {
    await stock.bootstrap(strapi);
    await product.bootstrap(strapi);
    await enquiryFile.bootstrap(strapi);
    await seedShop(strapi);
    await shopSetting.bootstrap(strapi);
    await configureAdminListViews(strapi);
    await configureStaffRole(strapi);
    await missingTranslation.bootstrap(strapi);
    await startJobWorker(strapi);
    // Service tests boot Strapi inside the test runner, whose signals are its own.
    if (process.env.NODE_ENV !== 'test') handleShutdownSignals(strapi);
  },

  /** Before Strapi closes its database: running jobs finish first. */
  async destroy() {
    await stopJobWorker();
    await closeRateLimitStore();
  },
};
