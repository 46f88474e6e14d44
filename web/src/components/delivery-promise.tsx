import { type DeliveryEstimate, estimateDelivery, SHOP_TIME_ZONE } from '@outlet-shop/shop-rules';
import { useEffect, useState } from 'react';
import { locale, useTranslation } from '@/lib/i18n';
import { useShopSetting } from '@/lib/shop-setting';

/** How often an open page looks at the clock again: the estimate moves at the cut-off and at midnight. */
const CLOCK_INTERVAL_MS = 60_000;

/** 'Tue 1 – Wed 2 Dec' in English; Arabic names with Western digits, as the shop's prices are written. */
const dayFormats = {
  en: new Intl.DateTimeFormat('en-AE', { weekday: 'short', day: 'numeric', month: 'short', timeZone: SHOP_TIME_ZONE }),
  ar: new Intl.DateTimeFormat('ar-AE-u-nu-latn', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: SHOP_TIME_ZONE,
  }),
};

/** A calendar date (`YYYY-MM-DD`) as an instant inside that day in Dubai. */
const middayInDubai = (date: string) => new Date(`${date}T12:00:00+04:00`);

/** The estimate's dates in the page's language: one day, or the range from the earliest to the latest. */
export function formatDeliveryDates({ earliest, latest }: DeliveryEstimate): string {
  const format = dayFormats[locale];
  return earliest === latest
    ? format.format(middayInDubai(earliest))
    : format.formatRange(middayInDubai(earliest), middayInDubai(latest));
}

/** Where the dates go in the sentence: the text's placeholder, split around so the dates get their own box. */
const DATES_MARK = '\u2063';

/**
 * This browser's clock, read after hydration and once a minute; null during the server's render and
 * the hydration, so the HTML never holds a date the browser would compute differently.
 */
function useClock(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), CLOCK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * 'Estimated delivery: Tue 1 – Wed 2 Dec' (docs/product.md "Delivery promise"): when an order placed
 * now arrives, from the shop setting's cut-off, working days, delivery days and public holidays
 * (the shop rules' `estimateDelivery`, Asia/Dubai). Its line keeps its room while the setting and
 * the clock are read, so nothing below it moves; nothing is promised when the setting has no
 * valid delivery promise.
 */
export function DeliveryPromise() {
  const { t } = useTranslation();
  const { data: setting } = useShopSetting();
  const now = useClock();
  const estimate = now && setting?.delivery ? estimateDelivery(now, setting.delivery) : null;
  if (!estimate) return <p className="delivery-promise" />;
  const [before, after] = t('delivery.estimate', { dates: DATES_MARK }).split(DATES_MARK);
  return (
    <p className="delivery-promise">
      {before}
      {/* One box: a narrow screen moves the dates to the next line whole, not split at the dash. */}
      <span className="delivery-promise__dates">{formatDeliveryDates(estimate)}</span>
      {after}
    </p>
  );
}
