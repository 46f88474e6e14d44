import { locale } from './i18n';

const options: Intl.NumberFormatOptions = { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 };

/** Percent signs and minus in each language's order; Western digits in Arabic, as the prices are. */
const discountFormats = {
  en: new Intl.NumberFormat('en-AE', options),
  ar: new Intl.NumberFormat('ar-AE-u-nu-latn', options),
} as const;

/**
 * A discount badge's text for `percent` off (17 → '-17%'), as the page's language writes a negative
 * percentage: in Arabic with the directional marks Intl puts around it, so a right-to-left page
 * still shows '-17%' and never '17%-'. Show it in a `<bdi>` so the text around it cannot reorder it.
 */
export function formatDiscount(percent: number): string {
  return discountFormats[locale].format(-Math.abs(percent) / 100);
}
