import { escapeHtml, ltrHtml, withLtrHtml } from '@outlet-shop/service-kit/mail-html';
import { type MailAttachment, mailLogoAttachment, mailLogoHtml } from '@outlet-shop/service-kit/mail-logo';
import {
  deliveryCityName,
  formatAed,
  lineTextsIn,
  prizeName,
  taxInvoiceLines,
  toSingleLine,
} from '@outlet-shop/shop-rules';
import type { MailContact } from '../clients/shop-setting.ts';
import type { OrderLine, OrderRow } from '../db/rows.ts';

/** A rendered mail, ready for nodemailer's `sendMail`. */
export interface ConfirmationMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The logo, inline (`cid:`); the caller adds the tax invoice. */
  attachments: MailAttachment[];
}

/** Where the mail comes from and where the shopper can see the order again. */
export interface ConfirmationMailOptions {
  /** The shop's public origin, e.g. `http://localhost:5173` (links in the mail). */
  shopUrl: string;
  /** A signed link to the order's tax invoice PDF (it is attached too). */
  invoiceUrl?: string;
  /** The shop's phone, WhatsApp and e-mail in the order's language (the shop setting); none: the contact page only. */
  contact?: MailContact | null;
}

/** The confirmation's words in the shopper's language; amounts stay 'AED 12.50'. */
const TEXTS = {
  en: {
    subject: (reference: string) => `Your Outlet Shop order ${reference} is confirmed`,
    greeting: (name: string) => `Dear ${name},`,
    intro: (reference: string) =>
      `Thank you for your order. We have received your payment and your order ${reference} is confirmed.`,
    delivery: 'We will deliver to the address below; our team may call you on your mobile to arrange it.',
    reference: 'Order reference',
    order: 'Order',
    product: 'Product',
    quantity: 'Qty',
    price: 'Price',
    amount: 'Amount',
    items: 'Items',
    discount: (prize: string) => `Discount (${prize})`,
    prizeCode: 'prize code',
    deliveryFee: 'Delivery',
    totalPaid: 'Total paid',
    vat: 'of which 5% VAT',
    vatIncluded: 'All prices include 5% VAT.',
    invoice: (number: string, url: string) => `Your tax invoice ${number} is attached and here: ${url}`,
    invoiceHtml: (number: string) => `Your tax invoice ${number} is attached; you can also`,
    openIt: 'open it here',
    address: 'Delivery address',
    landmark: 'Landmark',
    mobile: 'Mobile',
    country: 'United Arab Emirates',
    questions: (url: string) => `Questions? Reply to this mail or visit ${url}/contact.`,
    questionsHtml: 'Questions? Reply to this mail or visit',
    contactPage: 'our contact page',
    contactPath: '/contact',
    callUs: (phone: string, whatsapp: string, email: string) =>
      `Call us on ${phone}, message us on WhatsApp at ${whatsapp} or write to ${email}.`,
    follow: (url: string) => `Follow your order with its reference and this e-mail address: ${url}`,
    followHtml: 'Follow your order with its reference and this e-mail address on',
    statusPage: 'our order status page',
    statusPath: '/order-status',
    signature: 'Outlet Shop',
    listSeparator: ', ',
    line: (quantity: number, name: string, unit: string, total: string) => `${quantity} x ${name} @ ${unit} = ${total}`,
  },
  ar: {
    subject: (reference: string) => `تم تأكيد طلبك ${reference} من أوتلت شوب`,
    greeting: (name: string) => `مرحباً ${name}،`,
    intro: (reference: string) => `شكراً لطلبك. استلمنا دفعتك وتم تأكيد طلبك ${reference}.`,
    delivery: 'سنوصل طلبك إلى العنوان أدناه، وقد يتصل بك فريقنا على هاتفك المتحرك لترتيب التوصيل.',
    reference: 'رقم الطلب',
    order: 'الطلب',
    product: 'المنتج',
    quantity: 'الكمية',
    price: 'السعر',
    amount: 'المبلغ',
    items: 'مجموع المنتجات',
    discount: (prize: string) => `الخصم (${prize})`,
    prizeCode: 'رمز الجائزة',
    deliveryFee: 'التوصيل',
    totalPaid: 'المبلغ المدفوع',
    vat: 'منها ضريبة القيمة المضافة 5%',
    vatIncluded: 'جميع الأسعار تشمل ضريبة القيمة المضافة بنسبة 5%.',
    invoice: (number: string, url: string) => `فاتورتك الضريبية ${number} مرفقة، ويمكنك فتحها أيضاً من هنا: ${url}`,
    invoiceHtml: (number: string) => `فاتورتك الضريبية ${number} مرفقة، ويمكنك أيضاً`,
    openIt: 'فتحها من هنا',
    address: 'عنوان التوصيل',
    landmark: 'معلم قريب',
    mobile: 'الهاتف المتحرك',
    country: 'الإمارات العربية المتحدة',
    questions: (url: string) => `لديك سؤال؟ رد على هذه الرسالة أو زر ${url}/ar/contact.`,
    questionsHtml: 'لديك سؤال؟ رد على هذه الرسالة أو زر',
    contactPage: 'صفحة التواصل',
    contactPath: '/ar/contact',
    callUs: (phone: string, whatsapp: string, email: string) =>
      `اتصل بنا على \u2066${phone}\u2069 أو راسلنا عبر واتساب على \u2066${whatsapp}\u2069 أو اكتب إلى \u2066${email}\u2069.`,
    follow: (url: string) => `تابع طلبك برقمه وبعنوان البريد الإلكتروني هذا: ${url}`,
    followHtml: 'تابع طلبك برقمه وبعنوان البريد الإلكتروني هذا على',
    statusPage: 'صفحة حالة الطلب',
    statusPath: '/ar/order-status',
    signature: 'أوتلت شوب',
    listSeparator: '، ',
    line: (quantity: number, name: string, unit: string, total: string) =>
      `${quantity} × ${name} بسعر ${unit} = ${total}`,
  },
} as const;

