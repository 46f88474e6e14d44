import { formatAed } from '@outlet-shop/shop-rules';
import { locale } from './i18n';

const arabicAed = new Intl.NumberFormat('ar-AE-u-nu-latn', { style: 'currency', currency: 'AED' });

/**
 * An amount in fils as the page's language writes it: 'AED 24.50' in English (docs/product.md 9,
 * `formatAed`), '24.50 د.إ.' in Arabic (Intl, Western digits as UAE shops print them).
 */
export function formatMoney(fils: number): string {
  return locale === 'ar' ? arabicAed.format(Math.trunc(fils) / 100) : formatAed(fils);
}
