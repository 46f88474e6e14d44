import { describe, expect, it } from 'vitest';
import { contactSubmissionSchema } from './enquiry-schema';

const base = { email: 'visitor@example.com', phone: '+971 50 123 4567', inqCountry: 'United Arab Emirates' };

function fieldErrors(input: Record<string, unknown>): Record<string, string[] | undefined> {
  const result = contactSubmissionSchema.safeParse(input);
  if (result.success) return {};
  return result.error.flatten().fieldErrors as Record<string, string[] | undefined>;
}

describe('contact submission rules (docs/product.md 5 contact form)', () => {
  it('requires e-mail in e-mail format, phone, inquiry country and department', () => {
    const errors = fieldErrors({ email: 'not-an-email', message: 'Hi' });
    expect(Object.keys(errors).sort()).toEqual(['department', 'email', 'inqCountry', 'phone']);
  });

  it('accepts a general inquiry with a message and no name', () => {
    expect(fieldErrors({ ...base, department: 'General inquiries', message: 'Do you deliver to Al Ain?' })).toEqual({});
  });

  it('requires the message outside customer support', () => {
    expect(fieldErrors({ ...base, department: 'General inquiries' })).toHaveProperty('message');
  });

  it('requires the support sub-option, then the order number for order tracking', () => {
    expect(fieldErrors({ ...base, department: 'Customer Support' })).toHaveProperty('selectedOption');
    const tracking = fieldErrors({
      ...base,
      department: 'Customer Support',
      selectedOption: 'E Commerce Order Tracking',
    });
    expect(Object.keys(tracking)).toEqual(['orderNumber']);
  });

  it('requires the product idea for the innovation center, and nothing extra for feedback', () => {
    expect(
      Object.keys(fieldErrors({ ...base, department: 'Customer Support', selectedOption: 'Innovation Center' })),
    ).toEqual(['productIdea']);
    expect(
      fieldErrors({ ...base, department: 'Customer Support', selectedOption: 'Product Feedback / Complaints' }),
    ).toEqual({});
  });

  it('requires the sales type, the target country for export, and market and brand for private label', () => {
    const sales = { ...base, department: 'Sales & Distribution Inquiries', message: 'Hi' };
    expect(fieldErrors(sales)).toHaveProperty('selectedOptionSales');
    expect(Object.keys(fieldErrors({ ...sales, selectedOptionSales: 'Export' }))).toEqual(['targetCountry']);
    expect(Object.keys(fieldErrors({ ...sales, selectedOptionSales: 'Private Label' })).sort()).toEqual([
      'targetBrand',
      'targetCountry',
    ]);
  });

  it('rejects an unknown department', () => {
    expect(fieldErrors({ ...base, department: 'Billing', message: 'Hi' })).toHaveProperty('department');
  });

  it('accepts only the listed brands, functions and countries, and a valid phone number', () => {
    const general = { ...base, department: 'General inquiries', message: 'Hi' };
    expect(fieldErrors({ ...general, targetBrand: 'ACME' })).toHaveProperty('targetBrand');
    expect(fieldErrors({ ...general, targetFunction: 'Astronaut' })).toHaveProperty('targetFunction');
    expect(fieldErrors({ ...general, inqCountry: 'Atlantis' })).toHaveProperty('inqCountry');
    expect(fieldErrors({ ...general, phone: '12' })).toHaveProperty('phone');
    expect(fieldErrors({ ...general, phone: '050 123 4567' })).toEqual({});
  });

  it('keeps only the ids of attached file records and refuses more than 10', () => {
    const parsed = contactSubmissionSchema.parse({
      ...base,
      department: 'Marketing & Branding',
      message: 'Proposal attached',
      photos: [{ id: 'abc123', name: 'deck.pdf', url: 'https://evil.example/x' }],
    });
    expect(parsed.photos).toEqual([{ id: 'abc123' }]);
    const many = Array.from({ length: 11 }, (_, index) => ({ id: `f${index}` }));
    expect(fieldErrors({ ...base, department: 'General inquiries', message: 'Hi', photos: many })).toHaveProperty(
      'photos',
    );
  });
});
