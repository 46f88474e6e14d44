import { CMS_PAGE_SLUGS } from '@/config/page-content';
import { CmsPage } from '@/features/pages/components/cms-page';
import { useTranslation } from '@/lib/i18n';

/** `/terms-&-conditions` (docs/product.md 2): text staff edit in the CMS (page `terms-and-conditions`). */
export default function TermsRoute() {
  const { t } = useTranslation();
  return (
    <CmsPage
      slug={CMS_PAGE_SLUGS.terms}
      fallbackTitle={t('pages.terms')}
      fallbackDescription={t('pages.termsDescription')}
    />
  );
}
