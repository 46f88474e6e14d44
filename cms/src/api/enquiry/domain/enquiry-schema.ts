import { z } from 'zod';

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

const REQUIRED = 'This field is required';
const text = z.string().trim().max(5000).optional().default('');
const shortText = z.string().trim().max(200).optional().default('');

/**
 * The contact submission of SPEC.md 3 with the rules of SPEC.md 5 (contact form): e-mail
 * (format), phone, inquiry country and department required; the sales type when the
 * department is sales; target country for export; target market and brand for private
 * label; order number for order tracking; the product idea for innovation; otherwise a
 * message. Unknown keys (the browser's `mailList`) are dropped.
 */
export const contactSubmissionSchema = z
  .object({
    name: shortText,
    email: z.string().trim().max(254).pipe(z.email('Enter a valid e-mail address')),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a valid phone number'),
    inqCountry: z.string().trim().min(1, REQUIRED).max(100),
    department: z.enum(DEPARTMENTS, 'Choose a department'),
    message: text,
    targetCountry: shortText,
    targetBrand: shortText,
    targetProduct: shortText,
    bnf: shortText,
    targetFunction: shortText,
    brandName: shortText,
    expiry: shortText,
    brandCategory: z
      .union([z.enum(BRAND_CATEGORIES), z.literal('')])
      .optional()
      .default(''),
    purchaseDate: shortText,
    purchaseFrom: shortText,
    orderNumber: shortText,
    productIdea: text,
    selectedOption: z
      .union([z.enum(SUPPORT_OPTIONS), z.literal('')])
      .optional()
      .default(''),
    selectedOptionSales: z
      .union([z.enum(SALES_OPTIONS), z.literal('')])
      .optional()
      .default(''),
  })
  .superRefine((values, context) => {
    const need = (field: keyof typeof values, message = REQUIRED) => {
      if (!values[field]) context.addIssue({ code: 'custom', path: [field], message });
    };
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
