import { z } from 'zod';
import { type DeliverySettings, MAX_DELIVERY_DAYS, WEEKDAYS } from './delivery-promise.ts';

/**
 * The shop setting's delivery fields as zod schemas (docs/api.md `GET /api/shop-setting`,
 * docs/decisions/077): checked by the CMS on every save, parsed by the SPA when it reads the
 * setting itself. The promise's dates are computed in ./delivery-promise.ts.
 */

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const isoDateSchema = z.iso.date({ error: 'Use a date such as 2026-12-02' });

/** A time of day on the shop's clock, `HH:mm`; Strapi's `HH:mm:ss.SSS` is cut to the minute. */
export const cutoffTimeSchema = z
  .string({ error: 'Give the cut-off time, such as 14:00' })
  .regex(
    /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?$/,
    'Give the cut-off time as hours and minutes, such as 14:00',
  )
  .transform((time) => time.slice(0, 5));

/** One public holiday: its date and its name in both languages. */
export const publicHolidaySchema = z.object({
  date: isoDateSchema,
  name_en: z.string().trim().min(1, 'Give the holiday an English name').max(100),
  name_ar: z.string().trim().min(1, 'Give the holiday an Arabic name').max(100),
});
export type PublicHoliday = z.infer<typeof publicHolidaySchema>;

const deliveryDays = (bound: 'fewest' | 'most') =>
  z
    .number({ error: `Give the ${bound} working days a delivery takes, 0 to ${MAX_DELIVERY_DAYS}` })
    .int()
    .min(0, `The ${bound} working days a delivery takes cannot be below 0`)
    .max(MAX_DELIVERY_DAYS, `The ${bound} working days a delivery takes cannot be above ${MAX_DELIVERY_DAYS}`);

/**
 * The shop setting's delivery fields as `GET /api/shop-setting` answers them and staff save them
 * (docs/api.md): wire names. Checked by the CMS on every save and parsed by the SPA.
 */
export const deliverySettingWireSchema = z
  .object({
    delivery_cutoff_time: cutoffTimeSchema,
    delivery_working_days: z
      .array(z.enum(WEEKDAYS, { error: `Working days are day names: ${WEEKDAYS.join(', ')}` }), {
        error: 'Working days are a list of day names, such as ["monday", "tuesday"]',
      })
      .min(1, 'Choose at least one working day')
      .refine((days) => new Set(days).size === days.length, 'Name each working day once'),
    delivery_days_min: deliveryDays('fewest'),
    delivery_days_max: deliveryDays('most'),
    public_holidays: z
      .array(publicHolidaySchema)
      .max(200)
      .refine(
        (holidays) => new Set(holidays.map((holiday) => holiday.date)).size === holidays.length,
        'List each holiday date once',
      ),
  })
  .refine((setting) => setting.delivery_days_min <= setting.delivery_days_max, {
    path: ['delivery_days_max'],
    message: 'The most working days a delivery takes cannot be below the fewest',
  });
export type DeliverySettingWire = z.input<typeof deliverySettingWireSchema>;

/** The wire's delivery fields as {@link DeliverySettings}; throws ZodError when one is invalid. */
export function toDeliverySettings(wire: unknown): DeliverySettings {
  const setting = deliverySettingWireSchema.parse(wire);
  return {
    cutoffTime: setting.delivery_cutoff_time,
    workingDays: setting.delivery_working_days,
    deliveryDays: { min: setting.delivery_days_min, max: setting.delivery_days_max },
    holidays: setting.public_holidays.map((holiday) => holiday.date),
  };
}
