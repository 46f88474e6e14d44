import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { translatedRead } from '../../../i18n/translated-read';
import { type ContactDetails, readablePhone } from '../domain/contact-details';
import { shopSettingService } from '../services/shop-setting';

const UID = 'api::shop-setting.shop-setting';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * `GET /api/shop-setting` (public, docs/api.md): Strapi's own read of the setting, with
   * `?locale=ar` the Arabic address, opening hours and supplier over the English ones, field by
   * field (i18n/translated-read.ts); every other field is the English setting's.
   */
  async find(ctx: Context) {
    return translatedRead(strapi, UID, ctx, (view) => super.find(view));
  },

  /**
   * `GET /api/services/shop-setting` (service token only, docs/api.md): what the checkout
   * service's mails and tax documents print and where its staff mails go, decided here from the
   * setting (the environment's defaults for a field it lacks, docs/decisions/084):
   * `{ data: { supplier: { nameEn, nameAr, addressEn, addressAr, trn }, mailboxes: { orders, stock },
   * contact: { en, ar } } }`, each contact the `ContactDetails` of that language (phones E.164)
   * with `phoneShown` and `whatsappShown`, the numbers as people read them (`+971 4 880 0000`).
   */
  async forServices(ctx: Context) {
    const setting = shopSettingService(strapi);
    const [supplier, mailboxes, en, ar] = await Promise.all([
      setting.supplier(),
      setting.mailboxes(),
      setting.contactDetails('en'),
      setting.contactDetails('ar'),
    ]);
    ctx.set('Cache-Control', 'no-store');
    const shown = (details: ContactDetails) => ({
      ...details,
      phoneShown: readablePhone(details.phone),
      whatsappShown: readablePhone(details.whatsapp),
    });
    ctx.body = { data: { supplier, mailboxes, contact: { en: shown(en), ar: shown(ar) } } };
  },
}));
