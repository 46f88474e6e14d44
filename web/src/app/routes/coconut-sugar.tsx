import { MarketingPage } from './marketing-page';

/** `/coconut-sugar` (SPEC.md 2): benefits, a shop link to product 12, a newsletter box (no submit behaviour). */
export default function CoconutSugarRoute() {
  return (
    <MarketingPage
      title="Coconut sugar"
      description="Coconut sugar: a natural sweetener with a caramel taste. Shop it at Outlet Shop."
      intro={
        <ul>
          <li>Made from the sap of coconut palm flowers, simply heated and dried.</li>
          <li>A warm caramel taste that works cup for cup in place of white sugar.</li>
          <li>Keeps traces of minerals such as potassium, zinc and iron.</li>
        </ul>
      }
      products={[{ id: 12, name: 'Shop coconut sugar' }]}
    >
      <form className="newsletter" onSubmit={(event) => event.preventDefault()}>
        <h2>Newsletter</h2>
        <label className="field">
          <span className="field__label">Your e-mail for recipes and offers</span>
          <input type="email" autoComplete="email" />
        </label>
        <button type="submit" className="button button--primary">
          Subscribe
        </button>
      </form>
    </MarketingPage>
  );
}
