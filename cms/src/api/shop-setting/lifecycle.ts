import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { checkShopSetting } from './domain/contact-details';
import { shopSettingService } from './services/shop-setting';

const UID = 'api::shop-setting.shop-setting';

/**
 * Refuses a save of the shop setting whose phone or WhatsApp number is not a valid international
 * number, or whose social link is not https (400 with a message per field, shown by the admin
 * beside the field); valid numbers are kept as E.164. Every writer goes through here: the admin,
 * scripts, the seed.
 */
function refuseInvalidSettings(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data ?? {};
    const problems = checkShopSetting(data);
    if (problems.length > 0) {
      throw new errors.ValidationError(problems.map((problem) => problem.message).join(' '), {
        errors: problems.map(({ field, message }) => ({ path: [field], message, name: 'ValidationError' })),
      });
    }
    return next();
  });
}

/**
 * The shop-setting API's start-up (called from src/index.ts, docs/decisions/067): the checks of
 * every save.
 */
export function register(strapi: Core.Strapi): void {
  refuseInvalidSettings(strapi);
}

/** After the shop's locales exist, on every start: the setting from the environment on a new database. */
export async function bootstrap(strapi: Core.Strapi): Promise<void> {
  await shopSettingService(strapi).seedDefaults();
}
