import { AppError, type StripeErrorCode } from './errors.ts';
import { REFUND_TEST_CARDS } from './refund-flows.ts';

/** What the card page sends (`POST /embedded-checkout/confirm`). */
export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** Stripe's test cards that succeed (https://docs.stripe.com/testing), those whose refunds wait included. */
const PAYING_CARDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '378282246310005',
  ...REFUND_TEST_CARDS.keys(),
]);

/** Stripe's test cards that are declined, with Stripe.js's messages. */
const DECLINED_CARDS = new Map<string, { code: StripeErrorCode; message: string }>([
  ['4000000000000002', { code: 'card_declined', message: 'Your card was declined.' }],
  ['4000000000009995', { code: 'card_declined', message: 'Your card has insufficient funds.' }],
  ['4000000000000069', { code: 'expired_card', message: 'Your card has expired.' }],
]);

const NOT_A_TEST_CARD =
  'Your card was declined. Your request was in test mode, but used a non test card. Use 4242 4242 4242 4242.';

/** A card Stripe refuses before asking the bank: Stripe.js's message, the API's code for the field. */
function invalid(code: StripeErrorCode | null, message: string, param: string): AppError {
  return new AppError(code, 400, message, 'card_error', param);
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function checkNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits)) throw invalid('invalid_number', 'Your card number is invalid.', 'cardNumber');
  if (digits.length < 15) throw invalid('invalid_number', 'Your card number is incomplete.', 'cardNumber');
  if (digits.length > 19 || !passesLuhn(digits)) {
    throw invalid('invalid_number', 'Your card number is invalid.', 'cardNumber');
  }
  return digits;
}

function checkExpiry(expiry: string, now: Date): void {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(expiry);
  if (!match) throw invalid('invalid_expiry_month', "Your card's expiration date is incomplete.", 'expiry');
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12)
    throw invalid('invalid_expiry_month', "Your card's expiration date is invalid.", 'expiry');
  const isPast = year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
  if (isPast) throw invalid('invalid_expiry_year', "Your card's expiration date is in the past.", 'expiry');
}

/**
 * Checks a card like Stripe's test mode: incomplete or invalid number, expiry (MM / YY,
 * not in the past) or CVC (3–4 digits), or no cardholder name → 400 `card_error` naming
 * the field in `param`; a declining test card (4000 0000 0000 0002) → 402 `card_declined`;
 * a real card number → 402. Returns normally for a paying test card (4242 4242 4242 4242).
 */
export function authorizeTestCard(card: CardInput, now = new Date()): void {
  const digits = checkNumber(card.cardNumber);
  checkExpiry(card.expiry, now);
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    throw invalid('invalid_cvc', "Your card's security code is incomplete.", 'cvc');
  }
  if (card.name.trim() === '') throw invalid(null, 'Enter the name on your card.', 'name');
  const decline = DECLINED_CARDS.get(digits);
  if (decline) throw new AppError(decline.code, 402, decline.message, 'card_error', 'cardNumber');
  if (!PAYING_CARDS.has(digits)) throw new AppError('card_declined', 402, NOT_A_TEST_CARD, 'card_error', 'cardNumber');
}
