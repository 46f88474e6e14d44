import type { Core } from '@strapi/strapi';
import { TRANSLATED_LOCALES } from '../i18n/locales';

/**
 * Adds the shop's translated locales (Arabic) to Strapi's i18n plugin when missing; English is
 * the plugin's default locale (docs/decisions/048). Idempotent.
 */
export async function ensureShopLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  for (const { code, name } of TRANSLATED_LOCALES) {
    if (await locales.findByCode(code)) continue;
    await locales.create({ code, name });
    strapi.log.info(`i18n: added the locale ${code}`);
  }
}
