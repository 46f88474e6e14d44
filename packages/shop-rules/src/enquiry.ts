import { z } from 'zod';
import { formText, singleLine } from './single-line.ts';

/**
 * The enquiry (contact) form's rules (docs/product.md 2 contact page, 3 contact submission, 5 contact
 * form), used by the SPA's form and by the CMS's `POST /api/auth/register`. Field names are the
 * spec's wire names. Country and phone lookups come from the caller (`EnquiryChecks`), so this
 * package needs no country or phone library and each side keeps its own metadata size.
 */

/** The enquiry types (docs/product.md 2 contact page). */
export const DEPARTMENTS = [
  'Customer Support',
  'Sales & Distribution Inquiries',
  'HR & Recruitment',
  'Marketing & Branding',
  'General inquiries',
] as const;
/** Customer Support sub-options (`selectedOption`). */
export const SUPPORT_OPTIONS = [
  'Product Feedback / Complaints',
  'E Commerce Order Tracking',
  'Innovation Center',
] as const;
/** Sales sub-options (`selectedOptionSales`). */
export const SALES_OPTIONS = ['Export', 'Private Label', 'UAE', 'KSA'] as const;
/** Brand Category options for product feedback. */
export const BRAND_CATEGORIES = ['CHOCOLATE', 'SNACKS'] as const;
/** Target Brand options for private label (docs/product.md 2). */
export const TARGET_BRANDS = [
  'APRONS N LOVE',
  'ARABIAN DELIGHTS',
  'CHOCODATE',
  'DARA',
  'MOJO',
  'ROUGE',
  'VENICE',
  'WISHES',
  'ZEIN',
  'XL',
  'RAJA',
  'AMIGO',
  'FIESTA',
  'OTHER',
] as const;
/** Target Function options for HR & Recruitment (docs/product.md 2). */
export const TARGET_FUNCTIONS = [
  'Sales',
  'Business Development',
  'Marketing',
  'Product Development',
  'Supply Chain',
  'Production',
  'Quality',
  'Accounting & Finance',
  'Human Resources',
  'IT',
  'Customer Service',
  'Legal & Compliance',
] as const;
/**
 * The languages an enquiry can be acknowledged in (`locale`): the shop's, English at the spec's
 * paths and Arabic under `/ar` (docs/enquiry-routing.md, acknowledgement).
 */
export const ENQUIRY_LANGUAGES = ['en', 'ar'] as const;
/** Files per enquiry. */
export const MAX_FILES_PER_ENQUIRY = 10;
/**
 * The largest file an upload may carry, bytes (5 MiB; docs/product.md 5 uploads, 9): an enquiry's
 * file, left out by the SPA before it sends and refused by the CMS, and a file staff upload to the
 * media library (Strapi's upload `sizeLimit`).
 */
export const MAX_UPLOAD_FILE_BYTES = 5_242_880;

/** The lookups the rules need, supplied by each side (i18n-iso-countries, libphonenumber-js). */
export interface EnquiryChecks {
  /** ISO alpha-2 code of a country the form lists ('India' → 'IN'); null when unknown. */
  countryCode(country: string): string | null;
  /** Whether `phone` is a valid number; without `+…` it is read as a number of `countryCode`. */
  isValidPhone(phone: string, countryCode: string | undefined): boolean;
}

const REQUIRED = 'This field is required';
/** A text of several lines (message, product idea), zero-width characters removed (`formText`). */
const text = formText().max(5000).optional().default('');
/** A one-line field (`singleLine`: no line break, control character or bidi override). */
const shortText = singleLine().max(200).optional().default('');
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values), z.literal('')], message)
    .optional()
    .default('');

