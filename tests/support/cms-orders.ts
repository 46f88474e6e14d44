import { expect } from '@playwright/test';
import { queryDatabase } from './stack.ts';

/** The CMS's copy of an order (its `orders` row), the fields the journeys read. */
export interface CmsOrderCopy {
  /** The order's Strapi document id, as the admin's URLs name it. */
  document_id: string;
  payment_status: string;
}

/**
 * Waits for the CMS's copy of the order `reference` and answers it. The checkout service pushes
 * the copy after the payment (order-sync, through its job worker), so a journey that reads it
 * polls the CMS database: until the row exists and, with `paymentStatus`, until its
 * `payment_status` is that one, for up to `timeoutMs` (ms, default 30 s), else the journey fails.
 */
export async function waitForCmsOrder(
  reference: string,
  { paymentStatus, timeoutMs = 30_000 }: { paymentStatus?: string; timeoutMs?: number } = {},
): Promise<CmsOrderCopy> {
  let copy: CmsOrderCopy | undefined;
  await expect
    .poll(
      async () => {
        [copy] = await queryDatabase<CmsOrderCopy>(
          'cms',
          'SELECT document_id, payment_status FROM orders WHERE customer_reference_number = $1',
          [reference],
        );
        return paymentStatus === undefined ? copy !== undefined : copy?.payment_status;
      },
      { message: `the CMS's copy of order ${reference}`, timeout: timeoutMs },
    )
    .toBe(paymentStatus ?? true);
  return copy as CmsOrderCopy;
}
