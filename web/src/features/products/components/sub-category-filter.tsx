import { useTranslation } from '@/lib/i18n';
import type { Category } from '../api/get-category';

interface SubCategoryFilterProps {
  subCategories: Category[];
  /** While the sub-categories load, their room is kept (phones: the box does not grow under the results). */
  isLoading?: boolean;
  checkedIds: number[];
  onToggle: (id: number) => void;
}

/**
 * The listing's sub-category checkboxes (docs/product.md 2); hidden when the category has none.
 * On phones they are chips in rows of whole chips (styles.css): two rows show, more scroll a row at
 * a time, so no category is ever cut in half.
 */
export function SubCategoryFilter({ subCategories, isLoading = false, checkedIds, onToggle }: SubCategoryFilterProps) {
  const { t } = useTranslation();
  if (subCategories.length === 0 && !isLoading) return null;
  return (
    <fieldset className="checkbox-group" aria-busy={isLoading}>
      <legend>{t('listing.categories')}</legend>
      <div className="checkbox-group__options">
        {subCategories.map((sub) => (
          <label key={sub.id} className="checkbox">
            <input type="checkbox" checked={checkedIds.includes(sub.id)} onChange={() => onToggle(sub.id)} />
            {sub.title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
