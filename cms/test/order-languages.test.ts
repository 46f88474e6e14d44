import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCmsCatalog } from '../../checkout-service/src/clients/catalog.ts';
import { startTestCms, type TestCms } from './strapi-harness';

/*
 * An order's lines in both languages (docs/decisions/078) on the real CMS and PostgreSQL: the
 * checkout's catalogue reads each product's Arabic title and weight beside the English, and the
 * staff's copy of an order keeps the Arabic titles the shopper saw.
 */

const SERVICE_TOKEN = 'dev-cms-service-token';
let cms: TestCms;
let translated: number;
let untranslated: number;

beforeAll(async () => {
  cms = await startTestCms();
  const documents = cms.strapi.documents('api::product.product');
  const dates = await documents.create({
    data: { title: 'Language Test Dates', weight: '250 g', price: 12, stock: 20 } as never,
  });
  await documents.update({
    documentId: dates.documentId,
    locale: 'ar',
    data: { title: 'تمر اختبار اللغة', weight: '250 غ' } as never,
  });
  translated = dates.id as number;
  const plain = await documents.create({ data: { title: 'Language Test Plain', price: 8, stock: 20 } as never });
  untranslated = plain.id as number;
}, 240_000);

afterAll(async () => {
  await cms?.stop();
});

describe("an order's lines in both languages", () => {
  it("the checkout's catalogue reads the Arabic title and weight beside the English, none for an untranslated product", async () => {
    const products = await createCmsCatalog(cms.url).findProducts([translated, untranslated]);
    const byId = new Map(products.map((product) => [product.id, product]));
    expect(byId.get(translated)).toMatchObject({
      title: 'Language Test Dates',
      weight: '250 g',
      titleAr: 'تمر اختبار اللغة',
      weightAr: '250 غ',
      priceFils: 1200,
    });
    expect(byId.get(untranslated)).toMatchObject({ title: 'Language Test Plain', titleAr: null, weightAr: null });
  });

  it("keeps the Arabic titles of an Arabic order's lines in the staff's copy", async () => {
    const response = await fetch(`${cms.url}/api/order-sync/NOT-7800`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${SERVICE_TOKEN}` },
      body: JSON.stringify({
        customer_reference_number: 'NOT-7800',
        email: 'aisha@example.com',
        products: [
          {
            id: translated,
            title: 'Language Test Dates',
            weight: '250 g',
            title_ar: 'تمر اختبار اللغة',
            weight_ar: '250 غ',
            quantity: 1,
            priceFils: 1200,
            lineTotalFils: 1200,
          },
        ],
        itemsTotalFils: 1200,
        discountFils: 0,
        deliveryFeeFils: 2000,
        totalFils: 3200,
        vatFils: 152,
        payment_status: 'paid',
        locale: 'ar',
      }),
    });
    expect(response.status).toBe(200);
    const order = await cms.strapi.db
      .query('api::order.order')
      .findOne({ where: { customer_reference_number: 'NOT-7800' } });
    expect(order).toMatchObject({ locale_of_shopper: 'ar' });
    expect(order?.lines).toEqual([
      expect.objectContaining({ title: 'Language Test Dates', title_ar: 'تمر اختبار اللغة', weight_ar: '250 غ' }),
    ]);
  });
});
