import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms, type TestCms } from './strapi-harness';

/*
 * The shop setting's delivery promise (docs/decisions/077) on the real CMS and PostgreSQL: seeded
 * from the environment with the UAE's fixed public holidays, read by anyone (holidays included),
 * edited by staff in the admin, which refuses values the storefront could not turn into dates.
 */

const SETTING = '/content-manager/single-types/api::shop-setting.shop-setting';
let cms: TestCms;
let token: string;

beforeAll(async () => {
  cms = await startTestCms({ SHOP_DELIVERY_CUTOFF_TIME: '13:30', SHOP_DELIVERY_DAYS_MAX: '3' });
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

interface Holiday {
  date: string;
  name_en: string;
  name_ar: string;
}
interface PublicSetting {
  whatsapp: string;
  delivery_cutoff_time: string;
  delivery_working_days: string[];
  delivery_days_min: number;
  delivery_days_max: number;
  public_holidays: Holiday[];
}

/** The setting as a shopper's browser reads it. */
async function shown(query = ''): Promise<PublicSetting> {
  const response = await fetch(`${cms.url}/api/shop-setting${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: PublicSetting }).data;
}

/** The delivery fields as the admin sends them back on a save (holidays without their ids). */
const deliveryOf = (setting: PublicSetting) => ({
  delivery_cutoff_time: setting.delivery_cutoff_time,
  delivery_working_days: setting.delivery_working_days,
  delivery_days_min: setting.delivery_days_min,
  delivery_days_max: setting.delivery_days_max,
  public_holidays: setting.public_holidays.map(({ date, name_en, name_ar }) => ({ date, name_en, name_ar })),
});

/** A staff save in the admin (the content manager's single-type update). */
function staffSave(data: Record<string, unknown>) {
  return fetch(`${cms.url}${SETTING}?locale=en`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(data),
  });
}

describe('the delivery promise in the shop setting', () => {
  it('answers anyone the seeded cut-off, working days, delivery days and holidays, in English and Arabic', async () => {
    const setting = await shown();
    expect(setting).toMatchObject({
      delivery_cutoff_time: '13:30:00',
      delivery_working_days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      delivery_days_min: 1,
      delivery_days_max: 3,
    });
    expect(setting.public_holidays).toContainEqual(
      expect.objectContaining({ date: '2026-12-02', name_en: 'National Day', name_ar: 'عيد الاتحاد' }),
    );
    expect(deliveryOf(await shown('?locale=ar'))).toEqual(deliveryOf(setting));
  });

  it('serves a staff edit of the holidays and days at once', async () => {
    const before = await shown();
    const eid = { date: '2027-03-10', name_en: 'Eid al-Fitr', name_ar: 'عيد الفطر' };
    const saved = await staffSave({
      ...deliveryOf(before),
      delivery_working_days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
      public_holidays: [...deliveryOf(before).public_holidays, eid],
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const after = await shown();
    expect(after.delivery_working_days).toContain('saturday');
    expect(after.public_holidays).toContainEqual(expect.objectContaining(eid));
    expect(after.whatsapp).toBe(before.whatsapp);
  });

  it.each([
    [{ delivery_working_days: ['monday', 'funday'] }, 'delivery_working_days', 'Working days are day names'],
    [{ delivery_working_days: [] }, 'delivery_working_days', 'Choose at least one working day'],
    [{ delivery_days_min: 4, delivery_days_max: 2 }, 'delivery_days_max', 'cannot be below the fewest'],
    [
      { public_holidays: [{ date: '2027-03-10', name_en: 'Eid al-Fitr', name_ar: ' ' }] },
      'public_holidays',
      'Give the holiday an Arabic name',
    ],
  ])(
    'refuses a staff save of %j with a message naming the field, and keeps the setting',
    async (change, field, message) => {
      const before = await shown();
      const saved = await staffSave({ ...deliveryOf(before), ...change });
      expect(saved.status).toBe(400);
      const body = (await saved.json()) as { error: { message: string; details: { errors: { path: string[] }[] } } };
      expect(body.error.message).toContain(message);
      expect(body.error.details.errors.map((error) => error.path[0])).toContain(field);
      expect(await shown()).toEqual(before);
    },
  );

  it('gives a setting made before the delivery promise its defaults once, and keeps a promise staff saved', async () => {
    const uid = 'api::shop-setting.shop-setting';
    const service = cms.strapi.service(uid) as unknown as { seedDefaults(): Promise<void> };
    await service.seedDefaults();
    expect((await shown()).delivery_working_days).toContain('saturday');
    // A setting from before: its delivery fields empty.
    await cms.strapi.db
      .query(uid)
      .updateMany({ where: {}, data: { delivery_cutoff_time: null, delivery_days_max: null } });
    await service.seedDefaults();
    expect(await shown()).toMatchObject({
      delivery_cutoff_time: '13:30:00',
      delivery_working_days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      delivery_days_max: 3,
    });
  });

  it('checks a partial save against the days it keeps', async () => {
    const saved = await staffSave({ delivery_days_min: 9 });
    expect(saved.status).toBe(400);
    expect(((await saved.json()) as { error: { message: string } }).error.message).toContain(
      'cannot be below the fewest',
    );
  });
});
