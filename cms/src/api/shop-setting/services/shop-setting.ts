import type { Core } from '@strapi/strapi';
import { factories } from '@strapi/strapi';
import { type ContactDetails, SOCIAL_NETWORKS, whatsappLink } from '../domain/contact-details';
import type { ShopSettingDefaults } from '../domain/defaults';
import type { DeliveryDefaults } from '../domain/delivery';
import { type Mailboxes, mailboxesOf, type Supplier, type SupplierDefaults, supplierOf } from '../domain/supplier';

const UID = 'api::shop-setting.shop-setting';

type Language = 'en' | 'ar';
type SettingRow = Partial<Record<string, unknown>>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** The text of `field` in the translation, else the English one (as the public read falls back). */
const inLanguage = (english: SettingRow, translated: SettingRow | null, field: string) =>
  text(translated?.[field]) || text(english[field]);

/**
 * The shop setting (`api::shop-setting.shop-setting`, a single type): Strapi's core service, plus
 * the contact details as mails show them and the seed of a new database.
 */
export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * The shop's contact details in `language` (docs/enquiry-routing.md, acknowledgement): the
   * localized texts fall back to English field by field; before the seed has run, the defaults.
   */
  async contactDetails(language: Language): Promise<ContactDetails> {
    const defaults = strapi.config.get<ShopSettingDefaults>('shop.shopSettingDefaults');
    const english: SettingRow = (await strapi.documents(UID).findFirst({ locale: 'en' })) ?? {
      ...defaults,
      address: defaults.address.en,
      opening_hours: defaults.opening_hours.en,
    };
    const translated: SettingRow | null =
      language === 'en' ? null : await strapi.documents(UID).findFirst({ locale: language });
    const whatsapp = text(english.whatsapp) || defaults.whatsapp;
    return {
      phone: text(english.phone) || defaults.phone,
      whatsapp,
      chatUrl: whatsappLink(whatsapp),
      email: text(english.email) || defaults.email,
      address: inLanguage(english, translated, 'address'),
      openingHours: inLanguage(english, translated, 'opening_hours'),
      socialLinks: SOCIAL_NETWORKS.flatMap((network) => {
        const url = text(english[`${network}_url`]);
        return url ? [{ network, url }] : [];
      }),
    };
  },

  /**
   * The supplier printed on tax invoices and credit notes issued now (docs/decisions/047, 084):
   * the legal name and address of the English and Arabic entries and the TRN; a field the setting
   * lacks is `shop.shopSupplierDefaults`' (the environment).
   */
  async supplier(): Promise<Supplier> {
    const defaults = strapi.config.get<SupplierDefaults>('shop.shopSupplierDefaults');
    const [english, arabic] = await Promise.all([
      strapi.documents(UID).findFirst({ locale: 'en' }),
      strapi.documents(UID).findFirst({ locale: 'ar' }),
    ]);
    return supplierOf(english, arabic, defaults);
  },

  /** Staff's orders and stock mailboxes (docs/decisions/084); the environment's while the setting has none. */
  async mailboxes(): Promise<Mailboxes> {
    const defaults = strapi.config.get<SupplierDefaults>('shop.shopSupplierDefaults');
    return mailboxesOf(await strapi.documents(UID).findFirst({ locale: 'en' }), defaults);
  },

  /**
   * On a database without a shop setting, creates it from `shop.shopSettingDefaults`,
   * `shop.shopDeliveryDefaults` and `shop.shopSupplierDefaults` (the environment, config/shop.ts),
   * in English and Arabic; a setting without a delivery promise, a supplier or mailboxes gets those
   * defaults. A field staff have saved is never changed.
   */
  async seedDefaults(): Promise<void> {
    const delivery = strapi.config.get<DeliveryDefaults>('shop.shopDeliveryDefaults');
    const supplier = strapi.config.get<SupplierDefaults>('shop.shopSupplierDefaults');
    const sharedSupplier = {
      supplier_trn: supplier.supplier_trn,
      orders_mailbox: supplier.orders_mailbox,
      stock_mailbox: supplier.stock_mailbox,
    };
    const existing = await strapi.documents(UID).findFirst({ locale: 'en' });
    if (existing) {
      // A setting from before the delivery promise or the supplier gets their first values; one staff have saved is kept.
      if (!existing.delivery_cutoff_time) {
        await strapi.documents(UID).update({ documentId: existing.documentId, locale: 'en', data: delivery });
        strapi.log.info('Shop setting: delivery promise created from the environment defaults');
      }
      if (!existing.supplier_trn) {
        await strapi.documents(UID).update({
          documentId: existing.documentId,
          locale: 'en',
          data: {
            ...sharedSupplier,
            supplier_name: supplier.supplier_name.en,
            supplier_address: supplier.supplier_address.en,
          },
        });
        const arabic = await strapi.documents(UID).findFirst({ locale: 'ar' });
        if (arabic && !arabic.supplier_name) {
          await strapi.documents(UID).update({
            documentId: existing.documentId,
            locale: 'ar',
            data: { supplier_name: supplier.supplier_name.ar, supplier_address: supplier.supplier_address.ar },
          });
        }
        strapi.log.info('Shop setting: supplier and mailboxes created from the environment defaults');
      }
      return;
    }
    const { address, opening_hours, ...shared } = strapi.config.get<ShopSettingDefaults>('shop.shopSettingDefaults');
    // The document service types links as string | undefined: a null default is left out.
    const links = Object.fromEntries(
      Object.entries(shared).map(([field, value]) => [field, value ?? undefined]),
    ) as Record<keyof typeof shared, string>;
    const created = await strapi.documents(UID).create({
      locale: 'en',
      data: {
        ...links,
        ...delivery,
        ...sharedSupplier,
        address: address.en,
        opening_hours: opening_hours.en,
        supplier_name: supplier.supplier_name.en,
        supplier_address: supplier.supplier_address.en,
      },
    });
    await strapi.documents(UID).update({
      documentId: created.documentId,
      locale: 'ar',
      data: {
        address: address.ar,
        opening_hours: opening_hours.ar,
        supplier_name: supplier.supplier_name.ar,
        supplier_address: supplier.supplier_address.ar,
      },
    });
    strapi.log.info('Shop setting: created from the environment defaults');
  },
}));

/** The shop-setting service, typed. */
export interface ShopSettingService {
  contactDetails(language: Language): Promise<ContactDetails>;
  supplier(): Promise<Supplier>;
  mailboxes(): Promise<Mailboxes>;
  seedDefaults(): Promise<void>;
}

/** The shop-setting service of `strapi`. */
export function shopSettingService(strapi: Core.Strapi): ShopSettingService {
  return strapi.service(UID) as unknown as ShopSettingService;
}
