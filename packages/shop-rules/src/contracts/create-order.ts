import { z } from 'zod';

/**
 * The fulfilment call (docs/product.md 4 step 5, docs/api.md): SPA → checkout `POST /v1/create_order`
 * with the stored order view and its Checkout Session id. Only these two fields are read; the
 * rest of the stored order travels along for the original's shape and is dropped. The order's
 * access token goes in the `X-Order-Token` header, not the body (`order-view.ts`).
 */
export const createOrderRequestSchema = z.object({
  customer_reference_number: z.string().trim().min(1).max(100),
  sessionId: z.string().trim().min(1).max(300),
});

/** What the SPA must send to `create_order` (it sends its whole stored order besides). */
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;
