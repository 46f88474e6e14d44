import { type ContactSubmission, createEnquirySchema } from '@outlet-shop/shop-rules';
import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js/max';
import { countryCode } from './countries';

/**
 * The contact submission rules (docs/product.md 3, 5), defined once in `@outlet-shop/shop-rules` and
 * shared with the SPA's form; here with i18n-iso-countries names or codes and libphonenumber-js's
 * full metadata (number ranges too, so the CMS answers per field where the browser's smaller
 * metadata only checks lengths).
 */
export const contactSubmissionSchema = createEnquirySchema({
  countryCode,
  isValidPhone: (phone, country) => isValidPhoneNumber(phone, country as CountryCode | undefined),
});

export type { ContactSubmission };
