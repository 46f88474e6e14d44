import { type ContactSubmission, type ContactSubmissionInput, createEnquirySchema } from '@outlet-shop/shop-rules';
import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js';
import { countryCodeOf } from '../api/countries';

export {
  BRAND_CATEGORIES,
  DEPARTMENTS,
  SALES_OPTIONS,
  SUPPORT_OPTIONS,
  TARGET_BRANDS,
  TARGET_FUNCTIONS,
} from '@outlet-shop/shop-rules';

/**
 * The enquiry form's rules (docs/product.md 5 contact form), the same schema the CMS validates with
 * (`@outlet-shop/shop-rules`). Countries are the names the form lists; the phone is checked
 * with libphonenumber-js's small metadata (lengths only; the CMS checks number ranges too and
 * answers per field).
 */
export const enquirySchema = createEnquirySchema({
  countryCode: (name) => countryCodeOf(name) ?? null,
  isValidPhone: (phone, country) => isValidPhoneNumber(phone, country as CountryCode | undefined),
});

/** The form's values: the contact submission's wire fields (docs/product.md 3) as typed. */
export type EnquiryValues = ContactSubmissionInput;
/** The values once the rules pass. */
export type ValidEnquiry = ContactSubmission;

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
