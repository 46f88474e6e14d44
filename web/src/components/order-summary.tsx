import { lineTextsIn, type OrderView } from '@outlet-shop/shop-rules';
import { formatMoney } from '@/lib/format-money';
import { locale, useTranslation } from '@/lib/i18n';

/** What an order's summary shows: its lines and totals in fils (the order view's fields). */
export type OrderSummaryFields = Pick<
  OrderView,
  'products' | 'itemsTotalFils' | 'discountFils' | 'deliveryFeeFils' | 'totalFils' | 'vatFils'
>;

/**
 * A paid order's lines (titles and weights in the page's language, as the order recorded them),
 * items total, discount, delivery fee, total paid and the VAT it contains (docs/product.md 2
 * /succsess, "Order status"), on the confirmation page and the order status page. Its texts are
 * the checkout's, which both pages load.
 */
export function OrderSummary({ order }: { order: OrderSummaryFields }) {
  const { t } = useTranslation('checkout');
  return (
    <>
      <ul className="confirmation__lines">
        {order.products.map((line) => {
          // The line as the order recorded it in the page's language (docs/decisions/078).
          const { title, weight } = lineTextsIn(line, locale);
          return (
            <li key={line.id}>
              <span>{t('confirmation.line', { quantity: line.quantity, title, weight: weight ?? '' })}</span>
              <span className="money">{formatMoney(line.lineTotalFils)}</span>
            </li>
          );
        })}
      </ul>
      <dl className="totals">
        <div>
          <dt>{t('totals.itemsPaid')}</dt>
          <dd>{formatMoney(order.itemsTotalFils)}</dd>
        </div>
        {order.discountFils > 0 ? (
          <div>
            <dt>{t('totals.discount')}</dt>
            <dd>{formatMoney(-order.discountFils)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('totals.deliveryFee')}</dt>
          <dd>{order.deliveryFeeFils === 0 ? t('totals.free') : formatMoney(order.deliveryFeeFils)}</dd>
        </div>
        <div className="totals__total">
          <dt>{t('totals.totalPaid')}</dt>
          <dd>{formatMoney(order.totalFils)}</dd>
        </div>
      </dl>
      <p className="hint">{t('totals.vat', { vat: formatMoney(order.vatFils) })}</p>
    </>
  );
}
