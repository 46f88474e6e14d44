import { deliveryNudges, formatAed, type OrderTotals } from '@outlet-shop/shop-rules';

/**
 * The checkout's money block (docs/product.md 2, 9; docs/architecture.md 3): items, discount, delivery fee,
 * total, the VAT it contains, and the delivery nudges. Display only: the server re-prices.
 */
export function OrderTotalsView({ totals }: { totals: OrderTotals }) {
  const nudges = deliveryNudges(totals.itemsTotalFils - totals.discountFils);
  return (
    <section className="totals" aria-label="Order totals">
      <dl>
        <div>
          <dt>Items ({totals.numPieces})</dt>
          <dd>{formatAed(totals.itemsTotalFils)}</dd>
        </div>
        {totals.discountFils > 0 ? (
          <div className="totals__discount">
            <dt>Discount</dt>
            <dd>-{formatAed(totals.discountFils)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Delivery fee</dt>
          <dd>{totals.deliveryFeeFils === 0 ? 'Free' : formatAed(totals.deliveryFeeFils)}</dd>
        </div>
        <div className="totals__total">
          <dt>Total</dt>
          <dd>{formatAed(totals.totalFils)}</dd>
        </div>
      </dl>
      <p className="hint">All prices include 5% VAT ({formatAed(totals.vatFils)} VAT included).</p>
      {totals.numPieces > 0 && nudges.toFreeDeliveryFils > 0 ? (
        <p className="nudge">
          You're just {formatAed(nudges.toFreeDeliveryFils)} away from free delivery
          {nudges.toReducedFeeFils > 0
            ? `, or add ${formatAed(nudges.toReducedFeeFils)} to slash your delivery fee to AED 10`
            : ''}
        </p>
      ) : null}
    </section>
  );
}
