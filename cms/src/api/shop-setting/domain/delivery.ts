import {
  type DeliverySettingWire,
  deliverySettingWireSchema,
  type PublicHoliday,
  UAE_WORKING_DAYS,
} from '@outlet-shop/shop-rules';

/** The shop setting's delivery fields (the wire names of docs/api.md). */
export const DELIVERY_FIELDS = [
  'delivery_cutoff_time',
  'delivery_working_days',
  'delivery_days_min',
  'delivery_days_max',
  'public_holidays',
] as const;

/** A delivery field a save may not keep, with a message staff understand. */
export interface DeliveryProblem {
  field: (typeof DELIVERY_FIELDS)[number];
  message: string;
}

/**
 * Checks the delivery fields of a shop-setting save (docs/operations.md, Shop setting) with the
 * shop rules' own schema: `data` is what the save sends, `stored` the setting as saved, read for
 * the fields a partial save leaves out (so the fewest days are compared with the most days kept).
 * A save that sends no delivery field is not checked. Returns the problems, none when it may go ahead.
 */
export function checkDeliverySetting(
  data: Record<string, unknown>,
  stored: Record<string, unknown> | null,
): DeliveryProblem[] {
  if (!DELIVERY_FIELDS.some((field) => field in data)) return [];
  const merged = Object.fromEntries(
    DELIVERY_FIELDS.map((field) => [field, field in data ? data[field] : (stored?.[field] ?? undefined)]),
  );
  merged.public_holidays ??= [];
  const result = deliverySettingWireSchema.safeParse(merged);
  if (result.success) return [];
  const problems = new Map<DeliveryProblem['field'], string>();
  for (const issue of result.error.issues) {
    const field = issue.path[0] as DeliveryProblem['field'];
    if (problems.has(field)) continue;
    const row =
      field === 'public_holidays' && typeof issue.path[1] === 'number' ? ` (holiday ${issue.path[1] + 1})` : '';
    problems.set(field, `${issue.message}${row}`);
  }
  return [...problems].map(([field, message]) => ({ field, message }));
}

/**
 * The UAE public holidays whose dates are fixed, 2026 and 2027 (Cabinet resolution on official
 * holidays). The Islamic ones (Eid al-Fitr, Arafat Day, Eid al-Adha, the Hijri New Year, the
 * Prophet's birthday) follow the moon and are announced shortly before: staff add them then, and
 * confirm these (a holiday may be moved to a weekday next to a weekend).
 */
export const UAE_FIXED_PUBLIC_HOLIDAYS: readonly PublicHoliday[] = [2026, 2027].flatMap((year) => [
  { date: `${year}-01-01`, name_en: "New Year's Day", name_ar: 'رأس السنة الميلادية' },
  { date: `${year}-12-01`, name_en: 'Commemoration Day', name_ar: 'يوم الشهيد' },
  { date: `${year}-12-02`, name_en: 'National Day', name_ar: 'عيد الاتحاد' },
  { date: `${year}-12-03`, name_en: 'National Day', name_ar: 'عيد الاتحاد' },
]);

/** Reads one setting; empty counts as unset. */
type ReadSetting = (key: string) => string | undefined;

/** The delivery fields a new shop setting starts with. */
export type DeliveryDefaults = Required<DeliverySettingWire>;

/**
 * The delivery promise's first values (docs/operations.md, Shop setting): `SHOP_DELIVERY_CUTOFF_TIME`
 * (14:00), `SHOP_DELIVERY_WORKING_DAYS` (monday,…,friday), `SHOP_DELIVERY_DAYS_MIN` (1) and
 * `SHOP_DELIVERY_DAYS_MAX` (2), and the UAE's fixed public holidays. Throws naming every key whose
 * value a save would refuse.
 */
export function deliveryDefaults(read: ReadSetting): DeliveryDefaults {
  const value = (key: string, fallback: string) => read(key)?.trim() || fallback;
  const days = (key: string, fallback: number) => {
    const text = value(key, String(fallback));
    return /^\d+$/.test(text) ? Number(text) : Number.NaN;
  };
  const cutoff = value('SHOP_DELIVERY_CUTOFF_TIME', '14:00');
  const defaults: DeliveryDefaults = {
    // Strapi keeps a time as HH:mm:ss.SSS.
    delivery_cutoff_time: /^\d\d:\d\d$/.test(cutoff) ? `${cutoff}:00.000` : cutoff,
    delivery_working_days: value('SHOP_DELIVERY_WORKING_DAYS', UAE_WORKING_DAYS.join(','))
      .split(',')
      .map((day) => day.trim().toLowerCase()) as DeliveryDefaults['delivery_working_days'],
    delivery_days_min: days('SHOP_DELIVERY_DAYS_MIN', 1),
    delivery_days_max: days('SHOP_DELIVERY_DAYS_MAX', 2),
    public_holidays: [...UAE_FIXED_PUBLIC_HOLIDAYS],
  };
  const problems = checkDeliverySetting(defaults, null);
  if (problems.length > 0) {
    const key = (field: string) => `SHOP_${field.toUpperCase()}`;
    throw new Error(`Invalid delivery defaults: ${problems.map((p) => `${key(p.field)}: ${p.message}`).join('; ')}`);
  }
  return defaults;
}
