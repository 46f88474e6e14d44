import { formatAmount } from './money.ts';
import type { CheckoutSession } from './session-object.ts';
import type { LineItem } from './sessions.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLES = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.4 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1a1f36;background:#fff}
main{max-width:500px;margin:0 auto;padding:20px}
.badge{display:inline-block;font-size:11px;font-weight:600;letter-spacing:.04em;color:#b3450e;background:#fde9d9;border-radius:4px;padding:2px 6px}
h1{font-size:14px;font-weight:500;color:#697386;margin:12px 0 2px}
.total{font-size:30px;font-weight:600;margin:0 0 16px}
ul{list-style:none;margin:0 0 20px;padding:0;border-top:1px solid #e3e8ee}
li{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-bottom:1px solid #e3e8ee}
li small{display:block;color:#697386}
label{display:block;font-size:13px;font-weight:500;color:#30313d;margin:14px 0 6px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #e0e0e0;border-radius:6px;box-shadow:0 1px 1px rgba(0,0,0,.03)}
input:focus{outline:none;border-color:#635bff;box-shadow:0 0 0 3px rgba(99,91,255,.25)}
input[readonly]{background:#f6f8fa;color:#4f566b}
input[aria-invalid=true]{border-color:#df1b41;color:#df1b41}
.row{display:flex;gap:12px}.row>div{flex:1}
.error{min-height:20px;color:#df1b41;font-size:14px;margin:12px 0 0}
button{width:100%;margin-top:16px;padding:12px;font:inherit;font-weight:600;color:#fff;background:#635bff;border:0;border-radius:6px;cursor:pointer}
button:disabled{opacity:.6;cursor:default}
.hint,.done{color:#697386;font-size:13px;text-align:center;margin-top:14px}
fieldset.methods{border:0;margin:14px 0 0;padding:0;display:flex;gap:16px}
fieldset.methods legend{font-size:13px;font-weight:500;color:#30313d;margin-bottom:6px;padding:0}
fieldset.methods label{display:flex;align-items:center;gap:6px;margin:0;font-weight:400}
fieldset.methods input{width:auto;box-shadow:none}
.done{color:#0e6245;font-size:16px}
`;

function lineItemsHtml(lineItems: LineItem[], currency: string): string {
  return lineItems
    .map(
      (
        item,
      ) => `<li><span>${escapeHtml(item.name)}<small>Qty ${item.quantity} × ${formatAmount(item.unitAmount, currency)}</small></span>
<span>${formatAmount(item.unitAmount * item.quantity, currency)}</span></li>`,
    )
    .join('\n');
}

function field(id: string, label: string, attributes: string): string {
  return `<label for="${id}">${label}</label><input id="${id}" name="${id}" ${attributes}>`;
}

function formHtml(session: CheckoutSession, total: string): string {
  return `<form id="payment-form" novalidate>
${field('email', 'Email', `type="email" value="${escapeHtml(session.customer_email ?? '')}" readonly`)}
<fieldset class="methods"><legend>Payment method</legend>
<label><input type="radio" name="payment_method" value="card" checked> Card</label>
<label><input type="radio" name="payment_method" value="sepa_debit"> Bank debit (SEPA)</label></fieldset>
<div id="card-fields">
${field('cardNumber', 'Card number', 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required')}
<div class="row"><div>${field('expiry', 'MM / YY', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7" required')}</div>
<div>${field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" maxlength="4" required')}</div></div>
${field('name', 'Cardholder name', 'autocomplete="cc-name" placeholder="Full name on card" required')}
<p class="hint">Test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. Any future date and CVC.</p>
</div>
<div id="debit-fields" hidden>
${field('iban', 'IBAN', 'autocomplete="off" placeholder="DE00 0000 0000 0000 0000 00" maxlength="42" required')}
${field('accountHolder', 'Account holder name', 'autocomplete="name" placeholder="Full name" required')}
<p class="hint">Your bank confirms the payment later, which can take days. Test mode: DE89 3704 0044 0532 0130 00 is paid, DE62 3704 0044 0532 0130 01 fails, after a while.</p>
</div>
<p id="card-error" class="error" role="alert" aria-live="assertive"></p>
<button id="pay" type="submit">Pay ${total}</button>
</form>`;
}

/** The page's script, kept in this file because the page has no external assets. */
const SCRIPT = `
const config = JSON.parse(document.getElementById('checkout-config').textContent);
const form = document.getElementById('payment-form');
const errorBox = document.getElementById('card-error');
const pay = document.getElementById('pay');
const digits = (value, max) => value.replace(/\\D/g, '').slice(0, max);
const input = (id) => document.getElementById(id);
input('cardNumber').addEventListener('input', (e) => { e.target.value = digits(e.target.value, 19).replace(/(\\d{4})(?=\\d)/g, '$1 '); });
input('expiry').addEventListener('input', (e) => { const d = digits(e.target.value, 4); e.target.value = d.length > 2 ? d.slice(0, 2) + ' / ' + d.slice(2) : d; });
input('cvc').addEventListener('input', (e) => { e.target.value = digits(e.target.value, 4); });
const method = () => form.querySelector('input[name="payment_method"]:checked').value;
for (const choice of form.querySelectorAll('input[name="payment_method"]')) {
  choice.addEventListener('change', () => {
    input('card-fields').hidden = method() !== 'card';
    input('debit-fields').hidden = method() === 'card';
    showError('', null);
  });
}
// The debit's holder is sent as name, as the card's; the page marks the field it shows.
const FIELD_OF = { name: () => (method() === 'card' ? 'name' : 'accountHolder') };
function showError(message, param) {
  const shown = FIELD_OF[param] ? FIELD_OF[param]() : param;
  for (const id of ['cardNumber', 'expiry', 'cvc', 'name', 'iban', 'accountHolder']) input(id).setAttribute('aria-invalid', String(id === shown));
  errorBox.textContent = message;
  if (shown && input(shown)) input(shown).focus();
}
function finish(returnUrl, isPending) {
  form.innerHTML = isPending
    ? '<p class="done" role="status">Payment submitted: your bank confirms it later. Returning to the shop…</p>'
    : '<p class="done" role="status">Payment successful. Returning to the shop…</p>';
  // As Stripe's embedded checkout does (redirect_on_completion: always): the whole shop page goes to
  // return_url. A cross-origin frame may navigate the top window after the shopper's own click on Pay.
  try { window.top.location.href = returnUrl; } catch { window.location.href = returnUrl; }
}
function closed(message) {
  // Paid elsewhere or expired: no retry can succeed, so the form goes, as on Stripe's page.
  const notice = document.createElement('p');
  notice.className = 'error';
  notice.setAttribute('role', 'alert');
  notice.textContent = message;
  form.replaceChildren(notice);
}
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  showError('', null);
  pay.disabled = true;
  pay.textContent = 'Processing…';
  try {
    const body = method() === 'card'
      ? { client_secret: config.clientSecret, cardNumber: input('cardNumber').value, expiry: input('expiry').value, cvc: input('cvc').value, name: input('name').value }
      : { client_secret: config.clientSecret, payment_method: 'sepa_debit', iban: input('iban').value, name: input('accountHolder').value };
    const response = await fetch(config.confirmUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = await response.json();
    if (response.ok) return finish(answer.returnUrl, answer.payment_status === 'unpaid');
    // 409: the session was paid or has expired meanwhile.
    if (response.status === 409) return closed(answer.error.message);
    showError(answer.error?.message ?? 'Something went wrong. Please try again.', answer.error?.param);
  } catch {
    showError('Could not reach the payment server. Please try again.', null);
  }
  pay.disabled = false;
  pay.textContent = config.payLabel;
});
`;

function page(title: string, body: string, nonce: string, script = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style nonce="${nonce}">${STYLES}</style></head>
<body><main>${body}</main>${script}</body></html>`;
}

/**
 * The embedded card page for an open session (docs/architecture.md 6): line items, total, and a form
 * labelled like Stripe's (Email, Card number, MM / YY, CVC, Cardholder name, `Pay AED 12.50`), or
 * a bank debit (IBAN, Account holder name) whose result comes later.
 * Script and styles are inline, allowed by `nonce` in the page's Content-Security-Policy.
 */
export function cardPageHtml(stored: { session: CheckoutSession; lineItems: LineItem[] }, nonce: string): string {
  const { session, lineItems } = stored;
  const total = formatAmount(session.amount_total, session.currency);
  const config = {
    clientSecret: session.client_secret,
    confirmUrl: '/embedded-checkout/confirm',
    payLabel: `Pay ${total}`,
  };
  const body = `<span class="badge">TEST MODE</span>
<h1>Pay Outlet Shop</h1><p class="total">${total}</p>
<ul aria-label="Order summary">${lineItemsHtml(lineItems, session.currency)}</ul>
${formHtml(session, total)}`;
  const script = `<script id="checkout-config" type="application/json">${scriptJson(config)}</script>
<script nonce="${nonce}">${SCRIPT}</script>`;
  return page('Secure card payment', body, nonce, script);
}

/** A short page instead of the form: unknown secret, or a session already paid or expired. */
export function messagePageHtml(message: string, nonce: string): string {
  return page(
    'Secure card payment',
    `<span class="badge">TEST MODE</span><p class="done" role="status">${escapeHtml(message)}</p>`,
    nonce,
  );
}
