/**
 * The shop's rules, defined once (docs/decisions/043-shared-packages.md): money in fils, VAT,
 * delivery tiers, the prize discount, the delivery cities, the cart rules, the enquiry form's rules and the wire contracts
 * (order payload, order view, order sync, create_order) as zod schemas. Pure: no Node imports and no I/O,
 * so the SPA, the checkout service (ESM) and the CMS (CommonJS, through `require(esm)`) all use
 * this same build.
 */
export * from './cart-rules.ts';
export * from './contracts/catalogue-queries.ts';
export * from './contracts/create-order.ts';
export * from './contracts/order-payload.ts';
export * from './contracts/order-status.ts';
export * from './contracts/order-sync.ts';
export * from './contracts/order-view.ts';
export * from './contracts/product.ts';
export * from './contracts/product-schema.ts';
export * from './contracts/refund.ts';
export * from './contracts/stock.ts';
export * from './delivery-cities.ts';
export * from './delivery-promise.ts';
export * from './delivery-setting.ts';
export * from './enquiry.ts';
export * from './hold-limits.ts';
export * from './money.ts';
export * from './prize-email.ts';
export * from './single-line.ts';
export * from './uae-mobile.ts';
export * from './vat.ts';
