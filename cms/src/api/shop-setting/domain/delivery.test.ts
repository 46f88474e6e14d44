import { describe, expect, it } from 'vitest';
import { checkDeliverySetting, deliveryDefaults } from './delivery';

describe('the delivery promise of the shop setting', () => {
  it('starts as Monday to Friday, 14:00, 1 to 2 working days, with the fixed UAE holidays', () => {
    const defaults = deliveryDefaults(() => undefined);
    expect(defaults).toMatchObject({
      delivery_cutoff_time: '14:00:00.000',
      delivery_working_days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      delivery_days_min: 1,
      delivery_days_max: 2,
    });
    expect(defaults.public_holidays.map((holiday) => holiday.date)).toContain('2027-12-02');
  });

  it('fails the start naming the environment key of a bad default', () => {
    expect(() => deliveryDefaults((key) => (key === 'SHOP_DELIVERY_WORKING_DAYS' ? 'mon,tue' : undefined))).toThrow(
      /SHOP_DELIVERY_WORKING_DAYS/,
    );
    expect(() => deliveryDefaults((key) => (key === 'SHOP_DELIVERY_DAYS_MIN' ? 'two' : undefined))).toThrow(
      /SHOP_DELIVERY_DAYS_MIN/,
    );
  });

  it('checks a partial save with the fields it keeps, and leaves a save without delivery fields alone', () => {
    const stored = deliveryDefaults(() => undefined);
    expect(checkDeliverySetting({ delivery_days_min: 5 }, stored)).toEqual([
      { field: 'delivery_days_max', message: 'The most working days a delivery takes cannot be below the fewest' },
    ]);
    expect(checkDeliverySetting({ delivery_days_min: 2 }, stored)).toEqual([]);
    expect(checkDeliverySetting({ phone: '+97148800000' }, null)).toEqual([]);
  });

  it('names the holiday row a staff member got wrong', () => {
    const stored = deliveryDefaults(() => undefined);
    const [problem] = checkDeliverySetting(
      { public_holidays: [...stored.public_holidays, { date: '2027-02-30', name_en: 'X', name_ar: 'س' }] },
      stored,
    );
    expect(problem?.field).toBe('public_holidays');
    expect(problem?.message).toContain('(holiday 9)');
  });
});
