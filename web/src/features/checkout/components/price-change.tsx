import { PRIZE_50_OFF } from '@outlet-shop/shop-rules';
import { formatMoney } from '@/lib/format-money';
import { useTranslation } from '@/lib/i18n';
import type { Order } from '../api/order';
import { OrderTotalsView } from './order-totals';

/**
 * Shown in the payment popup instead of the card page when the order's prices changed since it
 * was placed (docs/decisions/058): the new totals and a button to pay the new total.
 */
export function PriceChange({
  order,
  isConfirming,
  onConfirm,
}: {
  order: Order;
  isConfirming: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('checkout');
  const total = formatMoney(order.totalFils);
  return (
    <section className="price-change" aria-labelledby="price-change-title">
      <h3 id="price-change-title">{t('priceChange.title')}</h3>
      <p>{t('priceChange.text', { total })}</p>
      <OrderTotalsView
        totals={{
          itemsTotalFils: order.itemsTotalFils,
          discountFils: order.discountFils,
          deliveryFeeFils: order.deliveryFeeFils,
          totalFils: order.totalFils,
          vatFils: order.vatFils,
          numPieces: order.num_pieces,
        }}
        // The server priced a discount only for the 50% prize won with this order's e-mail.
        prize={order.discountFils > 0 ? { winItemName: PRIZE_50_OFF, isForCheckoutEmail: true } : null}
      />
      <button type="button" className="button button--primary button--wide" disabled={isConfirming} onClick={onConfirm}>
        {isConfirming ? t('pleaseWait') : t('priceChange.confirm', { total })}
      </button>
    </section>
  );
}
