import { factories } from '@strapi/strapi';
import { translatedRead } from '../../../i18n/translated-read';

const UID = 'api::page.page';

/** Strapi's own reads, answered in the request's `locale` (`?locale=ar`: i18n/translated-read.ts). */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    return translatedRead(strapi, UID, ctx, (view) => super.find(view));
  },

  async findOne(ctx) {
    return translatedRead(strapi, UID, ctx, (view) => super.findOne(view));
  },
}));
