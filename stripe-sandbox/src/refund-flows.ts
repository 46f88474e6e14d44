import { AppError } from './errors.ts';

/**
 * How a refund goes at the sandbox (docs/decisions/063), after Stripe's refund statuses
 * (https://docs.stripe.com/refunds#failed-refunds):
 * - `succeeded`: at once (most card refunds);
 * - `pending_then_succeeded`: `pending` (`pending_reason: processing`), later `succeeded`;
 * - `pending_then_failed`: `pending`, later `failed`;
 * - `succeeded_then_failed`: `succeeded`, later `failed` (the card was closed meanwhile);
 * - `requires_action`: waits for the customer until canceled (`POST /v1/refunds/:id/cancel`) or
 *   expired (`POST /v1/test_helpers/refunds/:id/expire`), both `canceled`.
 */
export type RefundFlow =
  | 'succeeded'
  | 'pending_then_succeeded'
  | 'pending_then_failed'
  | 'succeeded_then_failed'
  | 'requires_action';

const FLOWS: readonly RefundFlow[] = [
  'succeeded',
  'pending_then_succeeded',
  'pending_then_failed',
  'succeeded_then_failed',
  'requires_action',
];

/** The sandbox's own metadata key choosing a refund's flow (Stripe keeps it as plain metadata). */
export const REFUND_FLOW_KEY = 'sandbox_refund_flow';

/**
 * Stripe's test cards whose refunds do not simply succeed (https://docs.stripe.com/testing#refunds):
 * 4000 0000 0000 7726 refunds `pending`, then `succeeded` (`refund.updated`); 4000 0000 0000 5126
 * refunds `succeeded`, then `failed` (`refund.failed`). Both pay like 4242.
 */
export const REFUND_TEST_CARDS: ReadonlyMap<string, RefundFlow> = new Map([
  ['4000000000007726', 'pending_then_succeeded'],
  ['4000000000005126', 'succeeded_then_failed'],
]);

/** Why the sandbox's failed refunds failed: Stripe's `failure_reason` for a card closed since it paid. */
export const SANDBOX_FAILURE_REASON = 'expired_or_canceled_card';

/** The flow of a payment's refunds by the card that paid (spaces and dashes ignored); `succeeded` for any other. */
export function refundFlowOfCard(cardNumber: string): RefundFlow {
  return REFUND_TEST_CARDS.get(cardNumber.replace(/[\s-]/g, '')) ?? 'succeeded';
}

/**
 * The flow of one refund: its `sandbox_refund_flow` metadata, else the paying card's. An unknown
 * value → 400 `invalid_request_error` naming the metadata key.
 */
export function refundFlowOf(metadata: Record<string, string> | undefined, cardFlow: RefundFlow): RefundFlow {
  const chosen = metadata?.[REFUND_FLOW_KEY];
  if (chosen === undefined) return cardFlow;
  if (!(FLOWS as readonly string[]).includes(chosen)) {
    throw new AppError(
      null,
      400,
      `Invalid ${REFUND_FLOW_KEY}: must be one of ${FLOWS.join(', ')}`,
      'invalid_request_error',
      `metadata[${REFUND_FLOW_KEY}]`,
    );
  }
  return chosen as RefundFlow;
}

/** The status a refund of this flow starts in. */
export function startStatusOf(flow: RefundFlow): 'succeeded' | 'pending' | 'requires_action' {
  if (flow === 'requires_action') return 'requires_action';
  return flow.startsWith('pending') ? 'pending' : 'succeeded';
}

/** The status the bank gives it "some time later", or null when nothing comes by itself. */
export function laterStatusOf(flow: RefundFlow): 'succeeded' | 'failed' | null {
  if (flow === 'pending_then_succeeded') return 'succeeded';
  if (flow === 'pending_then_failed' || flow === 'succeeded_then_failed') return 'failed';
  return null;
}
