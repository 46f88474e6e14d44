import { factories } from '@strapi/strapi';
import { translatedRead } from '../../../i18n/translated-read';

const UID = 'api::banner.banner';

/**
 * Strapi's own reads, answered in the request's `locale` (`?locale=ar`: i18n/translated-read.ts).
 * The home page reads every language at once (`locale=*`, each banner's picture has its words):
 * Strapi answers that as asked.
 */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    return translatedRead(strapi, UID, ctx, (view) => super.find(view));
  },

  async findOne(ctx) {
    return translatedRead(strapi, UID, ctx, (view) => super.findOne(view));
  },
}));
