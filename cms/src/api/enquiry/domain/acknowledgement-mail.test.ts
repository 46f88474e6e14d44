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

  it('carries no free text of the form, not even the name: it greets neutrally in both languages', () => {
    const phishing = 'URGENT: card charged AED 4,999, cancel at evil.example/refund';
    const arabic = buildAcknowledgementMail({ ...enquiry, name: phishing }, contact, 2);
    const english = buildAcknowledgementMail({ ...enquiry, name: phishing, language: 'en' }, contact, 2);
    for (const mail of [arabic, english]) {
      for (const part of [mail.text, mail.html, mail.subject]) {
        expect(part).not.toContain('spam.example');
        expect(part).not.toContain('evil.example');
        expect(part).not.toContain('URGENT');
      }
    }
    expect(arabic.text.split('\n')[0]).toBe('عزيزي العميل،');
    expect(english.text.split('\n')[0]).toBe('Dear customer,');
    expect(english.html).toContain('<p>Dear customer,</p>');
    expect(buildAcknowledgementMail(enquiry, contact, 0).html).not.toContain('Layla');
  });
});
