import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { OrderRow } from '../db/rows.ts';
import { buildConfirmationMail } from '../mail/confirmation-mail.ts';
import { createCmsShopSettings, type ShopSetting, settingFromEnvironment } from './shop-setting.ts';

/*
 * The shop setting as the checkout reads it (docs/decisions/084): from the CMS with the service
 * token, kept for a short while, the environment's values until the CMS answers and the last
 * answer while it does not.
 */

const contact = (phone: string) => ({
  phone: phone.replace(/ /g, ''),
  phoneShown: phone,
  whatsapp: '+971500000000',
  whatsappShown: '+971 50 000 0000',
  chatUrl: 'https://wa.me/971500000000',
  email: 'info@shop.example',
  address: 'Dubai',
  openingHours: 'Every day',
  socialLinks: [],
});

const answerOf = (trn: string, phone = '+971 4 111 2222') => ({
  data: {
    supplier: {
      nameEn: 'Staff LLC',
      nameAr: 'ستاف ذ.م.م',
      addressEn: 'Unit 9, Dubai',
      addressAr: 'الوحدة 9، دبي',
      trn,
    },
    mailboxes: { orders: 'desk@shop.example', stock: 'stock@shop.example' },
    contact: { en: contact(phone), ar: contact(phone) },
  },
});

let server: Server;
let cmsUrl: string;
let status = 200;
let body: unknown = answerOf('100999999999993');
const calls: Array<string | undefined> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    calls.push(request.headers.authorization);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cmsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  calls.length = 0;
  status = 200;
  body = answerOf('100999999999993');
});

const environment = settingFromEnvironment(
  loadConfig({ SHOP_TRN: '100000000000003', ORDERS_MAILBOX: 'orders@env.example' }),
);

function settings(clock: { now: number }) {
  const warnings: string[] = [];
  const read = createCmsShopSettings({
    cmsUrl,
    serviceToken: 'token-1',
    fallback: environment,
    cacheMs: 10_000,
    now: () => clock.now,
    log: { warn: (_fields, message) => warnings.push(message) },
  });
  return { read, warnings };
}

describe('the shop setting the checkout reads', () => {
  it("prints staff's supplier and mails staff's mailbox, asking the CMS with the service token", async () => {
    const { read } = settings({ now: 0 });
    const setting = await read.read();
    expect(setting.supplier).toEqual({
      nameEn: 'Staff LLC',
      nameAr: 'ستاف ذ.م.م',
      addressEn: 'Unit 9, Dubai',
      addressAr: 'الوحدة 9، دبي',
      trn: '100999999999993',
    });
    expect(setting.ordersMailbox).toBe('desk@shop.example');
    expect(setting.contact?.en.phone).toBe('+971 4 111 2222');
    expect(calls).toEqual(['Bearer token-1']);
  });

  it('asks again only once the cache time has passed, and shares one call between readers', async () => {
    const clock = { now: 0 };
    const { read } = settings(clock);
    await Promise.all([read.read(), read.read(), read.read()]);
    expect(calls).toHaveLength(1);
    body = answerOf('100888888888883');
    clock.now = 9_999;
    expect((await read.read()).supplier.trn).toBe('100999999999993');
    clock.now = 10_000;
    expect((await read.read()).supplier.trn).toBe('100888888888883');
    expect(calls).toHaveLength(2);
  });

  it("uses the environment's values while the CMS has never answered, and says so", async () => {
    status = 503;
    const { read, warnings } = settings({ now: 0 });
    const setting: ShopSetting = await read.read();
    expect(setting.supplier.trn).toBe('100000000000003');
    expect(setting.supplier.nameEn).toBe('Outlet Shop Trading LLC');
    expect(setting.ordersMailbox).toBe('orders@env.example');
    expect(setting.contact).toBeNull();
    expect(warnings).toEqual(['shop setting not read from the CMS; using what is known']);
  });

  it('keeps the last answer when the CMS stops answering or answers a TRN that is not 15 digits', async () => {
    const clock = { now: 0 };
    const { read } = settings(clock);
    await read.read();
    body = answerOf('12345');
    clock.now = 20_000;
    expect((await read.read()).supplier.trn).toBe('100999999999993');
    status = 500;
    clock.now = 40_000;
    expect((await read.read()).ordersMailbox).toBe('desk@shop.example');
  });
});

describe('the confirmation mail with the shop setting', () => {
  const order = {
    customer_reference_number: 'ORD-1',
    customer_name: 'Aisha',
    email: 'aisha@example.ae',
    locale: 'en',
    lines: [],
    items_total_fils: 0,
    discount_fils: 0,
    delivery_fee_fils: 0,
    total_fils: 0,
    city: 'Dubai',
    area: 'Al Barsha',
    house_no: 'Villa 7',
    building_name: 'Villa 7',
    phone: '+971501234567',
  } as unknown as OrderRow;

  it("gives the shop's phone, WhatsApp and e-mail staff set, and only the contact page without them", async () => {
    const { read } = settings({ now: 0 });
    const setting = await read.read();
    const mail = buildConfirmationMail(order, { shopUrl: 'https://shop.example', contact: setting.contact?.en });
    expect(mail.text).toContain(
      'Call us on +971 4 111 2222, message us on WhatsApp at +971 50 000 0000 or write to info@shop.example.',
    );
    expect(mail.html).toContain('<a dir="ltr" style="white-space:nowrap" href="tel:+97141112222">+971 4 111 2222</a>');
    const arabic = buildConfirmationMail(
      { ...order, locale: 'ar' },
      { shopUrl: 'https://shop.example', contact: setting.contact?.ar },
    );
    expect(arabic.text).toContain('اتصل بنا على \u2066+971 4 111 2222\u2069');
    const without = buildConfirmationMail(order, { shopUrl: 'https://shop.example' });
    expect(without.text).not.toContain('Call us');
  });
});
