import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';

/** `/about` (SPEC.md 2). */
export default function AboutRoute() {
  return (
    <article className="card prose">
      <PageMeta
        title="About us"
        description="Outlet Shop is the factory outlet of a UAE confectionery and snacks group."
      />
      <h1 className="page-title">About us</h1>
      <p>
        Outlet Shop is the online factory outlet of a UAE confectionery and snacks group. Our brands, from Arabian
        Delights and Chocodate to Wishes, XL, Raja, Zein and Dara, are made in the Emirates and loved across the region.
      </p>
      <p>
        Buying straight from the makers means fresh stock and outlet prices. Visit the factory outlet in Dubai
        Industrial City, or order here and we deliver to every emirate.
      </p>
      <Link to={paths.brand.getHref(1)} className="button button--primary">
        Shop all products
      </Link>
    </article>
  );
}
