import { LISTING_SORTS, type ListingSort } from '@outlet-shop/shop-rules';
import { useTranslation } from '@/lib/i18n';

/** Each order's words in the select (locales/<lang>/common.json `listing.sort`). */
const SORT_TEXT = {
  'price:asc': 'listing.sort.priceAsc',
  'price:desc': 'listing.sort.priceDesc',
  newest: 'listing.sort.newest',
} as const satisfies Record<ListingSort, string>;

/**
 * The listing's order (docs/product.md 2 Sort, docs/decisions/076): a labelled native select of
 * {@link LISTING_SORTS}; the listing keeps the choice in the page's `?sort=`.
 */
export function ListingSortSelect({
  value,
  onChange,
  isDisabled = false,
}: {
  value: ListingSort;
  onChange: (sort: ListingSort) => void;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <label className="field listing__sort">
      <span className="field__label">{t('listing.sort.label')}</span>
      <select value={value} disabled={isDisabled} onChange={(event) => onChange(event.target.value as ListingSort)}>
        {LISTING_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_TEXT[sort])}
          </option>
        ))}
      </select>
    </label>
  );
}
