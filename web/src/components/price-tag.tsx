import { formatMoney } from '@/lib/format-money';
import { useTranslation } from '@/lib/i18n';

/** A price in `AED 12.50` form (Arabic: `12.50 د.إ.`), with the old price struck through when discounted. */
export function PriceTag({ priceFils, oldPriceFils }: { priceFils: number; oldPriceFils?: number | null }) {
  const { t } = useTranslation();
  return (
    <p className="price">
      <span className="price__now">{formatMoney(priceFils)}</span>
      {oldPriceFils ? (
        <del className="price__old">
          <span className="visually-hidden">{t('price.was')}</span>
          {formatMoney(oldPriceFils)}
        </del>
      ) : null}
    </p>
  );
}
