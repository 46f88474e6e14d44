// The error type and request parsing are the service kit's (one definition for every service);
// the modules below still import them from here until they import the kit directly:
// catalog.ts, pricing.ts, prizes.ts, stripe.ts, fulfilment.ts, routes/orders.ts,
// routes/checkout-sessions.ts, routes/stripe-webhook.ts, test/fakes.ts.
export { AppError, parseRequest } from '@outlet-shop/service-kit';
