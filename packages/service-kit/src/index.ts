/**
 * What every Node service of the shop (checkout, prize, the Stripe sandbox) does the same way
 * (docs/decisions/043-shared-packages.md). Filled in as each rule moves here from the services.
 */
export {};
