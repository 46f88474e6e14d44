import { describe, expect, it } from 'vitest';
import { type DeliverySettings, estimateDelivery, UAE_WORKING_DAYS } from './delivery-promise.ts';
import { deliverySettingWireSchema, toDeliverySettings } from './delivery-setting.ts';

/** Monday to Friday, cut-off 14:00 Dubai, 1 to 2 working days, the UAE's December holidays. */
const SETTINGS: DeliverySettings = {
  cutoffTime: '14:00',
  workingDays: UAE_WORKING_DAYS,
  deliveryDays: { min: 1, max: 2 },
  holidays: ['2026-12-01', '2026-12-02', '2026-12-03'],
};

/** An instant given on the shop's clock (Asia/Dubai is UTC+4 all year). */
const dubai = (local: string) => new Date(`${local}+04:00`);

describe('estimateDelivery', () => {
  it('dispatches a weekday order before the cut-off the same day and counts working days from it', () => {
    // Wednesday 25 November 2026.
    expect(estimateDelivery(dubai('2026-11-25T09:30:00'), SETTINGS)).toEqual({
      dispatch: '2026-11-25',
      earliest: '2026-11-26',
      latest: '2026-11-27',
    });
  });

  it('counts an order exactly at the cut-off as after it, a second before as before it', () => {
    expect(estimateDelivery(dubai('2026-11-25T14:00:00'), SETTINGS).dispatch).toBe('2026-11-26');
    expect(estimateDelivery(dubai('2026-11-25T13:59:59'), SETTINGS).dispatch).toBe('2026-11-25');
  });

  it('spans the weekend: a Thursday order arrives Friday at the earliest, Monday at the latest', () => {
    expect(estimateDelivery(dubai('2026-11-19T10:00:00'), SETTINGS)).toEqual({
      dispatch: '2026-11-19',
      earliest: '2026-11-20',
      latest: '2026-11-23',
    });
  });

  it('moves a Friday order after the cut-off to Monday, and past the National Day holidays', () => {
    expect(estimateDelivery(dubai('2026-11-27T15:00:00'), SETTINGS)).toEqual({
      dispatch: '2026-11-30',
      earliest: '2026-12-04',
      latest: '2026-12-07',
    });
    // A weekend order waits for Monday too.
    expect(estimateDelivery(dubai('2026-11-28T08:00:00'), SETTINGS).dispatch).toBe('2026-11-30');
  });

  it('skips a run of holidays such as Eid, whatever the time of day', () => {
    const eid = { ...SETTINGS, holidays: ['2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12'] };
    // Monday 8 March 2027 after the cut-off: Tuesday to Friday are Eid, then the weekend.
    expect(estimateDelivery(dubai('2027-03-08T16:00:00'), eid)).toEqual({
      dispatch: '2027-03-15',
      earliest: '2027-03-16',
      latest: '2027-03-17',
    });
    // An order placed on a holiday morning is not dispatched that day.
    expect(estimateDelivery(dubai('2027-03-10T08:00:00'), eid).dispatch).toBe('2027-03-15');
  });

  it("reads the date on the shop's clock, not UTC's", () => {
    // 21:30 UTC on Wednesday is 01:30 on Thursday in Dubai: before Thursday's cut-off.
    expect(estimateDelivery(new Date('2026-11-25T21:30:00Z'), SETTINGS).dispatch).toBe('2026-11-26');
  });

  it('follows the working days staff set: a Saturday that works, same-day delivery', () => {
    const sixDays = {
      ...SETTINGS,
      workingDays: [...UAE_WORKING_DAYS, 'saturday' as const],
      deliveryDays: { min: 0, max: 1 },
    };
    expect(estimateDelivery(dubai('2026-11-28T10:00:00'), sixDays)).toEqual({
      dispatch: '2026-11-28',
      earliest: '2026-11-28',
      latest: '2026-11-30',
    });
  });

  it('refuses settings that leave no working day', () => {
    expect(() => estimateDelivery(dubai('2026-11-25T10:00:00'), { ...SETTINGS, workingDays: [] })).toThrow(
      /no working day/,
    );
  });
});

describe('the delivery fields of the shop setting', () => {
  const wire = {
    delivery_cutoff_time: '14:00:00.000',
    delivery_working_days: ['monday', 'tuesday'],
    delivery_days_min: 1,
    delivery_days_max: 3,
    public_holidays: [{ date: '2026-12-02', name_en: 'National Day', name_ar: 'عيد الاتحاد' }],
  };

  it("reads Strapi's time to the minute and the holidays' dates", () => {
    expect(toDeliverySettings(wire)).toEqual({
      cutoffTime: '14:00',
      workingDays: ['monday', 'tuesday'],
      deliveryDays: { min: 1, max: 3 },
      holidays: ['2026-12-02'],
    });
  });

  it.each([
    [{ delivery_cutoff_time: '25:00' }, 'delivery_cutoff_time', 'such as 14:00'],
    [{ delivery_working_days: ['monday', 'funday'] }, 'delivery_working_days', 'day names'],
    [{ delivery_working_days: [] }, 'delivery_working_days', 'at least one working day'],
    [{ delivery_working_days: ['monday', 'monday'] }, 'delivery_working_days', 'once'],
    [{ delivery_days_min: 4 }, 'delivery_days_max', 'cannot be below the fewest'],
    [{ delivery_days_max: 90 }, 'delivery_days_max', 'cannot be above 20'],
    [{ public_holidays: [{ date: '2026-02-30', name_en: 'X', name_ar: 'س' }] }, 'public_holidays', '2026-12-02'],
    [{ public_holidays: [{ date: '2026-12-02', name_en: ' ', name_ar: 'س' }] }, 'public_holidays', 'English name'],
  ])('refuses %j naming the field and saying why', (change, field, message) => {
    const result = deliverySettingWireSchema.safeParse({ ...wire, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path[0]).toBe(field);
    expect(issue?.message).toContain(message);
  });
});
