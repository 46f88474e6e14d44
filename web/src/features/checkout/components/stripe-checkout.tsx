import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMemo } from 'react';

/** Stripe's embedded Checkout for a Checkout Session's client secret (real Stripe keys, docs/architecture.md 6). */
export default function StripeCheckout({
  publishableKey,
  clientSecret,
}: {
  publishableKey: string;
  clientSecret: string;
}) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <EmbeddedCheckoutProvider stripe={stripe} options={{ clientSecret }}>
      <EmbeddedCheckout className="payment-frame" />
    </EmbeddedCheckoutProvider>
  );
}
