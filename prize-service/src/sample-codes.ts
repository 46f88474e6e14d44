import type { NewPrizeCode } from './prize-codes.ts';

const code = (value: string, winItemName: string, userEmail: string): NewPrizeCode => ({
  code: value,
  qr: `QR-${value}`,
  userEmail,
  winItemName,
});

/**
 * The development and journey codes (docs/product.md 3 prize names): WELCOME50 gives the 50%
 * discount to shopper@example.com; the others are non-discount prizes.
 */
export const SAMPLE_CODES: NewPrizeCode[] = [
  code('WELCOME50', '50% Off on next order', 'shopper@example.com'),
  code('GOLDCOIN', 'GOLD COIN', 'winner@example.com'),
  code('MOVIE2', '2 Movie Ticket', 'winner@example.com'),
  code('FAMILY1', '1 Free Family pack', 'winner@example.com'),
  code('PHONE1', 'Mobile Phone', 'winner@example.com'),
  code('HALFOFF2', '50% Off on next order', 'second@example.com'),
];
