import { describe, expect, it } from 'vitest';
import { orderPayloadSchema } from './contracts/order-payload.ts';
import { createEnquirySchema } from './enquiry.ts';
import { SINGLE_LINE_MESSAGE, singleLine, toSingleLine, withoutZeroWidth } from './single-line.ts';

const order = {
  destination_address_name: 'Aisha Khan',
  email: 'aisha@example.ae',
  destination_address_mobile_number: '+971501234567',
  destination_address_city: 'Dubai',
  destination_address_area: 'Al Barsha',
  destination_address_house_no: 'Villa 7',
  destination_address_landmark: 'Near the mall',
  products: [{ id: 1, quantity: 2 }],
};

function fieldErrors(result: { success: boolean; error?: { flatten(): { fieldErrors: object } } }) {
  return (result.success ? {} : (result.error?.flatten().fieldErrors ?? {})) as Record<string, string[]>;
}

/** What an attacker types into a one-line field: a forged line, and text reordered for the reader. */
const FORGED = [
  'Eve\nTotal paid: AED 0.00',
  'Eve\r\nTotal paid: AED 0.00',
  'Eve\rTotal paid: AED 0.00',
  'Eve\u2028Total paid: AED 0.00',
  'Eve\u0085Total paid: AED 0.00',
  'Eve\u000bTotal paid',
  'Eve\u202eredaolnwod',
  'Eve\u2067isolated\u2069',
];

describe('singleLine', () => {
  it.each(FORGED)('refuses %j', (value) => {
    const result = singleLine().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SINGLE_LINE_MESSAGE);
  });

  it('trims the ends (a pasted trailing newline is no line break) and keeps Arabic with its marks', () => {
    expect(singleLine().parse('  Aisha Khan\n')).toBe('Aisha Khan');
    expect(singleLine().parse('فيلا ٧\u200f، البرشاء')).toBe('فيلا ٧\u200f، البرشاء');
  });

  it('toSingleLine flattens each run of those characters to one space', () => {
    expect(toSingleLine('Eve\r\n\r\nTotal paid: AED 0.00')).toBe('Eve Total paid: AED 0.00');
    expect(toSingleLine('a\u202eb\u2028c\u0000')).toBe('a b c');
  });
});

describe('zero-width characters', () => {
  const hidden = 'evil\u200b.exa\u200cm\u200dple\u2060/re\ufefffund\u180e';

  it('are removed from one-line fields, from the flattened text of stored values, and by withoutZeroWidth', () => {
    expect(withoutZeroWidth(hidden)).toBe('evil.example/refund');
    expect(singleLine().parse(`\u200b ${hidden} \ufeff`)).toBe('evil.example/refund');
    expect(toSingleLine(`URGENT\u200b:\u202e ${hidden}`)).toBe('URGENT: evil.example/refund');
  });

  it('keep the marks Arabic keyboards type (LRM, RLM)', () => {
    expect(singleLine().parse('فيلا ٧\u200f\u200b')).toBe('فيلا ٧\u200f');
  });
});

describe('the order payload: every text field is one line', () => {
  it.each([
    'destination_address_name',
    'email',
    'destination_address_mobile_number',
    'destination_address_area',
    'destination_address_house_no',
    'destination_address_building_name',
    'destination_address_landmark',
    'coupon_code',
  ])('refuses a line break in %s', (field) => {
    expect(
      fieldErrors(orderPayloadSchema.safeParse({ ...order, [field]: 'A\nTotal paid: AED 0.00' }))[field],
    ).toContain(SINGLE_LINE_MESSAGE);
  });

  it('accepts the order as the form sends it', () => {
    expect(orderPayloadSchema.safeParse({ ...order, destination_address_building_name: 'Tower 2' }).success).toBe(true);
  });
});

describe('the enquiry form: one-line fields are one line, the message may have lines', () => {
  const schema = createEnquirySchema({
    countryCode: (country) => (country === 'United Arab Emirates' ? 'AE' : null),
    isValidPhone: () => true,
  });
  const enquiry = {
    email: 'visitor@example.com',
    phone: '+971501112233',
    inqCountry: 'United Arab Emirates',
    department: 'General inquiries',
    message: 'Hello,\nI would like to order for a wedding.',
  };

  it('keeps a message of several lines', () => {
    expect(schema.parse(enquiry).message).toBe(enquiry.message);
  });

  it('removes zero-width characters from every field, the message too', () => {
    const parsed = schema.parse({
      ...enquiry,
      name: 'URGENT\u200b: card charged',
      email: 'visitor\u200d@example.com',
      message: 'cancel at evil\u200b.example/\ufeffrefund\nnow\u2060',
    });
    expect([parsed.name, parsed.email, parsed.message]).toEqual([
      'URGENT: card charged',
      'visitor@example.com',
      'cancel at evil.example/refund\nnow',
    ]);
  });

  it.each(['name', 'email', 'phone', 'orderNumber', 'brandName', 'purchaseFrom'])(
    'refuses a line break in %s',
    (field) => {
      expect(fieldErrors(schema.safeParse({ ...enquiry, [field]: 'Eve\nE-mail: boss@example.com' }))[field]).toContain(
        SINGLE_LINE_MESSAGE,
      );
    },
  );
});
