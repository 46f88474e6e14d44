import { formatAed } from '@outlet-shop/shop-rules';

/** A price in `AED 12.50` form, with the old price struck through when discounted. */
export function PriceTag({ priceFils, oldPriceFils }: { priceFils: number; oldPriceFils?: number | null }) {
  return (
    <p className="price">
      <span className="price__now">{formatAed(priceFils)}</span>
      {oldPriceFils ? (
        <del className="price__old">
          <span className="visually-hidden">Was </span>
          {formatAed(oldPriceFils)}
        </del>
      ) : null}
    </p>
  );
}
