import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';

interface MarketingPageProps {
  title: string;
  description: string;
  intro: ReactNode;
  /** The products the page promotes: link text and product id (SPEC.md 2 marketing pages). */
  products: { id: number; name: string }[];
  children?: ReactNode;
}

/** The shape shared by the marketing landing pages: intro, product links, extras. */
export function MarketingPage({ title, description, intro, products, children }: MarketingPageProps) {
  return (
    <article className="card prose marketing">
      <PageMeta title={title} description={description} />
      <h1 className="page-title">{title}</h1>
      {intro}
      <h2>Shop the range</h2>
      <ul className="marketing__links">
        {products.map((product) => (
          <li key={product.id}>
            <Link to={paths.product.getHref(product.id)} className="button button--ghost">
              {product.name}
            </Link>
          </li>
        ))}
      </ul>
      {children}
    </article>
  );
}
