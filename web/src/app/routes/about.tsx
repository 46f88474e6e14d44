import { CmsPage } from '@/features/pages/components/cms-page';

/** `/about` (docs/product.md 2): text staff edit in the CMS (page `about`). */
export default function AboutRoute() {
  return (
    <CmsPage
      slug="about"
      fallbackTitle="About us"
      fallbackDescription="Outlet Shop is the factory outlet of a UAE confectionery and snacks group."
    />
  );
}
