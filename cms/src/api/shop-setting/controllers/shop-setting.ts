import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::shop-setting.shop-setting');
