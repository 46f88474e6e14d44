import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

interface EnquiryRouteSeed {
  key: string;
  label: string;
  recipients: string[];
  countries?: string[];
}

/**
 * Seeds the enquiry routing table (docs/product.md 9) from cms/data/enquiry-routes.json on every
 * start: rows whose key is missing are added, rows staff already have are never touched.
 */
export async function seedEnquiryRoutes(strapi: Core.Strapi): Promise<void> {
  const file = path.join(strapi.dirs.app.root, 'data', 'enquiry-routes.json');
  const routes = JSON.parse(readFileSync(file, 'utf8')) as EnquiryRouteSeed[];
  const uid = 'api::enquiry-route.enquiry-route';
  for (const route of routes) {
    if (await strapi.db.query(uid).findOne({ where: { key: route.key } })) continue;
    await strapi.documents(uid).create({ data: { ...route, countries: route.countries ?? null } });
  }
}
