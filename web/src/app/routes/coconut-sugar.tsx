import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { MarketingPage } from './marketing-page';

/**
 * `/coconut-sugar` (docs/product.md 2): health benefits, a shop link to product 12, and a newsletter box
 * that stores the address in the CMS.
 */
export default function CoconutSugarRoute() {
  return (
    <MarketingPage
      title="Coconut sugar"
      description="Organic coconut sugar: a natural sweetener with a caramel taste and a lower glycaemic index. Shop it at Outlet Shop."
      intro={
        <>
          <p>
            Coconut sugar is made from the sap of coconut palm flowers, simply heated until the water evaporates.
            Nothing is bleached or refined away.
          </p>
          <h2>Health benefits</h2>
          <ul>
            <li>A lower glycaemic index (about 35) than white sugar, so it raises blood sugar more gently.</li>
            <li>Keeps traces of minerals from the sap: potassium, magnesium, zinc and iron.</li>
            <li>Contains inulin, a fibre that feeds the good bacteria in your gut.</li>
            <li>A warm caramel taste that replaces white or brown sugar cup for cup in baking, coffee and tea.</li>
          </ul>
          <p>
            <Link to={paths.product.getHref(12)} className="button button--primary">
              Shop coconut sugar
            </Link>
          </p>
        </>
      }
      productIds={[12]}
    >
      <NewsletterForm source="coconut-sugar" />
    </MarketingPage>
  );
}
