import { ltrHtml } from '@outlet-shop/service-kit/mail-html';
import { MAIL_LOGO_CID } from '@outlet-shop/service-kit/mail-logo';
import { describe, expect, it } from 'vitest';
import type { ContactDetails } from '../../shop-setting/domain/contact-details';
import { buildAcknowledgementMail } from './acknowledgement-mail';

const contact: ContactDetails = {
  phone: '+97148800000',
  whatsapp: '+971500000000',
  chatUrl: 'https://wa.me/971500000000',
  email: 'info@outlet-shop.example',
  address: 'مدينة دبي الصناعية',
  openingHours: 'يومياً من 9:00 إلى 21:00',
  socialLinks: [],
};

const enquiry = {
  reference: 'ENQ-20261125-ABC123',
  email: 'layla@example.com',
  name: 'Layla <b>',
  department: 'Sales & Distribution Inquiries',
  selectedOptionSales: 'Export',
  inqCountry: 'United Arab Emirates',
  targetCountry: 'India',
  message: 'Buy cheap watches at https://spam.example',
  orderNumber: 'https://spam.example/2',
  language: 'ar',
};

describe('the acknowledgement mail', () => {
  it('answers in Arabic, right to left, to the visitor only, with the reference and the choices in Arabic', () => {
    const mail = buildAcknowledgementMail(enquiry, contact, 0);
    expect(mail.to).toBe('layla@example.com');
    expect(mail.subject).toBe('استلمنا استفسارك ENQ-20261125-ABC123');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('الموضوع: التصدير');
    expect(mail.text).toContain('الدولة أو السوق المستهدفة: الهند');
    expect(mail.text).toContain('واتساب: +971 50 000 0000');
    expect(mail.html).toContain(`<a href="https://wa.me/971500000000">${ltrHtml('+971 50 000 0000')}</a>`);
    expect(mail.headers).toEqual({ 'Auto-Submitted': 'auto-generated' });
    // Under the shop's logo, shown inline, with the shop's Arabic name beside it.
    expect(mail.html).toContain(`src="cid:${MAIL_LOGO_CID}"`);
    expect(mail.html).toMatch(/<img [^>]*alt="أوتلت شوب"/);
    expect(mail.attachments.map((file) => [file.cid, file.contentType])).toEqual([[MAIL_LOGO_CID, 'image/png']]);
  });

  it('carries no free text of the form, and the name escaped and short', () => {
    const mail = buildAcknowledgementMail({ ...enquiry, name: 'x'.repeat(200) }, contact, 2);
    expect(mail.text).not.toContain('spam.example');
    expect(mail.html).not.toContain('spam.example');
    expect(mail.text).toContain(`مرحباً ${'x'.repeat(60)}،`);
    expect(buildAcknowledgementMail(enquiry, contact, 0).html).toContain('Layla &lt;b&gt;');
  });
});
