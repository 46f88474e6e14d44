import 'i18next';
import type checkout from '@/locales/en/checkout.json';
import type common from '@/locales/en/common.json';
import type contact from '@/locales/en/contact.json';
import type marketing from '@/locales/en/marketing.json';

/** Typed translation keys: the English files are the reference (web/src/lib/i18n.ts). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; checkout: typeof checkout; contact: typeof contact; marketing: typeof marketing };
  }
}
