import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { checkShopSetting } from './domain/contact-details';
import { checkDeliverySetting, DELIVERY_FIELDS } from './domain/delivery';
import { checkSupplierSetting } from './domain/supplier';
import { shopSettingService } from './services/shop-setting';

const UID = 'api::shop-setting.shop-setting';

/**
 * Refuses a save of the shop setting whose phone or WhatsApp number is not a valid international
 * number, whose social link is not https, or whose delivery promise the shop rules refuse (a
 * cut-off that is no time, unknown working days, fewest days above most, a holiday without a valid
 * date or both names), whose supplier TRN is not 15 digits, whose legal name or address is empty or
 * whose orders or stock mailbox is not an e-mail address: 400 with a message per field, shown by the admin beside the field; valid
 * numbers are kept as E.164. Every writer goes through here: the admin, scripts, the seed.
 */
function refuseInvalidSettings(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data ?? {};
    // A partial update's delivery fields are checked with the ones it keeps.
    const isDeliveryUpdate = context.action === 'update' && DELIVERY_FIELDS.some((field) => field in data);
    const stored = isDeliveryUpdate ? await strapi.documents(UID).findFirst({ populate: ['public_holidays'] }) : null;
    const problems = [...checkShopSetting(data), ...checkDeliverySetting(data, stored), ...checkSupplierSetting(data)];
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
