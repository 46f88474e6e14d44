import { Spinner } from '@/components/spinner';

/** The 'please wait...' screen shown while an order is being confirmed (docs/product.md 2 /loadding, 4). */
export function WaitingScreen() {
  return (
    <section className="waiting" aria-labelledby="waiting-title">
      <h1 id="waiting-title" className="page-title">
        please wait...
      </h1>
      <Spinner label="Confirming your order" />
      <p>Please do not close this window until your order is created.</p>
    </section>
  );
}
