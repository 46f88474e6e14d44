import { formatAed } from '@outlet-shop/shop-rules';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useOrder } from '../api/get-order';

/**
 * The order confirmed page (docs/product.md 2 /succsess): reference, lines, totals and VAT from
 * `GET /checkout/v1/orders/:ref?session_id=`, the tax invoice (a signed link, issue 15), and
 * Continue Shopping.
 */
export function OrderConfirmation({ reference, sessionId }: { reference: string; sessionId: string }) {
  const order = useOrder(reference, sessionId);
  return (
    <section className="card confirmation" aria-labelledby="confirmation-title">
      <h1 id="confirmation-title" className="page-title">
        Thank you! Your order is confirmed
      </h1>
      <p>
        Order reference: <strong>{reference}</strong>
      </p>
      {order.isPending && reference ? <Spinner label="Loading your order..." /> : null}
      {order.isError ? <p className="hint">We could not load the order details: {errorMessage(order.error)}</p> : null}
      {order.data ? (
        <>
          <ul className="confirmation__lines">
            {order.data.products.map((line) => (
              <li key={line.id}>
                <span>
                  {line.quantity} x {line.title} {line.weight ?? ''}
                </span>
                <span>{formatAed(line.lineTotalFils)}</span>
              </li>
            ))}
          </ul>
          <dl className="totals">
            <div>
              <dt>Items</dt>
              <dd>{formatAed(order.data.itemsTotalFils)}</dd>
            </div>
            {order.data.discountFils > 0 ? (
              <div>
                <dt>Discount</dt>
                <dd>-{formatAed(order.data.discountFils)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Delivery fee</dt>
              <dd>{order.data.deliveryFeeFils === 0 ? 'Free' : formatAed(order.data.deliveryFeeFils)}</dd>
            </div>
            <div className="totals__total">
              <dt>Total paid</dt>
              <dd>{formatAed(order.data.totalFils)}</dd>
            </div>
          </dl>
          <p className="hint">All prices include 5% VAT ({formatAed(order.data.vatFils)} VAT included).</p>
          {order.data.invoice_url && order.data.invoice_number ? (
            <p>
              <a href={order.data.invoice_url} target="_blank" rel="noopener">
                Download your tax invoice {order.data.invoice_number} (PDF)
              </a>
            </p>
          ) : null}
          <p>
            Delivery to {order.data.destination_address_name}, {order.data.destination_address_house_no},{' '}
            {order.data.destination_address_area}, {order.data.destination_address_city}.
          </p>
        </>
      ) : null}
      <Link to={paths.brand.getHref(1)} className="button button--primary">
        Continue Shopping
      </Link>
    </section>
  );
}
