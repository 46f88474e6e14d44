import { formatAed, taxInvoiceLines } from '@outlet-shop/shop-rules';
import type { OrderRow } from './orders.ts';

/** A rendered mail, ready for nodemailer's `sendMail`. */
export interface ConfirmationMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where the mail comes from and where the shopper can see the order again. */
export interface ConfirmationMailOptions {
  /** The shop's public origin, e.g. `http://localhost:5173` (links in the mail). */
  shopUrl: string;
  /** A signed link to the order's tax invoice PDF (it is attached too). */
  invoiceUrl?: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Keeps a shopper-typed value on one line (no CR/LF can reach a header or break the text layout). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** The delivery address lines in the order the checkout form asks for them (docs/product.md 5). */
function addressLines(order: OrderRow): string[] {
  return [
    order.customer_name,
    [order.house_no, order.building_name].filter(Boolean).join(', '),
    order.area,
    order.landmark ? `Landmark: ${order.landmark}` : '',
    `${order.city}, United Arab Emirates`,
    `Mobile: ${order.mobile_number}`,
  ]
    .map(oneLine)
    .filter(Boolean);
}

/** The money rows of the summary: label and amount in fils (discount negative). */
function totalRows(order: OrderRow): [string, number][] {
  const rows: [string, number][] = [['Items', order.items_total_fils]];
  if (order.discount_fils > 0) {
    rows.push([`Discount (${oneLine(order.prize_win_item ?? 'prize code')})`, -order.discount_fils]);
  }
  rows.push(['Delivery', order.delivery_fee_fils]);
  rows.push(['Total paid', order.total_fils]);
  // The tax invoice's VAT: 5% contained in each line, rounded per line to the fils (decision 047).
  const invoice = taxInvoiceLines({
    lines: order.lines.map((line) => ({
      description: line.title,
      quantity: line.quantity,
      unitPriceFils: line.priceFils,
    })),
    discountFils: order.discount_fils,
    deliveryFeeFils: order.delivery_fee_fils,
  });
  rows.push(['of which 5% VAT', invoice.vatFils]);
  return rows;
}

/**
 * The order confirmation mail the shopper receives once per paid order (issue 4): reference,
 * every line with quantity, unit price and line total, items total, discount, delivery fee,
 * total charged, the 5% VAT it contains, and the delivery address; as text and as HTML
 * (every shopper-typed value escaped). Amounts come from the stored order (fils).
 */
export function buildConfirmationMail(order: OrderRow, options: ConfirmationMailOptions): ConfirmationMail {
  const reference = order.customer_reference_number;
  const lines = order.lines.map((line) => ({
    name: oneLine([line.title, line.weight].filter(Boolean).join(' ')),
    quantity: line.quantity,
    unit: formatAed(line.priceFils),
    total: formatAed(line.lineTotalFils),
  }));
  const totals = totalRows(order);
  const address = addressLines(order);
  const greeting = `Dear ${oneLine(order.customer_name)},`;
  const intro = `Thank you for your order. We have received your payment and your order ${reference} is confirmed.`;
  const delivery = 'We will deliver to the address below; our team may call you on your mobile to arrange it.';

  const text = [
    greeting,
    '',
    intro,
    '',
    `Order reference: ${reference}`,
    '',
    ...lines.map((line) => `${line.quantity} x ${line.name} @ ${line.unit} = ${line.total}`),
    '',
    ...totals.map(([label, fils]) => `${label}: ${formatAed(fils)}`),
    'All prices include 5% VAT.',
    ...(order.invoice_number && options.invoiceUrl
      ? [`Your tax invoice ${order.invoice_number} is attached and here: ${options.invoiceUrl}`]
      : []),
    '',
    'Delivery address:',
    ...address,
    '',
    delivery,
    `Questions? Reply to this mail or visit ${options.shopUrl}/contact.`,
    '',
    'Outlet Shop',
  ].join('\n');

  const cell = 'padding:6px 8px;border-bottom:1px solid #eee;';
  const lineRows = lines
    .map(
      (line) =>
        `<tr><td style="${cell}">${escapeHtml(line.name)}</td><td style="${cell}text-align:center">${line.quantity}</td>` +
        `<td style="${cell}text-align:right">${line.unit}</td><td style="${cell}text-align:right">${line.total}</td></tr>`,
    )
    .join('');
  const totalHtml = totals
    .map(
      ([label, fils]) =>
        `<tr><td colspan="3" style="padding:4px 8px;text-align:right">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 8px;text-align:right">${formatAed(fils)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<h2 style="font-size:18px">Order ${escapeHtml(reference)}</h2>
<table style="border-collapse:collapse;width:100%">
<thead><tr><th style="${cell}text-align:left">Product</th><th style="${cell}">Qty</th><th style="${cell}text-align:right">Price</th><th style="${cell}text-align:right">Amount</th></tr></thead>
<tbody>${lineRows}</tbody>
<tfoot>${totalHtml}</tfoot>
</table>
<p>All prices include 5% VAT.</p>
${order.invoice_number && options.invoiceUrl ? `<p>Your tax invoice ${escapeHtml(order.invoice_number)} is attached; you can also <a href="${escapeHtml(options.invoiceUrl)}">open it here</a>.</p>` : ''}
<h3 style="font-size:16px">Delivery address</h3>
<p>${address.map(escapeHtml).join('<br>')}</p>
<p>${escapeHtml(delivery)}</p>
<p>Questions? Reply to this mail or visit <a href="${escapeHtml(options.shopUrl)}/contact">our contact page</a>.</p>
<p>Outlet Shop</p>
</body></html>`;

  return { to: order.email, subject: `Your Outlet Shop order ${reference} is confirmed`, text, html };
}
