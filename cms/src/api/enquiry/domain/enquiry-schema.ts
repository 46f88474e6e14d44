import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { z } from 'zod';
import { countryCode } from './countries';

export const DEPARTMENTS = [
  'Customer Support',
  'Sales & Distribution Inquiries',
  'HR & Recruitment',
  'Marketing & Branding',
  'General inquiries',
] as const;
export const SUPPORT_OPTIONS = [
  'Product Feedback / Complaints',
  'E Commerce Order Tracking',
  'Innovation Center',
] as const;
export const SALES_OPTIONS = ['Export', 'Private Label', 'UAE', 'KSA'] as const;
export const BRAND_CATEGORIES = ['CHOCOLATE', 'SNACKS'] as const;
/** Target Brand options for private label (SPEC.md 2). */
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
/** Target Function options for HR & Recruitment (SPEC.md 2). */
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
/** Files per enquiry. */
export const MAX_FILES_PER_ENQUIRY = 10;

const REQUIRED = 'This field is required';
const text = z.string().trim().max(5000).optional().default('');
const shortText = z.string().trim().max(200).optional().default('');
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values, message), z.literal('')])
    .optional()
    .default('');
const country = (message: string) =>
  z
    .string()
    .trim()
    .max(100)
    .refine((value) => value === '' || countryCode(value) !== null, message);

/**
 * The contact submission of SPEC.md 3 with the rules of SPEC.md 5 (contact form): e-mail
 * (format), phone, inquiry country and department required; the sales type when the
 * department is sales; target country for export; target market and brand for private
 * label; order number for order tracking; the product idea for innovation; otherwise a
 * message. Countries must be ones the form lists (i18n-iso-countries), brand, function and
 * options one of their lists, the phone a valid number (libphonenumber-js; without `+…` it
 * is read as a number of the inquiry country). `photos` are file records from
 * `POST /api/enquiry-files` (only their `id` is read). Unknown keys (the browser's
 * `mailList`) are dropped.
 */
export const contactSubmissionSchema = z
  .object({
    name: shortText,
    email: z.string().trim().max(254).pipe(z.email('Enter a valid e-mail address')),
    phone: z.string().trim().max(40),
    inqCountry: country('Choose a country from the list').pipe(z.string().min(1, REQUIRED)),
    department: z.enum(DEPARTMENTS, 'Choose a department'),
    message: text,
    targetCountry: country('Choose a country from the list').optional().default(''),
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
  })
  .superRefine((values, context) => {
    const need = (field: keyof typeof values, message = REQUIRED) => {
      if (!values[field]) context.addIssue({ code: 'custom', path: [field], message });
    };
    const defaultCountry = countryCode(values.inqCountry) ?? undefined;
    if (!isValidPhoneNumber(values.phone, defaultCountry as never)) {
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

/** A validated contact submission (SPEC.md 3), every optional field '' when absent. */
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;
