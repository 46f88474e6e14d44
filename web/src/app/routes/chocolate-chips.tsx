import { MarketingPage } from './marketing-page';

/** `/chocolate-chips` (SPEC.md 2): shop links to products 6 to 10. */
export default function ChocolateChipsRoute() {
  return (
    <MarketingPage
      title="Chocolate chips"
      description="Chocolate chips for baking: dark, milk and white. Shop them at Outlet Shop."
      intro={<p>Chips that hold their shape in the oven, for cookies, muffins and brownies.</p>}
      products={[6, 7, 8, 9, 10].map((id) => ({ id, name: `Chocolate chips ${id - 5}` }))}
    />
  );
}
