import type { Core } from '@strapi/strapi';
import { ensureAdminAccount } from './admin-account';
import { seedCatalogue } from './catalogue';
import { seedEnquiryRoutes } from './enquiry-routes';
import { ensureShopLocales } from './locales';
import { seedPages } from './pages';
import { grantPublicCatalogueRead } from './public-permissions';
import { seedScaleBrand } from './scale-brand';
import { seedTranslations } from './translations';

/**
 * What a shop needs in its database before it opens, on every start (each step idempotent): the
 * public role's read-only permissions, the first admin, the Arabic locale, then the catalogue
 * (`shop.seedCatalogue`), the scale brand (`shop.seedScaleProducts`), the enquiry routing table,
 * the pages and the Arabic of every seeded entry (docs/product.md 2, docs/decisions/048). Data
 * comes from cms/data/.
 */
export async function seedShop(strapi: Core.Strapi): Promise<void> {
  await grantPublicCatalogueRead(strapi);
  await ensureAdminAccount(strapi);
  await ensureShopLocales(strapi);
  if (strapi.config.get<boolean>('shop.seedCatalogue')) await seedCatalogue(strapi);
  await seedScaleBrand(strapi, strapi.config.get<number>('shop.seedScaleProducts') ?? 0);
  await seedEnquiryRoutes(strapi);
  await seedPages(strapi);
  await seedTranslations(strapi);
}
