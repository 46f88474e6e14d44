/**
 * The shop's rules, defined once (docs/decisions/043-shared-packages.md): money in fils, VAT,
 * delivery tiers, the prize discount, the delivery cities, the cart rules and the enquiry form's rules. Pure: no Node imports and no I/O,
 * so the SPA, the checkout service (ESM) and the CMS (CommonJS, through `require(esm)`) all use
 * this same build.
 */
export * from './cart-rules.ts';
export * from './delivery-cities.ts';
export * from './enquiry.ts';
export * from './money.ts';
