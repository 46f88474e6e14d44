import { withNoticeLine } from '@outlet-shop/service-kit/mail-html';

/**
 * The line every mail of a test shop's CMS carries (docs/product.md "A test shop says so"): English,
 * or Arabic when the mail's HTML says it is Arabic (`<html lang="ar"`: the shipping mail and the
 * enquiry acknowledgement of a shopper who wrote in Arabic). Subjects never change.
 */
export const TEST_SHOP_NOTICE = {
  en: 'Sent by a test shop — no money is taken.',
  ar: 'أرسلها متجر تجريبي — لا تُخصم أي مبالغ.',
} as const;

const ARABIC_HTML = /<html[^>]*\blang="ar"/i;

/** `mail` with {@link TEST_SHOP_NOTICE} first in its text and its HTML, in the mail's language. */
export function withTestShopNotice<Mail extends { text?: string; html?: string }>(mail: Mail): Mail {
  const isArabic = ARABIC_HTML.test(mail.html ?? '');
  return withNoticeLine(mail, TEST_SHOP_NOTICE[isArabic ? 'ar' : 'en'], isArabic ? 'rtl' : 'ltr');
}
