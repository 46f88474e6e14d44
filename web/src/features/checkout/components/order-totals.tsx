import { DELIVERY_TIERS, deliveryNudges, type OrderTotals, type Prize } from '@outlet-shop/shop-rules';
import { formatMoney, formatRuleAmount } from '@/lib/format-money';
import { useTranslation } from '@/lib/i18n';

/**
 * The checkout's money block (docs/product.md 2, 9; docs/architecture.md 3): items, discount, delivery fee,
 * total, the VAT it contains, and the delivery nudges. Display only: the server re-prices. `prize` is the
 * coupon's prize the totals were priced with (null without one): the nudges say how much more in items
 * to add, which the 50% prize halves before the delivery tiers apply (docs/product.md 9).
 */
export function OrderTotalsView({ totals, prize }: { totals: OrderTotals; prize: Prize | null }) {
  const { t } = useTranslation('checkout');
  const nudges = deliveryNudges(totals.itemsTotalFils, prize);
  return (
    <section className="totals" aria-label={t('totals.label')}>
      <dl>
        <div>
          <dt>{t('totals.items', { count: totals.numPieces })}</dt>
          <dd>{formatMoney(totals.itemsTotalFils)}</dd>
        </div>
        {totals.discountFils > 0 ? (
          <div className="totals__discount">
            <dt>{t('totals.discount')}</dt>
            <dd>{formatMoney(-totals.discountFils)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('totals.deliveryFee')}</dt>
          <dd>{totals.deliveryFeeFils === 0 ? t('totals.free') : formatMoney(totals.deliveryFeeFils)}</dd>
        </div>
        <div className="totals__total">
          <dt>{t('totals.total')}</dt>
          <dd>{formatMoney(totals.totalFils)}</dd>
        </div>
      </dl>
      <p className="hint">{t('totals.vat', { vat: formatMoney(totals.vatFils) })}</p>
      {totals.numPieces > 0 && nudges.toFreeDeliveryFils > 0 ? (
        <p className="nudge">
          {t('totals.nudge', { amount: formatMoney(nudges.toFreeDeliveryFils) })}
          {nudges.toReducedFeeFils > 0
            ? t('totals.nudgeReduced', {
                amount: formatMoney(nudges.toReducedFeeFils),
                fee: formatRuleAmount(DELIVERY_TIERS.reducedFeeFils),
              })
            : ''}
        </p>
      ) : null}
    </section>
  );
}
