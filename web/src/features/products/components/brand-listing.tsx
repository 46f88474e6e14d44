import { useMemo, useState } from 'react';
import { ProductGrid } from '@/components/product-card';
import { useBrandProducts } from '../api/get-brand-products';
import { useCategory } from '../api/get-category';
import { useSubCategories } from '../api/get-sub-categories';
import { SubCategoryFilter } from './sub-category-filter';

/**
 * A brand or category listing (SPEC.md 2): the category's title, a case-insensitive title
 * search, sub-category checkboxes, 'Loading...', 'No products found.', in-stock first.
 */
export function BrandListing({ categoryId, fallbackTitle }: { categoryId: number; fallbackTitle: string }) {
  const [search, setSearch] = useState('');
  const [checkedIds, setCheckedIds] = useState<number[]>([]);
  const category = useCategory(categoryId);
  const subCategories = useSubCategories(categoryId);
  const products = useBrandProducts(categoryId, checkedIds);

  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (products.data ?? []).filter((product) => product.title.toLowerCase().includes(needle));
  }, [products.data, search]);

  const toggle = (id: number) =>
    setCheckedIds((ids) => (ids.includes(id) ? ids.filter((checked) => checked !== id) : [...ids, id]));

  return (
    <div className="listing">
      <h1 className="page-title">{category.data?.title ?? fallbackTitle}</h1>
      <div className="listing__layout">
        <aside className="listing__filters" aria-label="Filters">
          <label className="field">
            <span className="field__label">Search products</span>
            <input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search by name"
            />
          </label>
          <SubCategoryFilter subCategories={subCategories.data ?? []} checkedIds={checkedIds} onToggle={toggle} />
        </aside>
        <section className="listing__results" aria-live="polite" aria-busy={products.isFetching}>
          {products.isPending ? <p role="status">Loading...</p> : null}
          {products.isError ? <p className="error-text">Something went wrong!</p> : null}
          {products.data && visible.length === 0 ? <p>No products found.</p> : null}
          {visible.length > 0 ? <ProductGrid products={visible} priorityCount={4} /> : null}
        </section>
      </div>
    </div>
  );
}
