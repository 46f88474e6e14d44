/**
 * The browser's own checkout session: a random id kept in localStorage beside the cart (key
 * `checkoutBrowser`), sent with every payment popup (docs/decisions/058) and every prize code
 * check (header `X-Browser-Session`, docs/decisions/096). The checkout counts a shopper's open
 * popups by it (and by the order's e-mail and mobile number), and a new popup of the same browser
 * replaces its earlier unpaid ones, so a shopper's own retries never lock them out; the prize
 * service counts a browser's codes that were not valid by it, so a guesser behind the same
 * carrier's address stops only themselves. It proves nothing: clearing the storage makes a new
 * one, and the e-mail, the mobile and the address still count.
 */
const BROWSER_SESSION_KEY = 'checkoutBrowser';

/** The id of this page when localStorage refuses (private mode): one per page load. */
let pageSession: string | null = null;

/** This browser's checkout session id (a UUID, 36 characters), made on first use. */
export function browserSession(): string {
  try {
    const kept = localStorage.getItem(BROWSER_SESSION_KEY);
    if (kept && /^[\w-]{16,100}$/.test(kept)) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(BROWSER_SESSION_KEY, made);
    return made;
  } catch {
    pageSession ??= crypto.randomUUID();
    return pageSession;
  }
}
