import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';

/** `/failed` (docs/product.md 2, 8): the payment failed page. */
export default function FailedRoute() {
  return (
    <section className="card message-page">
      <PageMeta title="Payment failed" description="Your payment did not go through." />
      <h1 className="page-title">Sorry payment failed!</h1>
      <p>No money was taken. Your cart is still here if you want to try again.</p>
      <Link to={paths.brand.getHref(1)} className="button button--primary">
        Continue Shopping
      </Link>
    </section>
  );
}
