import { useTranslation } from '@/lib/i18n';
import type { Category } from '../api/get-category';

interface SubCategoryFilterProps {
  subCategories: Category[];
  checkedIds: number[];
  onToggle: (id: number) => void;
}

/** The listing's sub-category checkboxes (docs/product.md 2); hidden when the category has none. */
export function SubCategoryFilter({ subCategories, checkedIds, onToggle }: SubCategoryFilterProps) {
  const { t } = useTranslation();
  if (subCategories.length === 0) return null;
  return (
    <fieldset className="checkbox-group">
      <legend>{t('listing.categories')}</legend>
      {subCategories.map((sub) => (
        <label key={sub.id} className="checkbox">
          <input type="checkbox" checked={checkedIds.includes(sub.id)} onChange={() => onToggle(sub.id)} />
          {sub.title}
        </label>
      ))}
    </fieldset>
  );
}