type MailTexts = (typeof TEXTS)['en' | 'ar'];

/** The words of a mail in the order's language (English unless the shopper shopped in Arabic). */
export function mailTextsOf(order: Pick<OrderRow, 'locale'>): MailTexts {
  return TEXTS[order.locale === 'ar' ? 'ar' : 'en'];
}

/** A line's title and weight in `locale`, on one line: 'Crunchy Peanut Butter 340 g'. */
export function lineName(line: OrderLine, locale: OrderRow['locale']): string {
  const { title, weight } = lineTextsIn(line, locale);
  return toSingleLine([title, weight].filter(Boolean).join(' '));
}

/**
 * The house line of a delivery address, on one line. The checkout's one 'House No. or Name' input
 * (SPEC section 3) fills both `destination_address_building_name` and
 * `destination_address_house_no`, so a value the two share is shown once ("Villa 14", not
 * "Villa 14, Villa 14"); two different values (a row written by another path) are both shown.
 */
export function houseLine(order: Pick<OrderRow, 'building_name' | 'house_no'>): string {
  const parts = [order.house_no, order.building_name].map((part) => toSingleLine(part ?? '').trim()).filter(Boolean);
  const distinct = parts.filter(
    (part, index) => parts.findIndex((other) => other.toLowerCase() === part.toLowerCase()) === index,
  );
  return distinct.join(', ');
}

/**
 * The delivery address lines: name, house, area, landmark, city (in the mail's language) and
 * mobile, each value on one line (`toSingleLine`): no typed value adds a line to the mail.
 */
function addressLines(order: OrderRow, t: MailTexts): string[] {
  return [
    order.customer_name,
    houseLine(order),
    order.area,
    order.landmark ? `${t.landmark}: ${order.landmark}` : '',
    `${deliveryCityName(order.city, order.locale)}${t.listSeparator}${t.country}`,
    `${t.mobile}: ${order.mobile_number}`,
  ]
    .map(toSingleLine)
    .filter(Boolean);
}

/** The money rows of the summary: label and amount in fils (discount negative). */
function totalRows(order: OrderRow, t: MailTexts): [string, number][] {
  const rows: [string, number][] = [[t.items, order.items_total_fils]];
  if (order.discount_fils > 0) {
    const prize = order.prize_win_item ? prizeName(order.prize_win_item, order.locale) : t.prizeCode;
    rows.push([t.discount(toSingleLine(prize)), -order.discount_fils]);
  }
  rows.push([t.deliveryFee, order.delivery_fee_fils]);
  rows.push([t.totalPaid, order.total_fils]);
  // The tax invoice's VAT, the order's one VAT figure: round(total × 5/105) (decision 066).
  const invoice = taxInvoiceLines({
    lines: order.lines.map((line) => ({
      description: line.title,
      quantity: line.quantity,
      unitPriceFils: line.priceFils,
    })),
    discountFils: order.discount_fils,
    deliveryFeeFils: order.delivery_fee_fils,
  });
  rows.push([t.vat, invoice.vatFils]);
  return rows;
}

