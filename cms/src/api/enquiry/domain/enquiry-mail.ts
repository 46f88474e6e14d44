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

// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** A header value: CR, LF and other control characters become spaces, length capped. */
export function headerSafe(value: string, maxLength = 200): string {
  return value.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, maxLength);
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The routed enquiry mail (docs/product.md 7 Mail API, docs/architecture.md 5): subject
 * `[<department or sub-option>] Enquiry ENQ-… from <name or e-mail>`, `replyTo` the
 * visitor, and an HTML and text summary of every filled field, ending with the names of
 * the attached files (the caller attaches them). No field can add a header.
 */
export function buildEnquiryMail(
  enquiry: EnquiryForMail,
  recipients: readonly string[],
  attachmentNames: readonly string[] = [],
): EnquiryMail {
  const filled = [
    ...FIELD_LABELS.map(([field, label]) => [label, (enquiry[field] ?? '').trim()] as const),
    ['Attached files', attachmentNames.join(', ')] as const,
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
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  const html = `<h2>Enquiry ${escapeHtml(enquiry.reference)}</h2><table cellpadding="4">${rows}</table>`;
  return { to: [...recipients], replyTo: headerSafe(enquiry.email ?? '', 254), subject, text, html };
}
