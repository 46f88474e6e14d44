import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms, type TestCms } from './strapi-harness';

/*
 * The shop setting (the shop's contact details) on the real CMS and PostgreSQL: seeded from the
 * environment on a new database, read by anyone, answered from the response cache, edited by staff
 * in the admin, which refuses numbers and links a shopper could not use.
 */

const SETTING = '/content-manager/single-types/api::shop-setting.shop-setting';
let cms: TestCms;
let token: string;

beforeAll(async () => {
  cms = await startTestCms({
    SHOP_WHATSAPP: '+971 50 000 0123',
    SHOP_PHONE: '+97143000000',
    SHOP_CONTACT_ADDRESS_EN: 'Unit 4, Dubai Industrial City',
    SHOP_CONTACT_ADDRESS_AR: 'الوحدة 4، مدينة دبي الصناعية',
    SHOP_TRN: '100-2222-3333-4443',
    ORDERS_MAILBOX: 'desk@outlet-shop.example',
  });
  const login = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@outlet-shop.local', password: 'OutletShop-dev-1' }),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
}, 240_000);

afterAll(async () => {
  await cms?.stop();
});

interface PublicSetting {
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  opening_hours: string;
  instagram_url: string | null;
}

/** The setting as a shopper's browser reads it. */
async function shown(query = ''): Promise<PublicSetting> {
  const response = await fetch(`${cms.url}/api/shop-setting${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: PublicSetting }).data;
}

/** The fields staff edit, as the public answer has them. */
const EDITABLE = ['phone', 'whatsapp', 'email', 'address', 'opening_hours', 'instagram_url', 'facebook_url'];
const editable = (setting: PublicSetting) =>
  Object.fromEntries(Object.entries(setting).filter(([field]) => EDITABLE.includes(field)));

/** A staff save in the admin (the content manager's single-type update), in `locale`. */
function staffSave(data: Record<string, unknown>, locale = 'en') {
  return fetch(`${cms.url}${SETTING}?locale=${locale}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(data),
  });
}

describe('GET /api/shop-setting', () => {
  it('answers anyone the setting seeded from the environment, numbers in E.164, in English or Arabic', async () => {
    expect(await shown()).toMatchObject({
      whatsapp: '+971500000123',
      phone: '+97143000000',
      email: 'info@outlet-shop.example',
      address: 'Unit 4, Dubai Industrial City',
      instagram_url: 'https://www.instagram.com/',
    });
    expect(await shown('?locale=ar')).toMatchObject({
      whatsapp: '+971500000123',
      address: 'الوحدة 4، مدينة دبي الصناعية',
      opening_hours: 'يومياً من 9:00 إلى 21:00',
    });
  });

  it('lets nobody but staff change it', async () => {
    const response = await fetch(`${cms.url}/api/shop-setting`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { whatsapp: '+971500000666' } }),
    });
    expect([403, 404, 405]).toContain(response.status);
    expect((await shown()).whatsapp).toBe('+971500000123');
  });

  it('serves a staff edit at once: the cached answer is purged', async () => {
    await shown();
    const saved = await staffSave({
      ...editable(await shown()),
      whatsapp: '+971 50 000 0999',
      phone: '+971 4 880 0001',
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await shown()).toMatchObject({ whatsapp: '+971500000999', phone: '+97148800001' });
    const arabic = await staffSave({ address: 'الوحدة 5، مدينة دبي الصناعية' }, 'ar');
    expect(arabic.status).toBe(200);
    expect(await shown('?locale=ar')).toMatchObject({
      address: 'الوحدة 5، مدينة دبي الصناعية',
      whatsapp: '+971500000999',
    });
    expect((await shown()).address).toBe('Unit 4, Dubai Industrial City');
  });

  it.each([
    [{ whatsapp: '0500000000' }, 'WhatsApp must be a valid international number'],
    [{ phone: '+971 4 000 0000' }, 'Phone must be a valid international number'],
    [{ instagram_url: 'http://instagram.com/outlet' }, 'The instagram link must be a full https:// address'],
    [{ facebook_url: 'javascript:alert(1)' }, 'The facebook link must be a full https:// address'],
  ])('refuses a staff save of %j with a message naming the field, and keeps the setting', async (change, message) => {
    const before = await shown();
    const saved = await staffSave({ ...editable(before), ...change });
    expect(saved.status).toBe(400);
    const body = (await saved.json()) as { error: { message: string; details: { errors: { path: string[] }[] } } };
    expect(body.error.message).toContain(message);
    expect(body.error.details.errors.map((error) => error.path[0])).toEqual(Object.keys(change));
    expect(await shown()).toEqual(before);
  });
});

describe('the supplier and mailboxes in the setting (docs/decisions/084)', () => {
  const forServices = (token = 'dev-cms-service-token') =>
    fetch(`${cms.url}/api/services/shop-setting`, { headers: { Authorization: `Bearer ${token}` } });

  it('starts from the environment, shows the supplier to anyone and the mailboxes to the checkout only', async () => {
    const shownEnglish = (await shown()) as unknown as Record<string, unknown>;
    expect(shownEnglish).toMatchObject({ supplier_trn: '100222233334443', supplier_name: 'Outlet Shop Trading LLC' });
    expect(shownEnglish).not.toHaveProperty('orders_mailbox');
    expect(shownEnglish).not.toHaveProperty('stock_mailbox');
    expect(((await shown('?locale=ar')) as unknown as Record<string, unknown>).supplier_name).toBe(
      'أوتلت شوب للتجارة ذ.م.م',
    );
    expect((await forServices('wrong')).status).toBe(401);
    const answer = await forServices();
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as {
      data: {
        supplier: Record<string, string>;
        mailboxes: Record<string, string>;
        contact: { ar: Record<string, string> };
      };
    };
    expect(data.supplier).toMatchObject({ trn: '100222233334443', nameAr: 'أوتلت شوب للتجارة ذ.م.م' });
    expect(data.mailboxes).toEqual({ orders: 'desk@outlet-shop.example', stock: 'stock@outlet-shop.example' });
    expect(data.contact.ar.address).toBe((await shown('?locale=ar')).address);
  });

  it("answers staff's supplier and mailboxes once saved, and refuses a TRN or mailbox nobody could use", async () => {
    const refused = await staffSave({ supplier_trn: '1234', stock_mailbox: 'stock at shop' });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { details: { errors: { path: string[] }[] } } };
    expect(body.error.details.errors.map((error) => error.path[0])).toEqual(['supplier_trn', 'stock_mailbox']);
    const saved = await staffSave({ supplier_trn: '100 9999 9999 9993', stock_mailbox: 'shelves@outlet-shop.example' });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const arabic = await staffSave({ supplier_address: 'مستودع 7، دبي' }, 'ar');
    expect(arabic.status).toBe(200);
    const { data } = (await (await forServices()).json()) as {
      data: { supplier: Record<string, string>; mailboxes: Record<string, string> };
    };
    expect(data.supplier).toMatchObject({ trn: '100999999999993', addressAr: 'مستودع 7، دبي' });
    expect(data.mailboxes.stock).toBe('shelves@outlet-shop.example');
  });
});
