import { escapeHtml } from '@outlet-shop/service-kit/mail-html';
import { toSingleLine } from '@outlet-shop/shop-rules';
import type { ContactSubmission } from './enquiry-schema';

/** The stored enquiry as the mail needs it: the submission plus its reference. */
export type EnquiryForMail = Partial<Record<Exclude<keyof ContactSubmission, 'photos'>, string | null>> & {
  reference: string;
};

/** The message handed to the e-mail plugin. */
export interface EnquiryMail {
  to: string[];
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

/** Labels of the filled fields, in the order the mail lists them (docs/product.md 2 contact form). */
const FIELD_LABELS: ReadonlyArray<[Exclude<keyof ContactSubmission, 'photos'>, string]> = [
  ['department', 'Department'],
  ['selectedOption', 'Support type'],
  ['selectedOptionSales', 'Sales type'],
  ['name', 'Name'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['inqCountry', 'Inquiry country'],
  ['targetCountry', 'Target country / market'],
  ['targetBrand', 'Target brand'],
  ['targetProduct', 'Target product'],
  ['targetFunction', 'Target function'],
  ['brandCategory', 'Brand category'],
  ['brandName', 'Brand name'],
  ['bnf', 'BNF number'],
  ['expiry', 'Expiry date'],
  ['purchaseDate', 'Purchase date'],
  ['purchaseFrom', 'Purchased from'],
  ['orderNumber', 'Order number'],
  ['productIdea', 'Product idea'],
  ['message', 'Message'],
];

/** The fields of several lines (docs/product.md 2 contact form); every other field is one line. */
const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set(['message', 'productIdea']);

/** A header value: line breaks, other control characters and bidi overrides become spaces, length capped. */
export function headerSafe(value: string, maxLength = 200): string {
  return toSingleLine(value).slice(0, maxLength);
}

/**
 * A field's value in the text summary: a one-line field flattened (`toSingleLine`); a field of
 * several lines keeps them, each further line indented, so none starts like a field of the mail.
 */
function textValue(field: string, value: string): string {
  if (!MULTI_LINE_FIELDS.has(field)) return toSingleLine(value);
  return value
    .split(/\r\n|[\n\r\u2028\u2029\u0085]/)
    .map(toSingleLine)
    .join('\n  ');
}

/**
 * The routed enquiry mail (docs/product.md 7 Mail API, docs/architecture.md 5): subject
 * `[<department or sub-option>] Enquiry ENQ-… from <name or e-mail>`, `replyTo` the
 * visitor, and an HTML and text summary of every filled field, ending with the names of
 * the attached files (the caller attaches them). No field can add a header, and none a line that
 * starts like another field's (a one-line field is flattened, further lines of the message are
 * indented).
 */
export function buildEnquiryMail(
  enquiry: EnquiryForMail,
  recipients: readonly string[],
  attachmentNames: readonly string[] = [],
): EnquiryMail {
  const filled = [
    ...FIELD_LABELS.map(([field, label]) => [label, textValue(field, (enquiry[field] ?? '').trim())] as const),
    ['Attached files', toSingleLine(attachmentNames.join(', '))] as const,
  ].filter(([, value]) => value !== '');
  const topic = enquiry.selectedOption || enquiry.selectedOptionSales || enquiry.department || 'Enquiry';
  const sender = enquiry.name || enquiry.email || 'a visitor';
  const subject = headerSafe(
    `[${headerSafe(topic, 60)}] Enquiry ${enquiry.reference} from ${headerSafe(sender, 80)}`,
    200,
  );
  const text = [`Enquiry ${enquiry.reference}`, '', ...filled.map(([label, value]) => `${label}: ${value}`)].join('\n');
  const rows = filled
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n {2}/g, '<br>')}</td></tr>`,
    )
    .join('');
  const html = `<h2>Enquiry ${escapeHtml(enquiry.reference)}</h2><table cellpadding="4">${rows}</table>`;
  return { to: [...recipients], replyTo: headerSafe(enquiry.email ?? '', 254), subject, text, html };
}
