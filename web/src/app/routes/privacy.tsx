import { CmsPage } from '@/features/pages/components/cms-page';

/** `/privacy-policy` (docs/product.md 2): text staff edit in the CMS (page `privacy-policy`). */
export default function PrivacyRoute() {
  return (
    <CmsPage
      slug="privacy-policy"
      fallbackTitle="Privacy Policy"
      fallbackDescription="How Outlet Shop handles your personal data."
    />
  );
}
