/**
 * The prize winner's e-mail as the shop shows and compares it (docs/product.md 4, 7; docs/decisions/054).
 * The public code check answers only the masked form; the prize service alone compares full
 * addresses. Pure, so the SPA uses the same mask for its estimate of the discount.
 */

/** `' Aisha@Example.AE '` → `'aisha@example.ae'`: addresses compare trimmed and case-insensitively. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** `'second'` → `'s*****'`; a part of one or two characters is all stars (its first one would give away half). */
function maskPart(part: string): string {
  const characters = [...part];
  if (characters.length <= 2) return '*'.repeat(characters.length);
  return `${characters[0]}${'*'.repeat(characters.length - 1)}`;
}

/**
 * The address as the public code check shows it: each part before the top-level domain keeps its
 * first character and its length, the rest is stars; the top-level domain stays
 * (`'Second@Example.com'` → `'s*****@e******.com'`). Normalised first, so a shopper's typing
 * masks to the same text as the stored address.
 */
export function maskEmail(email: string): string {
  const normalised = normaliseEmail(email);
  const at = normalised.lastIndexOf('@');
  if (at < 0) return maskPart(normalised);
  const labels = normalised.slice(at + 1).split('.');
  const topLevel = labels.length > 1 ? labels.pop() : undefined;
  const domain = [...labels.map(maskPart), ...(topLevel === undefined ? [] : [topLevel])].join('.');
  return `${maskPart(normalised.slice(0, at))}@${domain}`;
}

/**
 * True when `email` masks to `masked`: the storefront's estimate of whether a prize is the
 * shopper's, for the totals it shows before ordering. Not proof: another address can share the
 * mask, so the checkout service asks the prize service, which compares the full address.
 */
export function fitsMaskedEmail(email: string, masked: string): boolean {
  return maskEmail(email) === masked;
}
