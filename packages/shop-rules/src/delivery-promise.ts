/**
 * The delivery promise (docs/product.md "Delivery promise", docs/decisions/077): the dates an order
 * placed now is expected to arrive, from the working days, the daily cut-off and the public
 * holidays staff keep in the shop setting. All in the shop's time zone, Asia/Dubai. No zod here:
 * the SPA's every page reads it (docs/decisions/090); the setting's schemas are in ./delivery-setting.ts.
 */

/** The shop's time zone: every date and the cut-off are read on its clock (UTC+4 all year). */
export const SHOP_TIME_ZONE = 'Asia/Dubai';

/** The days of the week as the setting names them, Monday first (ISO 8601 order). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The UAE working week since 2022: Monday to Friday (the weekend is Saturday and Sunday). */
export const UAE_WORKING_DAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** The most working days an estimate may span: a month of them, so a typo cannot promise next year. */
export const MAX_DELIVERY_DAYS = 20;

/** What {@link estimateDelivery} needs. */
export interface DeliverySettings {
  /** `HH:mm` on the shop's clock: an order placed before it is dispatched the same working day. */
  cutoffTime: string;
  /** The days the shop dispatches and couriers deliver. */
  workingDays: readonly Weekday[];
  /** Working days from dispatch to the door, fewest and most. */
  deliveryDays: { min: number; max: number };
  /** Dates (`YYYY-MM-DD`) on which nothing is dispatched or delivered. */
  holidays: readonly string[];
}

/** The estimate: calendar dates (`YYYY-MM-DD`) in Asia/Dubai. */
export interface DeliveryEstimate {
  /** The working day the order leaves the shop. */
  dispatch: string;
  earliest: string;
  latest: string;
}

const DAY_MS = 86_400_000;

const shopClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The shop's wall clock at `now`: the date and the minutes since midnight. */
function onShopClock(now: Date): { date: string; minutes: number } {
  const parts = Object.fromEntries(shopClock.formatToParts(now).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The calendar date `days` after `date` (both `YYYY-MM-DD`; UTC dates have no daylight saving). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function weekdayOf(date: string): Weekday {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] as Weekday;
}

/**
 * When an order placed at `now` is expected at the door (docs/product.md "Delivery promise"): it is
 * dispatched today when today is a working day that is not a holiday and the shop's clock is before
 * the cut-off (an order at the cut-off itself misses it), otherwise on the next such day; it
 * arrives `deliveryDays.min` to `deliveryDays.max` working days after dispatch (0 = the same day).
 * Throws when the settings leave no working day in a year (none chosen, or all holidays).
 */
export function estimateDelivery(now: Date, settings: DeliverySettings): DeliveryEstimate {
  const workingDays = new Set(settings.workingDays);
  const holidays = new Set(settings.holidays);
  const isWorkingDay = (date: string) => workingDays.has(weekdayOf(date)) && !holidays.has(date);
  /** The first working day on or after `date`. */
  const firstWorkingDayFrom = (date: string): string => {
    for (let day = 0; day <= 366; day += 1) {
      const candidate = addDays(date, day);
      if (isWorkingDay(candidate)) return candidate;
    }
    throw new Error('The delivery settings leave no working day within a year');
  };
  /** `count` working days after `date` (itself a working day). */
  const addWorkingDays = (date: string, count: number): string => {
    let reached = date;
    for (let day = 0; day < count; day += 1) reached = firstWorkingDayFrom(addDays(reached, 1));
    return reached;
  };

  const clock = onShopClock(now);
  const [hours, minutes] = settings.cutoffTime.split(':').map(Number) as [number, number];
  const isBeforeCutoff = clock.minutes < hours * 60 + minutes;
  const dispatch =
    isBeforeCutoff && isWorkingDay(clock.date) ? clock.date : firstWorkingDayFrom(addDays(clock.date, 1));
  return {
    dispatch,
    earliest: addWorkingDays(dispatch, settings.deliveryDays.min),
    latest: addWorkingDays(dispatch, settings.deliveryDays.max),
  };
}
