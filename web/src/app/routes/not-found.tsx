import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';

/** `/mail` and every unknown path (docs/product.md 2, 8). */
export default function NotFoundRoute() {
  return (
    <section className="card message-page">
      <PageMeta title="Page not found" description="This page does not exist." />
      <h1 className="page-title">Opps! Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home.getHref()} className="button button--primary">
        Back to Home
      </Link>
    </section>
  );
}
