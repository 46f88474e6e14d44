import { describe, expect, it } from 'vitest';
import { fitsMaskedEmail, maskEmail, normaliseEmail } from './prize-email.ts';

describe('maskEmail (docs/decisions/054)', () => {
  it.each([
    ['second@example.com', 's*****@e******.com'],
    [' Second@Example.COM ', 's*****@e******.com'],
    ['shopper@mail.example.ae', 's******@m***.e******.ae'],
    ['al@x.ae', '**@*.ae'],
    ['bob@localhost', 'b**@l********'],
    ['not-an-address', 'n*************'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('never contains the address it masks', () => {
    for (const email of ['second@example.com', 'winner@example.ae', 'shopper@example.com']) {
      const [local = '', domain = ''] = email.split('@');
      expect(maskEmail(email)).not.toContain(local);
      expect(maskEmail(email)).not.toContain(domain);
    }
  });
});

describe('fitsMaskedEmail', () => {
  const masked = maskEmail('winner@example.ae');

  it('fits the address it was made from, however it is typed', () => {
    expect(fitsMaskedEmail('winner@example.ae', masked)).toBe(true);
    expect(fitsMaskedEmail('  WINNER@example.AE ', masked)).toBe(true);
  });

  it('does not fit another address', () => {
    expect(fitsMaskedEmail('someone@example.ae', masked)).toBe(false);
    expect(fitsMaskedEmail('winner@example.com', masked)).toBe(false);
  });
});

it('normaliseEmail trims and lower-cases', () => {
  expect(normaliseEmail('  AISHA@example.AE ')).toBe('aisha@example.ae');
});
