import type { Core } from '@strapi/strapi';
import { configureAdminListViews } from './admin-setup/list-views';
import { configureStaffRole } from './admin-setup/staff-role';
import * as enquiry from './api/enquiry/lifecycle';
import * as enquiryFile from './api/enquiry-file/lifecycle';
import * as missingTranslation from './api/missing-translation/lifecycle';
import * as order from './api/order/lifecycle';
import * as product from './api/product/lifecycle';
import * as shopSetting from './api/shop-setting/lifecycle';
import * as staffDesk from './api/staff-desk/lifecycle';
import * as stock from './api/stock/lifecycle';
import { refuseDevelopmentSecrets } from './config/development-secrets';
import { closeRateLimitStore } from './config/rate-limit-store';
import { startJobWorker, stopJobWorker } from './jobs/job-worker';
import { seedShop } from './seed/seed';
import { handleShutdownSignals } from './server/graceful-shutdown';
import { startMetrics, stopMetrics } from './server/metrics';
import { acquireStartUpLock, type LockConnection, type StartUpLock } from './server/start-up-lock';

/** Held from register to the end of bootstrap: one replica starts at a time (docs/decisions/086). */
let startUpLock: StartUpLock | undefined;

type Lifecycle = { strapi: Core.Strapi };

/**
 * The CMS's start and stop, one line per part, in the order they depend on each other
 * (docs/decisions/067). Each API's own start-up lives in its folder (`api/<type>/lifecycle.ts`);
 * the response cache is a local plugin (`plugins/response-cache`), started by Strapi itself.
 */
export default {
  /**
   * The development-secret refusal first (production), then the start-up lock (another replica
   * starting makes this one wait here, before Strapi syncs its tables), then routes and document
   * service middlewares.
   */
  async register({ strapi }: Lifecycle) {
    refuseDevelopmentSecrets(strapi.config.get('environment'), (configPath) => strapi.config.get(configPath));
    startUpLock = await acquireStartUpLock(strapi.config.get<LockConnection>('database.connection.connection'), () =>
      strapi.log.info('Start-up: another CMS replica is starting; waiting for it to finish'),
    );
    stock.register(strapi);
    product.register(strapi);
    order.register(strapi);
    enquiry.register(strapi);
    enquiryFile.register(strapi);
    missingTranslation.register(strapi);
    shopSetting.register(strapi);
    staffDesk.register(strapi);
  },

  /**
   * After Strapi has synced its tables: database rules, the seed, the admin's views and staff role,
   * the job worker, the metrics listener.
   */
  async bootstrap({ strapi }: Lifecycle) {
    await stock.bootstrap(strapi);
    await product.bootstrap(strapi);
    await enquiryFile.bootstrap(strapi);
    await seedShop(strapi);
    await product.startCatalogue(strapi);
    await shopSetting.bootstrap(strapi);
    await configureAdminListViews(strapi);
    await enquiry.bootstrap(strapi);
    await configureStaffRole(strapi);
    await missingTranslation.bootstrap(strapi);
    await startJobWorker(strapi);
    await startMetrics(strapi);
    await startUpLock?.release();
    startUpLock = undefined;
    // Service tests boot Strapi inside the test runner, whose signals are its own.
    if (process.env.NODE_ENV !== 'test') handleShutdownSignals(strapi);
  },

  /** Before Strapi closes its database: running jobs finish first. */
  async destroy() {
    await startUpLock?.release();
    await stopJobWorker();
    await stopMetrics();
    await closeRateLimitStore();
  },
};
