import { CmsPage } from '@/features/pages/components/cms-page';

/** `/terms-&-conditions` (docs/product.md 2): text staff edit in the CMS (page `terms-and-conditions`). */
export default function TermsRoute() {
  return (
    <CmsPage
      slug="terms-and-conditions"
      fallbackTitle="Terms & Conditions"
      fallbackDescription="The terms of sale of Outlet Shop: orders, prices, delivery and returns."
    />
  );
}
