import { MarketingPage } from './marketing-page';

/** `/chocolate-chips` (docs/product.md 2): shop links to products 6 to 10. */
export default function ChocolateChipsRoute() {
  return (
    <MarketingPage
      title="Chocolate chips"
      description="Dark, milk, white and sugar-free chocolate chips for baking. Shop them at Outlet Shop."
      intro={
        <>
          <p>Chips made with real cocoa butter that hold their shape in the oven and melt in the mouth.</p>
          <ul>
            <li>For cookies, muffins, brownies, pancakes and banana bread.</li>
            <li>Dark, milk, white and semi-sweet, plus a sugar-free dark chip.</li>
            <li>Resealable packs: keep them cool and dry, away from sunlight.</li>
          </ul>
        </>
      }
      productIds={[6, 7, 8, 9, 10]}
    />
  );
}