/** The contact sentence with the phone, WhatsApp and e-mail as links, each kept left to right. */
function contactHtml(t: MailTexts, contact: MailContact): string {
  const ltr = (href: string, label: string) =>
    `<a dir="ltr" style="white-space:nowrap" href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const marker = '\u0000';
  const [before, afterPhone, afterWhatsapp, after] = t
    .callUs(marker, marker, marker)
    .replace(/[\u2066\u2069]/g, '')
    .split(marker);
  return [
    escapeHtml(before ?? ''),
    ltr(`tel:${contact.phone.replace(/[^\d+]/g, '')}`, contact.phone),
    escapeHtml(afterPhone ?? ''),
    ltr(contact.chatUrl, contact.whatsapp),
    escapeHtml(afterWhatsapp ?? ''),
    ltr(`mailto:${contact.email}`, contact.email),
    escapeHtml(after ?? ''),
  ].join('');
}

/**
 * The order confirmation mail the shopper receives once per paid order, in the
 * shopper's language (English or Arabic, right to left): reference,
 * every line with quantity, unit price and line total, items total, discount, delivery fee,
 * total charged, the 5% VAT it contains, the delivery address after the sentence that
 * introduces it, the order status page's link with the reference (docs/decisions/075) and the shop's
 * phone, WhatsApp and e-mail when the shop setting gave them (docs/decisions/084); as text and as HTML (every shopper-typed value escaped) that opens with the
 * shop's logo, attached inline (`attachments`). Amounts come from the stored order (fils).
 */
export function buildConfirmationMail(order: OrderRow, options: ConfirmationMailOptions): ConfirmationMail {
  const t = mailTextsOf(order);
  const isArabic = order.locale === 'ar';
  const start = isArabic ? 'right' : 'left';
  const end = isArabic ? 'left' : 'right';
  const reference = order.customer_reference_number;
  // Each line in the order's language, as the order recorded it (docs/decisions/078).
  const lines = order.lines.map((line) => ({
    name: lineName(line, order.locale),
    quantity: line.quantity,
    unit: formatAed(line.priceFils),
    total: formatAed(line.lineTotalFils),
  }));
  const totals = totalRows(order, t);
  const address = addressLines(order, t);
  const greeting = t.greeting(toSingleLine(order.customer_name));
  const intro = t.intro(reference);
  const hasInvoice = Boolean(order.invoice_number && options.invoiceUrl);
  const contact = options.contact ?? null;
  // The reference only: the status page asks for the e-mail, which never goes into a link (docs/decisions/075).
  const statusUrl = `${options.shopUrl}${t.statusPath}?${new URLSearchParams({ ref: reference })}`;

  const text = [
    greeting,
    '',
    intro,
    '',
    `${t.reference}: ${reference}`,
    '',
    ...lines.map((line) => t.line(line.quantity, line.name, line.unit, line.total)),
    '',
    ...totals.map(([label, fils]) => `${label}: ${formatAed(fils)}`),
    t.vatIncluded,
    ...(hasInvoice ? [t.invoice(order.invoice_number as string, options.invoiceUrl as string)] : []),
    '',
    t.delivery,
    '',
    `${t.address}:`,
    ...address,
    '',
    t.follow(statusUrl),
    t.questions(options.shopUrl),
    ...(contact ? [t.callUs(contact.phone, contact.whatsapp, contact.email)] : []),
    '',
    t.signature,
  ].join('\n');

  const cell = 'padding:6px 8px;border-bottom:1px solid #eee;';
  const lineRows = lines
    .map(
      (line) =>
        `<tr><td style="${cell}">${escapeHtml(line.name)}</td><td style="${cell}text-align:center">${line.quantity}</td>` +
        `<td style="${cell}text-align:${end}">${ltrHtml(line.unit)}</td><td style="${cell}text-align:${end}">${ltrHtml(line.total)}</td></tr>`,
    )
    .join('');
  const totalHtml = totals
    .map(
      ([label, fils]) =>
        `<tr><td colspan="3" style="padding:4px 8px;text-align:${end}">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 8px;text-align:${end}">${ltrHtml(formatAed(fils))}</td></tr>`,
    )
    .join('');
  const invoiceHtml = hasInvoice
    ? `<p>${withLtrHtml(t.invoiceHtml(order.invoice_number as string), order.invoice_number as string)} <a href="${escapeHtml(options.invoiceUrl as string)}">${escapeHtml(t.openIt)}</a>.</p>`
    : '';
  const html = `<!doctype html><html lang="${isArabic ? 'ar' : 'en'}" dir="${isArabic ? 'rtl' : 'ltr'}"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px">
${mailLogoHtml(t.signature)}
<p>${escapeHtml(greeting)}</p>
<p>${withLtrHtml(intro, reference)}</p>
<h2 style="font-size:18px">${escapeHtml(t.order)} ${ltrHtml(reference)}</h2>
<table style="border-collapse:collapse;width:100%">
<thead><tr><th style="${cell}text-align:${start}">${t.product}</th><th style="${cell}">${t.quantity}</th><th style="${cell}text-align:${end}">${t.price}</th><th style="${cell}text-align:${end}">${t.amount}</th></tr></thead>
<tbody>${lineRows}</tbody>
<tfoot>${totalHtml}</tfoot>
</table>
<p>${escapeHtml(t.vatIncluded)}</p>
${invoiceHtml}
<p>${escapeHtml(t.delivery)}</p>
<h3 style="font-size:16px">${escapeHtml(t.address)}</h3>
<p>${address.map((line) => withLtrHtml(line, order.mobile_number)).join('<br>')}</p>
<p>${escapeHtml(t.followHtml)} <a href="${escapeHtml(statusUrl)}">${escapeHtml(t.statusPage)}</a>.</p>
<p>${escapeHtml(t.questionsHtml)} <a href="${escapeHtml(options.shopUrl)}${t.contactPath}">${escapeHtml(t.contactPage)}</a>.</p>
${contact ? `<p>${contactHtml(t, contact)}</p>` : ''}
<p>${escapeHtml(t.signature)}</p>
</body></html>`;

  return { to: order.email, subject: t.subject(reference), text, html, attachments: [mailLogoAttachment()] };
}
