import { PageMeta } from '@/components/page-meta';

/** `/terms-&-conditions` (SPEC.md 2). */
export default function TermsRoute() {
  return (
    <article className="card prose">
      <PageMeta title="Terms & Conditions" description="The terms of sale of Outlet Shop." />
      <h1 className="page-title">Terms &amp; Conditions</h1>
      <h2>Orders and prices</h2>
      <p>
        All prices are in UAE dirhams (AED) and include 5% VAT. An order is accepted once the card payment is confirmed.
      </p>
      <h2>Delivery</h2>
      <p>
        We deliver to every emirate. Delivery costs AED 20 for orders below AED 50, AED 10 from AED 50 and is free from
        AED 75 (after any discount).
      </p>
      <h2>Limits</h2>
      <p>Some products may be ordered in limited quantities, and flash-sale items are limited per order.</p>
      <h2>Returns</h2>
      <p>
        Food products cannot be returned once delivered unless they are damaged or faulty. Please contact us within 48
        hours.
      </p>
    </article>
  );
}
