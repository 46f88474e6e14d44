import { formatAed } from '@outlet-shop/shop-rules';
import { locale } from './i18n';

const arabicAed = new Intl.NumberFormat('ar-AE-u-nu-latn', { style: 'currency', currency: 'AED' });
const arabicWholeAed = new Intl.NumberFormat('ar-AE-u-nu-latn', {
  style: 'currency',
  currency: 'AED',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * An amount in fils as the page's language writes it: 'AED 24.50' in English (docs/product.md 9,
 * `formatAed`), '24.50 د.إ.' in Arabic (Intl, Western digits as UAE shops print them).
 */
export function formatMoney(fils: number): string {
  return locale === 'ar' ? arabicAed.format(Math.trunc(fils) / 100) : formatAed(fils);
}

/**
 * A figure of the shop's rules as its texts quote it (a delivery fee or tier, `DELIVERY_TIERS`):
 * whole dirhams without decimals, 'AED 10' ('10 د.إ.' in Arabic), otherwise as {@link formatMoney}.
 */
export function formatRuleAmount(fils: number): string {
  if (fils % 100 !== 0) return formatMoney(fils);
  return locale === 'ar' ? arabicWholeAed.format(fils / 100) : `AED ${fils / 100}`;
}
