import { describe, expect, it } from 'vitest';
import { buildEnquiryMail } from './enquiry-mail';

describe('buildEnquiryMail (docs/architecture.md 5)', () => {
  const enquiry = {
    reference: 'ENQ-20250101-ABC123',
    department: 'Customer Support',
    selectedOption: 'E Commerce Order Tracking',
    name: 'Aisha Khan',
    email: 'aisha@example.com',
    phone: '+971 50 123 4567',
    inqCountry: 'United Arab Emirates',
    orderNumber: 'NOT-1763812345678',
    message: '',
  };

  it('names the sub-option, the reference and the sender in the subject and replies to the visitor', () => {
    const mail = buildEnquiryMail(enquiry, ['ecommerce@outlet-shop.example']);
    expect(mail.subject).toBe('[E Commerce Order Tracking] Enquiry ENQ-20250101-ABC123 from Aisha Khan');
    expect(mail.replyTo).toBe('aisha@example.com');
    expect(mail.to).toEqual(['ecommerce@outlet-shop.example']);
  });

  it('lists every filled field in text and HTML and leaves out empty ones', () => {
    const mail = buildEnquiryMail(enquiry, []);
    expect(mail.text).toContain('Order number: NOT-1763812345678');
    expect(mail.text).not.toContain('Message:');
    expect(mail.html).toContain('<th align="left" valign="top">Phone</th><td>+971 50 123 4567</td>');
  });

  it('keeps CR/LF of any field out of the headers', () => {
    const mail = buildEnquiryMail(
      { ...enquiry, name: 'Eve\r\nBcc: victim@example.com', email: 'eve@example.com\nCc: x@y.z' },
      [],
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.replyTo).not.toMatch(/[\r\n]/);
  });

  it('escapes HTML typed into a field', () => {
    const mail = buildEnquiryMail({ ...enquiry, orderNumber: '<script>alert(1)</script>' }, []);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('writes no line that starts like a field: one-line fields flattened, further message lines indented', () => {
    const mail = buildEnquiryMail(
      {
        ...enquiry,
        name: 'Eve\nE-mail: boss@outlet-shop.example',
        orderNumber: 'NOT-1\u2028Phone: +971000000000',
        message: 'Hello,\nE-mail: boss@outlet-shop.example\r\nThanks',
      },
      [],
    );
    const lines = mail.text.split(/\r\n|[\n\r\u2028\u2029\u0085]/);
    expect(lines.filter((line) => line.startsWith('E-mail:'))).toEqual(['E-mail: aisha@example.com']);
    expect(lines.filter((line) => line.startsWith('Phone:'))).toEqual(['Phone: +971 50 123 4567']);
    expect(lines).toContain('Name: Eve E-mail: boss@outlet-shop.example');
    expect(mail.text).toContain('Message: Hello,\n  E-mail: boss@outlet-shop.example\n  Thanks');
    expect(mail.html).toContain('<td>Hello,<br>E-mail: boss@outlet-shop.example<br>Thanks</td>');
  });
});
