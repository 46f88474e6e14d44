import { AppError } from './errors.ts';

/** What the card page sends for a bank debit (`POST /embedded-checkout/confirm`, `payment_method: 'sepa_debit'`). */
export interface BankDebitInput {
  iban: string;
  name: string;
}

/** How a test account's debit ends once the bank answers. */
export type DebitOutcome = 'succeeded' | 'failed';

/**
 * Stripe's SEPA Direct Debit test accounts (https://docs.stripe.com/testing#sepa-direct-debit):
 * the PaymentIntent goes from `processing` to `succeeded`, or to `requires_payment_method` (the
 * debit failed). Stripe's test mode answers within minutes; the sandbox after
 * STRIPE_SANDBOX_ASYNC_SETTLE_MS, or at once through its test helper.
 */
export const TEST_BANK_ACCOUNTS: ReadonlyMap<string, DebitOutcome> = new Map([
  ['DE89370400440532013000', 'succeeded'],
  ['DE62370400440532013001', 'failed'],
]);

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

const NOT_A_TEST_ACCOUNT =
  'Your request was in test mode, but used a non test bank account. Use DE89 3704 0044 0532 0130 00.';

/**
 * Checks a bank debit like Stripe's test mode and answers how it will end: an IBAN that is not
 * one (country, check digits, 11–30 letters or digits; spaces ignored) or no account holder →
 * 400 `invalid_request_error` naming the field in `param`; a real account → 400. Returns the
 * outcome of a test account (`DE89…` succeeds, `DE62…` fails, later).
 */
export function authorizeTestBankDebit(debit: BankDebitInput): DebitOutcome {
  const iban = debit.iban.replace(/\s/g, '').toUpperCase();
  if (!IBAN_SHAPE.test(iban)) throw new AppError(null, 400, 'Your IBAN is invalid.', 'invalid_request_error', 'iban');
  if (debit.name.trim() === '') {
    throw new AppError(null, 400, 'Enter the name of the account holder.', 'invalid_request_error', 'name');
  }
  const outcome = TEST_BANK_ACCOUNTS.get(iban);
  if (!outcome) throw new AppError(null, 400, NOT_A_TEST_ACCOUNT, 'invalid_request_error', 'iban');
  return outcome;
}
