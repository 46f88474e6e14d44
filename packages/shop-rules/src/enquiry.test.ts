import { describe, expect, it } from 'vitest';
import { createEnquirySchema, type EnquiryChecks } from './enquiry.ts';

/** Two countries and '+971…' numbers of 9 digits: enough to drive every rule without a library. */
const checks: EnquiryChecks = {
  countryCode: (country) => ({ 'United Arab Emirates': 'AE', India: 'IN' })[country] ?? null,
  isValidPhone: (phone, country) => /^\+971\d{9}$/.test(phone) || (country === 'AE' && /^0\d{9}$/.test(phone)),
};
const schema = createEnquirySchema(checks);
const base = { email: 'visitor@example.com', phone: '+971501112233', inqCountry: 'United Arab Emirates' };

function fieldErrors(input: Record<string, unknown>): Record<string, string[] | undefined> {
  const result = schema.safeParse(input);
  return result.success ? {} : (result.error.flatten().fieldErrors as Record<string, string[] | undefined>);
}

describe('enquiry form rules (docs/product.md 5 contact form)', () => {
  it('requires e-mail, phone, inquiry country and department, in the texts the form shows', () => {
    expect(fieldErrors({ email: 'nope', phone: '', inqCountry: '', department: '', message: 'Hi' })).toEqual({
      email: ['Enter a valid e-mail address'],
      phone: ['Enter your phone number'],
      inqCountry: ['Choose your country'],
      department: ['Choose a department'],
    });
  });

  it('accepts a general inquiry with a message, fills absent fields with blanks and drops unknown keys', () => {
    const parsed = schema.parse({ ...base, department: 'General inquiries', message: 'Hi', mailList: 'x@evil' });
    expect(parsed).toMatchObject({ name: '', targetBrand: '', photos: [] });
    expect(parsed).not.toHaveProperty('mailList');
  });

  it('requires the message outside customer support, and the sub-option inside it', () => {
    expect(fieldErrors({ ...base, department: 'General inquiries' })).toEqual({ message: ['This field is required'] });
    expect(fieldErrors({ ...base, department: 'Customer Support' })).toEqual({
      selectedOption: ['Choose what your enquiry is about'],
    });
  });

  it('requires the order number for order tracking and the idea for the innovation center', () => {
    const support = { ...base, department: 'Customer Support' };
    expect(Object.keys(fieldErrors({ ...support, selectedOption: 'E Commerce Order Tracking' }))).toEqual([
      'orderNumber',
    ]);
    expect(Object.keys(fieldErrors({ ...support, selectedOption: 'Innovation Center' }))).toEqual(['productIdea']);
  });

  it('requires the sales type, the target country for export, and market and brand for private label', () => {
    const sales = { ...base, department: 'Sales & Distribution Inquiries', message: 'Hi' };
    expect(Object.keys(fieldErrors(sales))).toEqual(['selectedOptionSales']);
    expect(Object.keys(fieldErrors({ ...sales, selectedOptionSales: 'Export' }))).toEqual(['targetCountry']);
    expect(Object.keys(fieldErrors({ ...sales, selectedOptionSales: 'Private Label' })).sort()).toEqual([
      'targetBrand',
      'targetCountry',
    ]);
  });

  it('accepts only listed brands, functions, categories and countries, and a valid phone', () => {
    const general = { ...base, department: 'General inquiries', message: 'Hi' };
    expect(fieldErrors({ ...general, targetBrand: 'ACME' })).toEqual({ targetBrand: ['Choose a brand from the list'] });
    expect(fieldErrors({ ...general, targetFunction: 'Astronaut' })).toHaveProperty('targetFunction');
    expect(fieldErrors({ ...general, brandCategory: 'CANDY' })).toHaveProperty('brandCategory');
    expect(fieldErrors({ ...general, inqCountry: 'Atlantis' })).toHaveProperty('inqCountry');
    expect(fieldErrors({ ...general, phone: '12' })).toEqual({ phone: ['Enter a valid phone number'] });
    expect(fieldErrors({ ...general, phone: '0501112233' })).toEqual({});
  });

  it('keeps only the ids of attached file records and refuses more than 10', () => {
    const general = { ...base, department: 'General inquiries', message: 'Hi' };
    expect(schema.parse({ ...general, photos: [{ id: 'f1', url: 'https://evil.example' }] }).photos).toEqual([
      { id: 'f1' },
    ]);
    const many = Array.from({ length: 11 }, (_, index) => ({ id: `f${index}` }));
    expect(fieldErrors({ ...general, photos: many })).toEqual({ photos: ['At most 10 files'] });
  });
});
