import { MarketingPage } from './marketing-page';

/** `/nut-butter` (docs/product.md 2): shop links to products 1 to 5. */
export default function NutButterRoute() {
  return (
    <MarketingPage
      title="Nut butters"
      description="Peanut, almond, cashew and hazelnut butters made from roasted nuts and nothing else. Shop them at Outlet Shop."
      intro={
        <>
          <p>
            Our nut butters are roasted nuts, ground smooth or crunchy, with no added sugar, palm oil or preservatives.
          </p>
          <ul>
            <li>Plant protein and good fats for breakfast, sport and snacks.</li>
            <li>Spread on toast, stir into oats, blend into smoothies or bake into cookies.</li>
            <li>Natural oil may rise to the top: stir it back in, it is a sign nothing was added.</li>
          </ul>
        </>
      }
      productIds={[1, 2, 3, 4, 5]}
    />
  );
}
