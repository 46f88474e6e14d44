import type { Core } from '@strapi/strapi';
import { installEnquiryFileClaims } from './api/enquiry-file/sql/file-link';
import { installStockSchema } from './api/stock/bootstrap';
import { recordStaffStockChanges } from './api/stock/register';
import { ensureAdminAccount } from './bootstrap/admin-account';
import { configureAdminListViews } from './bootstrap/admin-list-views';
import { registerEnquiryFileDownload } from './bootstrap/enquiry-file-download';
import { handleShutdownSignals } from './bootstrap/graceful-shutdown';
import { startJobWorker, stopJobWorker } from './bootstrap/job-worker';
import { ensureShopLocales } from './bootstrap/locales';
import {
  configureMissingTranslationView,
  refreshMissingTranslations,
  watchMissingTranslations,
} from './bootstrap/missing-translations';
import { registerOrderAdminRoutes } from './bootstrap/order-admin-routes';
import { enforceOrderFulfilment, upgradeFulfilmentStatuses } from './bootstrap/order-fulfilment';
import { grantPublicCatalogueRead } from './bootstrap/public-permissions';
import {
  flushDeferredStockPurge,
  purgeCatalogueAfterWrites,
  unmountResponseCachePlugin,
} from './bootstrap/response-cache';
import { seedCatalogue } from './bootstrap/seed-catalogue';
import { seedEnquiryRoutes } from './bootstrap/seed-enquiry-routes';
import { seedPages } from './bootstrap/seed-pages';
import { seedScaleBrand } from './bootstrap/seed-scale-brand';
import { seedTranslations } from './bootstrap/seed-translations';
import { refuseDevelopmentSecrets } from './config/development-secrets';
import { closeRateLimitStore } from './config/rate-limit-store';

export default {
  /**
   * First, in production, the refusal of any development secret (the CMS does not start). Then
   * routes in the admin API, behind Strapi's admin authentication (the staff download of enquiry
   * files, order refunds and documents), and document service middlewares (the movement log of
   * staff stock edits; the order states staff may move; the catalogue's cached answers purged after
   * writes; the list of missing translations). The response cache plugin's middleware moves to its
   * place in config/middlewares.ts.
   */
  register({ strapi }: { strapi: Core.Strapi }) {
    refuseDevelopmentSecrets(strapi.config.get('environment'), (configPath) => strapi.config.get(configPath));
    unmountResponseCachePlugin(strapi);
    purgeCatalogueAfterWrites(strapi);
    registerEnquiryFileDownload(strapi);
    registerOrderAdminRoutes(strapi);
    recordStaffStockChanges(strapi);
    enforceOrderFulfilment(strapi);
    watchMissingTranslations(strapi);
  },

  /**
   * First start and every start: stock columns and trigger, one enquiry per attached file,
   * permissions, admin account, the Arabic locale, seed (catalogue, routing, pages, their Arabic;
   * decision 048), admin list views, the missing-translation list, job worker (enquiry and
   * low-stock mails).
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await installStockSchema(strapi);
    await installEnquiryFileClaims(strapi);
    await upgradeFulfilmentStatuses(strapi);
    await grantPublicCatalogueRead(strapi);
    await ensureAdminAccount(strapi);
    await ensureShopLocales(strapi);
    if (strapi.config.get<boolean>('shop.seedCatalogue')) await seedCatalogue(strapi);
    await seedScaleBrand(strapi, strapi.config.get<number>('shop.seedScaleProducts') ?? 0);
    await seedEnquiryRoutes(strapi);
    await seedPages(strapi);
    await seedTranslations(strapi);
    await configureAdminListViews(strapi);
    await configureMissingTranslationView(strapi);
    await refreshMissingTranslations(strapi);
    await startJobWorker(strapi);
    // Service tests boot Strapi inside the test runner, whose signals are its own.
    if (process.env.NODE_ENV !== 'test') handleShutdownSignals(strapi);
  },

  /** Runs before Strapi closes its database: running jobs finish first, a waiting purge runs. */
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await stopJobWorker();
    await flushDeferredStockPurge(strapi);
    await closeRateLimitStore();
  },
};