/**
 * The contact submission schema (docs/product.md 3) with the rules of docs/product.md 5: e-mail (format),
 * phone, inquiry country and department required; the sales type when the department is
 * sales; target country for export; target market and brand for private label; order number
 * for order tracking; the product idea for innovation; otherwise a message. Countries must be
 * ones `checks.countryCode` knows, brand, function, category and options one of their lists,
 * the phone valid per `checks.isValidPhone`. `photos` are file records from
 * `POST /api/enquiry-files` (only their `id` is kept, at most {@link MAX_FILES_PER_ENQUIRY}).
 * `locale` is the language of the form the visitor filled (`en` when absent), the language of the
 * acknowledgement mail.
 * Every field but `message` and `productIdea` is one line (`singleLine`: a line break, another
 * control character or a bidi override is refused); zero-width characters are removed from every
 * text (`ZERO_WIDTH`). Unknown keys (a browser's `mailList`) are
 * dropped; absent optional fields become ''.
 * Never throws on parse with `safeParse`: errors are per field, in the texts the form shows.
 */
export function createEnquirySchema(checks: EnquiryChecks) {
  const isKnownCountry = (value: string) => value === '' || checks.countryCode(value) !== null;
  const country = singleLine().max(100).refine(isKnownCountry, 'Choose a country from the list');
  return z
    .object({
      name: shortText,
      email: singleLine().max(254).pipe(z.email('Enter a valid e-mail address')),
      phone: singleLine().min(1, 'Enter your phone number').max(40),
      inqCountry: singleLine().min(1, 'Choose your country').pipe(country),
      department: z.enum(DEPARTMENTS, 'Choose a department'),
      message: text,
      targetCountry: country.optional().default(''),
      targetBrand: oneOf(TARGET_BRANDS, 'Choose a brand from the list'),
      targetProduct: shortText,
      bnf: shortText,
      targetFunction: oneOf(TARGET_FUNCTIONS, 'Choose a function from the list'),
      brandName: shortText,
      expiry: shortText,
      brandCategory: oneOf(BRAND_CATEGORIES, 'Choose CHOCOLATE or SNACKS'),
      purchaseDate: shortText,
      purchaseFrom: shortText,
      orderNumber: shortText,
      productIdea: text,
      selectedOption: oneOf(SUPPORT_OPTIONS, 'Choose one of the options'),
      selectedOptionSales: oneOf(SALES_OPTIONS, 'Choose one of the options'),
      photos: z
        .array(z.object({ id: z.string().trim().min(1).max(64) }))
        .max(MAX_FILES_PER_ENQUIRY, `At most ${MAX_FILES_PER_ENQUIRY} files`)
        .optional()
        .default([]),
      locale: z.enum(ENQUIRY_LANGUAGES, 'Choose English or Arabic').optional().default('en'),
    })
    .superRefine((values, context) => {
      const need = (field: keyof typeof values, message = REQUIRED) => {
        if (!values[field]) context.addIssue({ code: 'custom', path: [field], message });
      };
      const inquiryCountry = checks.countryCode(values.inqCountry) ?? undefined;
      if (!checks.isValidPhone(values.phone, inquiryCountry)) {
        context.addIssue({ code: 'custom', path: ['phone'], message: 'Enter a valid phone number' });
      }
      const isSupport = values.department === 'Customer Support';
      const isSales = values.department === 'Sales & Distribution Inquiries';
      if (isSupport) need('selectedOption', 'Choose what your enquiry is about');
      if (isSales) need('selectedOptionSales', 'Choose a sales enquiry type');
      if (isSales && values.selectedOptionSales === 'Export') need('targetCountry');
      if (isSales && values.selectedOptionSales === 'Private Label') {
        need('targetCountry');
        need('targetBrand');
      }
      if (isSupport && values.selectedOption === 'E Commerce Order Tracking') need('orderNumber');
      if (isSupport && values.selectedOption === 'Innovation Center') need('productIdea');
      if (!isSupport) need('message');
    });
}

/** The schema {@link createEnquirySchema} builds. */
export type EnquirySchema = ReturnType<typeof createEnquirySchema>;
/** A validated contact submission (docs/product.md 3), every optional field '' when absent. */
export type ContactSubmission = z.output<EnquirySchema>;
/** What a form or a client sends before validation (optional fields may be absent). */
export type ContactSubmissionInput = z.input<EnquirySchema>;
