import { withNoticeLine } from '@outlet-shop/service-kit/mail-html';

/**
 * The line every order mail of a test shop carries (docs/product.md "A test shop says so"), in the
 * mail's language: shoppers and staff see that the order took no money. Subjects never change.
 */
export const TEST_ORDER_NOTICE = {
  en: 'Test order — no money was taken.',
  ar: 'طلب تجريبي — لم يُخصم أي مبلغ.',
} as const;

/** A mail's language: the shopper's for their mails, English for staff's. */
export type MailLocale = keyof typeof TEST_ORDER_NOTICE;

/** `mail` with {@link TEST_ORDER_NOTICE} in `locale` as its first line, in its text and its HTML (right to left in Arabic). */
export function withTestOrderNotice<Mail extends { text: string; html: string }>(mail: Mail, locale: MailLocale): Mail {
  return withNoticeLine(mail, TEST_ORDER_NOTICE[locale], locale === 'ar' ? 'rtl' : 'ltr');
}
