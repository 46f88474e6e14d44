import type { OrderStatusView } from '@outlet-shop/shop-rules';
import { KeptWhole } from '@/components/kept-whole';
import { OrderProgressSteps } from '@/components/order-progress';
import { OrderSummary } from '@/components/order-summary';
import { formatMoney } from '@/lib/format-money';
import { locale, useTranslation } from '@/lib/i18n';

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE' : 'en-AE', { dateStyle: 'medium', timeZone: 'Asia/Dubai' }).format(
    new Date(iso),
  );

/**
 * One order as the status page shows it (docs/decisions/075): its progress, lines, totals and VAT,
 * refunds, and the tax invoice and credit notes as signed links. The checkout service sends no
 * name, address or phone, so none is shown.
 */
export function OrderStatusDetails({ order }: { order: OrderStatusView }) {
  const { t } = useTranslation('checkout');
  const documents = [
    ...(order.invoice_url && order.invoice_number
      ? [
          {
            url: order.invoice_url,
            label: t('confirmation.invoice', { number: order.invoice_number }),
            number: order.invoice_number,
          },
        ]
      : []),
    ...order.refunds.flatMap((refund) =>
      refund.credit_note_url && refund.credit_note_number
        ? [
            {
              url: refund.credit_note_url,
              label: t('orderStatus.creditNote', { number: refund.credit_note_number }),
              number: refund.credit_note_number,
            },
          ]
        : [],
    ),
  ];
  return (
    <article className="order-status" aria-labelledby="order-status-result">
      <h2 id="order-status-result" className="card__title">
        <KeptWhole
          text={t('orderStatus.orderTitle', { reference: order.customer_reference_number })}
          value={order.customer_reference_number}
        />
      </h2>
      <OrderProgressSteps progress={order.progress} />
      <OrderSummary order={order} />
      <p>
        {t('orderStatus.deliveryCity', {
          city: t(`cities.${order.destination_address_city}` as 'cities.Dubai', {
            defaultValue: order.destination_address_city,
          }),
        })}
      </p>
      {order.refunds.length > 0 ? (
        <section aria-labelledby="order-status-refunds">
          <h3 id="order-status-refunds">{t('orderStatus.refundsTitle')}</h3>
          <ul>
            {order.refunds.map((refund) => (
              <li key={`${refund.created_at}-${refund.amount_fils}`}>
                {t('orderStatus.refund', {
                  amount: formatMoney(refund.amount_fils),
                  date: formatDate(refund.created_at),
                  state: t(`orderStatus.refundStates.${refund.status === 'succeeded' ? 'succeeded' : 'pending'}`),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {documents.length > 0 ? (
        <section aria-labelledby="order-status-documents">
          <h3 id="order-status-documents">{t('orderStatus.documentsTitle')}</h3>
          <ul>
            {documents.map((document) => (
              <li key={document.url}>
                <a href={document.url} target="_blank" rel="noopener">
                  <KeptWhole text={document.label} value={document.number} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
