import { CMS_PAGE_SLUGS } from '@/config/page-content';
import { CmsPage } from '@/features/pages/components/cms-page';
import { useTranslation } from '@/lib/i18n';

/** `/privacy-policy` (docs/product.md 2): text staff edit in the CMS (page `privacy-policy`). */
export default function PrivacyRoute() {
  const { t } = useTranslation();
  return (
    <CmsPage
      slug={CMS_PAGE_SLUGS.privacy}
      fallbackTitle={t('pages.privacy')}
      fallbackDescription={t('pages.privacyDescription')}
    />
  );
}
