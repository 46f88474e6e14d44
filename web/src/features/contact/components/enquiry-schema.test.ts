import { describe, expect, it } from 'vitest';
import { EMPTY_ENQUIRY, enquirySchema } from './enquiry-schema';

const filled = {
  ...EMPTY_ENQUIRY,
  department: 'Sales & Distribution Inquiries',
  selectedOptionSales: 'Private Label',
  inqCountry: 'United Arab Emirates',
  email: 'buyer@example.com',
  phone: '+971501112233',
  message: 'Private label dates',
  targetCountry: 'Kenya',
  targetBrand: 'CHOCODATE',
};

describe('the contact form validates with the CMS rules (@outlet-shop/shop-rules)', () => {
  it('accepts a complete private-label enquiry with a listed country name', () => {
    expect(enquirySchema.safeParse(filled).success).toBe(true);
  });

  it('now checks the lists too: an unlisted brand or country is refused in the browser', () => {
    const result = enquirySchema.safeParse({ ...filled, targetBrand: 'ACME', targetCountry: 'Atlantis' });
    expect(result.success).toBe(false);
    expect(Object.keys(result.error?.flatten().fieldErrors ?? {}).sort()).toEqual(['targetBrand', 'targetCountry']);
  });

  it('shows the empty form its required-field texts', () => {
    const errors = enquirySchema.safeParse(EMPTY_ENQUIRY).error?.flatten().fieldErrors;
    expect(errors).toMatchObject({
      phone: ['Enter your phone number'],
      inqCountry: ['Choose your country'],
      department: ['Choose a department'],
    });
  });
});
