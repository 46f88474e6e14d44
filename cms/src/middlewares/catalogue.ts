import type { Core } from '@strapi/strapi';
import { catalogueFront } from '../api/product/catalogue/front';

/** Strapi middleware `global::catalogue`: anonymous product reads answered by the catalogue (api/product/catalogue/front.ts). */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => catalogueFront(strapi);
