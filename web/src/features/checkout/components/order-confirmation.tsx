import { useState } from 'react';
import { Link } from 'react-router-dom';
import { KeptWhole } from '@/components/kept-whole';
import { OrderProgressSteps } from '@/components/order-progress';
import { OrderSummary } from '@/components/order-summary';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useOrder } from '../api/get-order';
import { orderAccessTokenFor } from '../api/order';

/**
 * The order confirmed page (docs/product.md 2 /succsess): reference, lines, totals and VAT from
 * `GET /checkout/v1/orders/:ref?session_id=` with the access token this tab kept for the order
 * (docs/decisions/053; without it, the reference only), how far the order is now (processing,
 * paid, packed, shipped …), the tax invoice (a signed link), the link to the order status page
 * with the reference (docs/decisions/075), and Continue Shopping.
 */
export function OrderConfirmation({ reference, sessionId }: { reference: string; sessionId: string }) {
  const { t } = useTranslation('checkout');
  const [token] = useState(() => orderAccessTokenFor(reference));
  const order = useOrder(reference, sessionId, token);
  return (
    <section className="card confirmation" aria-labelledby="confirmation-title">
      <h1 id="confirmation-title" className="page-title">
        {t('confirmation.title')}
      </h1>
      <p>
        {t('confirmation.reference')}{' '}
        <strong>
          <KeptWhole text={reference} value={reference} />
        </strong>
      </p>
      {order.data?.progress ? <OrderProgressSteps progress={order.data.progress} /> : null}
      {order.isLoading ? <Spinner label={t('confirmation.loading')} /> : null}
      {order.isError ? (
        <p className="hint">{t('confirmation.loadFailed', { reason: errorMessage(order.error) })}</p>
      ) : null}
      {order.data ? (
        <>
          <OrderSummary order={order.data} />
          {order.data.invoice_url && order.data.invoice_number ? (
            <p>
              <a href={order.data.invoice_url} target="_blank" rel="noopener">
                <KeptWhole
                  text={t('confirmation.invoice', { number: order.data.invoice_number })}
                  value={order.data.invoice_number}
                />
              </a>
            </p>
          ) : null}
          <p>
            {t('confirmation.deliveryTo', {
              name: order.data.destination_address_name,
              house: order.data.destination_address_house_no,
              area: order.data.destination_address_area,
              city: t(`cities.${order.data.destination_address_city}` as 'cities.Dubai', {
                defaultValue: order.data.destination_address_city,
              }),
            })}
          </p>
        </>
      ) : null}
      {reference ? (
        <p>
          <Link to={paths.orderStatus.getHref(reference)}>{t('confirmation.statusLink')}</Link>
        </p>
      ) : null}
      <Link to={paths.brand.getHref(1)} className="button button--primary">
        {t('continueShopping', { ns: 'common' })}
      </Link>
    </section>
  );
}
