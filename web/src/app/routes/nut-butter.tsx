import { MarketingPage } from './marketing-page';

/** `/nut-butter` (SPEC.md 2): shop links to products 1 to 5. */
export default function NutButterRoute() {
  return (
    <MarketingPage
      title="Nut butters"
      description="Nut butters made from roasted nuts and nothing else. Shop them at Outlet Shop."
      intro={<p>Roasted nuts, ground smooth or crunchy, with nothing else added. Spread, bake, blend.</p>}
      products={[1, 2, 3, 4, 5].map((id) => ({ id, name: `Nut butter ${id}` }))}
    />
  );
}
