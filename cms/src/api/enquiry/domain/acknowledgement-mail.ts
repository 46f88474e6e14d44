import { escapeHtml, ltrHtml } from '@outlet-shop/service-kit/mail-html';
import { type MailAttachment, mailLogoAttachment, mailLogoHtml } from '@outlet-shop/service-kit/mail-logo';
import { type ContactDetails, readablePhone } from '../../shop-setting/domain/contact-details';
import { ACKNOWLEDGEMENT_TEXTS, type AcknowledgementLanguage } from './acknowledgement-texts';
import { countryName } from './countries';
import { type EnquiryForMail, headerSafe } from './enquiry-mail';

/** The stored enquiry as its acknowledgement needs it. */
export type EnquiryForAcknowledgement = EnquiryForMail & { language?: string | null };

/** The acknowledgement handed to the e-mail plugin. */
export interface AcknowledgementMail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** The shop's logo, shown inline at the top of the HTML part. */
  attachments: MailAttachment[];
  /** RFC 3834: an automatic message, so the visitor's auto-responder does not answer it. */
  headers: Record<string, string>;
}

/** The language of an enquiry's acknowledgement: its form's, English when unknown. */
export function languageOf(enquiry: EnquiryForAcknowledgement): AcknowledgementLanguage {
  return enquiry.language === 'ar' ? 'ar' : 'en';
}

/**
 * The summary of what the visitor sent: only the choices of the form (department, topic,
 * countries, brand, function, category) and how many files, never a free text (message, order
 * number, product idea…) nor a file: the mail goes to an address nobody has confirmed, so it must
 * carry nothing a stranger could write into it for someone else (docs/decisions/074).
 */
function summaryOf(enquiry: EnquiryForAcknowledgement, fileCount: number, language: AcknowledgementLanguage) {
  const words = ACKNOWLEDGEMENT_TEXTS[language];
  const choice = (value: string | null | undefined) => (value ? (words.choices[value] ?? value) : '');
  const country = (value: string | null | undefined) => (value ? countryName(value, language) || value : '');
  const rows: Array<[string, string]> = [
    [words.department, choice(enquiry.department)],
    [words.topic, choice(enquiry.selectedOption || enquiry.selectedOptionSales)],
    [words.inquiryCountry, country(enquiry.inqCountry)],
    [words.targetCountry, country(enquiry.targetCountry)],
    [words.targetBrand, enquiry.targetBrand ?? ''],
    [words.targetFunction, choice(enquiry.targetFunction)],
    [words.brandCategory, choice(enquiry.brandCategory)],
    [words.files, fileCount > 0 ? words.fileCount(fileCount) : ''],
  ];
  return rows.filter(([, value]) => value !== '');
}

/** The shop's contact details as rows: label, text, and a link where one opens it. */
function contactRows(contact: ContactDetails, language: AcknowledgementLanguage) {
  const words = ACKNOWLEDGEMENT_TEXTS[language];
  const rows: Array<[string, string, string | null]> = [
    [words.phone, readablePhone(contact.phone), `tel:${contact.phone}`],
    [words.whatsapp, readablePhone(contact.whatsapp), contact.chatUrl],
    [words.email, contact.email, `mailto:${contact.email}`],
    [words.address, contact.address, null],
    [words.openingHours, contact.openingHours, null],
  ];
  return rows.filter(([, value]) => value !== '');
}

const table = (rows: string) => `<table cellpadding="4" style="border-collapse:collapse">${rows}</table>`;

/**
 * The acknowledgement of an enquiry (docs/enquiry-routing.md, acknowledgement): to the visitor's
 * validated e-mail only, in the language of the form they filled (Arabic right to left), greeting
 * neutrally ('Dear customer,'), with the enquiry's reference, a summary of their choices
 * ({@link summaryOf}) and the shop's contact details from the shop setting, under the shop's logo;
 * `Reply-To` the shop's e-mail. Nothing the sender typed is in it, not even the name: whoever fills
 * the form chooses the address, so a name like 'URGENT: card charged, cancel at evil.example' would
 * reach a stranger in the shop's own mail.
 */
export function buildAcknowledgementMail(
  enquiry: EnquiryForAcknowledgement,
  contact: ContactDetails,
  fileCount: number,
): AcknowledgementMail {
  const language = languageOf(enquiry);
  const words = ACKNOWLEDGEMENT_TEXTS[language];
  const reference = enquiry.reference;
  const summary = summaryOf(enquiry, fileCount, language);
  const contacts = contactRows(contact, language);
  const text = [
    words.greeting,
    '',
    words.intro,
    '',
    `${words.reference}: ${reference}`,
    words.quote,
    '',
    `${words.summary}:`,
    ...summary.map(([label, value]) => `${label}: ${value}`),
    '',
    `${words.contact}:`,
    ...contacts.map(([label, value]) => `${label}: ${value}`),
    '',
    words.signature,
    '',
    words.automatic,
  ].join('\n');
  const isArabic = language === 'ar';
  const row = (label: string, value: string) =>
    `<tr><th align="${isArabic ? 'right' : 'left'}" valign="top">${escapeHtml(label)}</th><td>${value}</td></tr>`;
  const link = (value: string, href: string | null) =>
    href ? `<a href="${escapeHtml(href)}">${ltrHtml(value)}</a>` : escapeHtml(value).replace(/\n/g, '<br>');
  const html = [
    `<!doctype html><html lang="${language}" dir="${isArabic ? 'rtl' : 'ltr'}">`,
    `<body dir="${isArabic ? 'rtl' : 'ltr'}" style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px">`,
    mailLogoHtml(words.signature),
    `<p>${escapeHtml(words.greeting)}</p>`,
    `<p>${escapeHtml(words.intro)}</p>`,
    `<p>${escapeHtml(words.reference)}: <strong>${ltrHtml(reference)}</strong><br>${escapeHtml(words.quote)}</p>`,
    `<h3>${escapeHtml(words.summary)}</h3>`,
    table(summary.map(([label, value]) => row(label, escapeHtml(value))).join('')),
    `<h3>${escapeHtml(words.contact)}</h3>`,
    table(contacts.map(([label, value, href]) => row(label, link(value, href))).join('')),
    `<p>${escapeHtml(words.signature)}</p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(words.automatic)}</p>`,
    '</body></html>',
  ].join('');
  return {
    to: headerSafe(enquiry.email ?? '', 254),
    replyTo: headerSafe(contact.email, 254),
    subject: headerSafe(words.subject(reference), 200),
    text,
    html,
    attachments: [mailLogoAttachment()],
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
