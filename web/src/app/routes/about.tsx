import { CMS_PAGE_SLUGS } from '@/config/page-content';
import { CmsPage } from '@/features/pages/components/cms-page';
import { useTranslation } from '@/lib/i18n';

/** `/about` (docs/product.md 2): text staff edit in the CMS (page `about`). */
export default function AboutRoute() {
  const { t } = useTranslation();
  return (
    <CmsPage
      slug={CMS_PAGE_SLUGS.about}
      fallbackTitle={t('pages.about')}
      fallbackDescription={t('pages.aboutDescription')}
    />
  );
}
