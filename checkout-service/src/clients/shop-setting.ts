import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Supplier } from '../tax-documents/pdf/documents.ts';
import { callService } from './service-http.ts';

/** The shop's contact details in one language, as a shopper's mail shows them. */
export interface MailContact {
  /** As people read it: `+971 4 880 0000`. */
  phone: string;
  /** As people read it. */
  whatsapp: string;
  /** `https://wa.me/<digits>`. */
  chatUrl: string;
  email: string;
}

/**
 * What the checkout prints and where its staff mails go, from the shop setting staff edit in the
 * CMS (docs/decisions/084): the supplier of tax invoices and credit notes issued now, the orders
 * mailbox (new paid orders, failed refunds), and the contact details its shopper mails give (null
 * when only the environment is known: the mails then point to the contact page alone).
 */
export interface ShopSetting {
  supplier: Supplier;
  ordersMailbox: string;
  contact: { en: MailContact; ar: MailContact } | null;
}

/** Reads the shop setting; never throws (a CMS that does not answer leaves the last known or the environment's). */
export interface ShopSettings {
  read(): Promise<ShopSetting>;
}

/**
 * The setting as the environment gives it (`SHOP_LEGAL_NAME_EN/AR`, `SHOP_ADDRESS_EN/AR`,
 * `SHOP_TRN`, `ORDERS_MAILBOX`; the CMS seeds its setting from the same keys): what is used until
 * the CMS first answers, and when it never does.
 */
export function settingFromEnvironment(
  config: Pick<
    Config,
    'SHOP_LEGAL_NAME_EN' | 'SHOP_LEGAL_NAME_AR' | 'SHOP_ADDRESS_EN' | 'SHOP_ADDRESS_AR' | 'SHOP_TRN' | 'ORDERS_MAILBOX'
  >,
): ShopSetting {
  return {
    supplier: {
      nameEn: config.SHOP_LEGAL_NAME_EN,
      nameAr: config.SHOP_LEGAL_NAME_AR,
      addressEn: config.SHOP_ADDRESS_EN,
      addressAr: config.SHOP_ADDRESS_AR,
      trn: config.SHOP_TRN,
    },
    ordersMailbox: config.ORDERS_MAILBOX,
    contact: null,
  };
}

/** Always the same setting (tests; a checkout without a CMS to ask). */
export function fixedShopSettings(setting: ShopSetting): ShopSettings {
  return { read: async () => setting };
}

const contactSchema = z
  .object({ phoneShown: z.string().min(1), whatsappShown: z.string().min(1), chatUrl: z.url(), email: z.email() })
  .transform(({ phoneShown, whatsappShown, chatUrl, email }) => ({
    phone: phoneShown,
    whatsapp: whatsappShown,
    chatUrl,
    email,
  }));

/** The CMS's answer (`GET /api/services/shop-setting`); a TRN that is not 15 digits is refused as a whole. */
export const shopSettingAnswerSchema = z
  .object({
    data: z.object({
      supplier: z.object({
        nameEn: z.string().min(1),
        nameAr: z.string().min(1),
        addressEn: z.string().min(1),
        addressAr: z.string().min(1),
        trn: z.string().regex(/^\d{15}$/),
      }),
      mailboxes: z.object({ orders: z.email() }),
      contact: z.object({ en: contactSchema, ar: contactSchema }),
    }),
  })
  .transform(({ data }) => ({ supplier: data.supplier, ordersMailbox: data.mailboxes.orders, contact: data.contact }));

/** What {@link createCmsShopSettings} needs. */
export interface CmsShopSettingsOptions {
  cmsUrl: string;
  /** CMS_SERVICE_TOKEN. */
  serviceToken: string;
  /** Used until the CMS first answers ({@link settingFromEnvironment}). */
  fallback: ShopSetting;
  /** How long an answer is used before the CMS is asked again, ms (SHOP_SETTING_CACHE_MS). */
  cacheMs: number;
  /** Where a failed read is reported (the app's logger). */
  log: { warn(fields: object, message: string): void };
  /** The clock, ms (default `Date.now`). */
  now?: () => number;
  /** Gives up on the CMS after this many ms (default 2000). */
  timeoutMs?: number;
}

/**
 * The shop setting read from the CMS (`GET ${cmsUrl}/api/services/shop-setting` with the service
 * token, docs/api.md), kept for `cacheMs` so a burst of orders asks once; concurrent reads share
 * one call. When the CMS does not answer, answers an error or a shape the contract refuses, the
 * last answer it gave is used, else `fallback`, for another `cacheMs`, and a warning is logged:
 * an invoice or mail is never held up by the CMS.
 */
export function createCmsShopSettings(options: CmsShopSettingsOptions): ShopSettings {
  const now = options.now ?? Date.now;
  let known: ShopSetting | null = null;
  let readAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<ShopSetting> | null = null;

  async function ask(): Promise<ShopSetting> {
    try {
      const answer = await callService(`${options.cmsUrl}/api/services/shop-setting`, {
        headers: { authorization: `Bearer ${options.serviceToken}` },
        timeoutMs: options.timeoutMs ?? 2000,
      });
      if (!answer.ok) throw new Error(`CMS answered ${answer.status}`);
      known = shopSettingAnswerSchema.parse(answer.json());
    } catch (error) {
      options.log.warn(
        { err: error, using: known ? 'last answer' : 'environment' },
        'shop setting not read from the CMS; using what is known',
      );
    }
    readAt = now();
    return known ?? options.fallback;
  }

  return {
    async read() {
      if (now() - readAt < options.cacheMs) return known ?? options.fallback;
      pending ??= ask().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}
