import type { CountryCode } from 'libphonenumber-js';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { countryCodeOf } from '../api/countries';

/** The enquiry types (SPEC.md 2 contact page). */
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

const text = z.string().trim().max(5000);
const REQUIRED = 'This field is required';

/**
 * The enquiry form (SPEC.md 5 contact form): e-mail, phone, inquiry country and department
 * required, name optional; the rest required by department and sub-option. Field names are
 * the wire names of the contact submission (SPEC.md 3).
 */
export const enquirySchema = z
  .object({
    department: z.enum(DEPARTMENTS, 'Choose a department'),
    selectedOption: text,
    selectedOptionSales: text,
    inqCountry: z.string().min(1, 'Choose your country'),
    email: z.string().trim().pipe(z.email('Enter a valid e-mail address')),
    phone: z.string().trim().min(1, 'Enter your phone number').max(40),
    name: text,
    message: text,
    targetCountry: text,
    targetBrand: text,
    bnf: text,
    targetFunction: text,
    brandName: text,
    expiry: text,
    brandCategory: text,
    purchaseDate: text,
    purchaseFrom: text,
    orderNumber: text,
    productIdea: text,
  })
  .superRefine((values, context) => {
    const need = (field: keyof typeof values, message = REQUIRED) => {
      if (!values[field]) context.addIssue({ code: 'custom', path: [field], message });
    };
    // Without a +country prefix the number is read as one of the inquiry country (as the CMS does).
    // The small metadata checks lengths; the CMS checks number ranges too and answers per field.
    const country = countryCodeOf(values.inqCountry) as CountryCode | undefined;
    if (values.phone && !isValidPhoneNumber(values.phone, country)) {
      context.addIssue({ code: 'custom', path: ['phone'], message: 'Enter a valid phone number' });
    }
    const support = values.department === 'Customer Support';
    const sales = values.department === 'Sales & Distribution Inquiries';
    if (support) need('selectedOption', 'Choose what your enquiry is about');
    if (sales) need('selectedOptionSales', 'Choose a sales enquiry type');
    if (sales && values.selectedOptionSales === 'Export') need('targetCountry');
    if (sales && values.selectedOptionSales === 'Private Label') {
      need('targetCountry');
      need('targetBrand');
    }
    if (support && values.selectedOption === 'E Commerce Order Tracking') need('orderNumber');
    if (support && values.selectedOption === 'Innovation Center') need('productIdea');
    if (!support) need('message');
  });

export type EnquiryValues = z.infer<typeof enquirySchema>;

/** An empty form: every field blank (the form's reset state after a successful submit). */
export const EMPTY_ENQUIRY = {
  department: '',
  selectedOption: '',
  selectedOptionSales: '',
  inqCountry: '',
  email: '',
  phone: '',
  name: '',
  message: '',
  targetCountry: '',
  targetBrand: '',
  bnf: '',
  targetFunction: '',
  brandName: '',
  expiry: '',
  brandCategory: '',
  purchaseDate: '',
  purchaseFrom: '',
  orderNumber: '',
  productIdea: '',
} as unknown as EnquiryValues;
