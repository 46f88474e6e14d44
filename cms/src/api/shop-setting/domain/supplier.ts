import { z } from 'zod';
import type { InLanguages } from './defaults';

/** The supplier printed on tax invoices and credit notes: legal name and address in English and Arabic, the TRN. */
export const SUPPLIER_FIELDS = ['supplier_name', 'supplier_address', 'supplier_trn'] as const;

/** Staff's mailboxes: new paid orders and failed refunds (the checkout's mails), low stock (the CMS's). */
export const MAILBOX_FIELDS = ['orders_mailbox', 'stock_mailbox'] as const;

type SupplierField = (typeof SUPPLIER_FIELDS)[number] | (typeof MAILBOX_FIELDS)[number];

/** A supplier or mailbox field a save may not keep, with a message staff understand. */
export interface SupplierProblem {
  field: SupplierField;
  message: string;
}

/** The supplier and mailboxes as the setting's first values and its fallbacks. */
export interface SupplierDefaults {
  supplier_name: InLanguages;
  supplier_address: InLanguages;
  /** 15 digits. */
  supplier_trn: string;
  orders_mailbox: string;
  stock_mailbox: string;
}

/** The supplier as the checkout prints it (its `Supplier`, checkout-service/src/tax-documents/pdf/documents.ts). */
export interface Supplier {
  nameEn: string;
  nameAr: string;
  addressEn: string;
  addressAr: string;
  trn: string;
}

/** Staff's mailboxes, by what they receive. */
export interface Mailboxes {
  orders: string;
  stock: string;
}

const emailSchema = z.email();

/**
 * A TRN as the Federal Tax Authority issues it: 15 digits (`100-1234-5678-9003` and
 * `100 1234 5678 9003` are read as `100123456789003`); null when it is not 15 digits once spaces
 * and dashes are taken out.
 */
export function normalizeTrn(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{15}$/.test(digits) ? digits : null;
}

/**
 * Checks the supplier and mailbox fields a shop-setting save sends, and keeps the TRN as its 15
 * digits and the mailboxes trimmed, in place (docs/operations.md, Shop setting): the legal name and
 * address may not be empty, the TRN must be 15 digits, each mailbox one valid e-mail address.
 * Fields the save does not send are not checked. Returns the problems, none when it may go ahead.
 */
export function checkSupplierSetting(data: Record<string, unknown>): SupplierProblem[] {
  const problems: SupplierProblem[] = [];
  if ('supplier_name' in data && !String(data.supplier_name ?? '').trim()) {
    problems.push({ field: 'supplier_name', message: 'The legal name printed on tax invoices may not be empty' });
  }
  if ('supplier_address' in data && !String(data.supplier_address ?? '').trim()) {
    problems.push({ field: 'supplier_address', message: 'The address printed on tax invoices may not be empty' });
  }
  if ('supplier_trn' in data) {
    const trn = normalizeTrn(String(data.supplier_trn ?? ''));
    if (trn) data.supplier_trn = trn;
    else
      problems.push({
        field: 'supplier_trn',
        message: 'The TRN must be the 15 digits of the tax registration number, such as 100123456789003',
      });
  }
  for (const field of MAILBOX_FIELDS) {
    if (!(field in data)) continue;
    const address = String(data[field] ?? '').trim();
    if (emailSchema.safeParse(address).success) data[field] = address;
    else
      problems.push({
        field,
        message: `The ${field === 'orders_mailbox' ? 'orders' : 'stock'} mailbox must be one e-mail address, such as orders@example.com`,
      });
  }
  return problems;
}

/** Reads one setting; empty counts as unset. */
type ReadSetting = (key: string) => string | undefined;

/** The environment key of each field, to name in a refusal. */
const KEYS: Record<SupplierField, string> = {
  supplier_name: 'SHOP_LEGAL_NAME_EN/AR',
  supplier_address: 'SHOP_ADDRESS_EN/AR',
  supplier_trn: 'SHOP_TRN',
  orders_mailbox: 'ORDERS_MAILBOX',
  stock_mailbox: 'STOCK_MAILBOX',
};

/**
 * The supplier and mailboxes from the environment (`SHOP_LEGAL_NAME_EN/AR`, `SHOP_ADDRESS_EN/AR`,
 * `SHOP_TRN`, `ORDERS_MAILBOX`, `STOCK_MAILBOX`; the same keys and development values as the
 * checkout service's): the shop setting's first values, and what is used while it has none.
 * Throws naming every key whose value a save would refuse.
 */
export function supplierDefaults(read: ReadSetting): SupplierDefaults {
  const value = (key: string, fallback: string) => read(key)?.trim() || fallback;
  const defaults: SupplierDefaults = {
    supplier_name: {
      en: value('SHOP_LEGAL_NAME_EN', 'Outlet Shop Trading LLC'),
      ar: value('SHOP_LEGAL_NAME_AR', 'أوتلت شوب للتجارة ذ.م.م'),
    },
    supplier_address: {
      en: value('SHOP_ADDRESS_EN', 'Warehouse 12, Al Quoz Industrial Area 3, Dubai, United Arab Emirates'),
      ar: value('SHOP_ADDRESS_AR', 'مستودع 12، منطقة القوز الصناعية 3، دبي، الإمارات العربية المتحدة'),
    },
    supplier_trn: value('SHOP_TRN', '100000000000003'),
    orders_mailbox: value('ORDERS_MAILBOX', 'orders@outlet-shop.example'),
    stock_mailbox: value('STOCK_MAILBOX', 'stock@outlet-shop.example'),
  };
  const flat = {
    supplier_name: defaults.supplier_name.en && defaults.supplier_name.ar,
    supplier_address: defaults.supplier_address.en && defaults.supplier_address.ar,
    supplier_trn: defaults.supplier_trn,
    orders_mailbox: defaults.orders_mailbox,
    stock_mailbox: defaults.stock_mailbox,
  };
  const problems = checkSupplierSetting(flat);
  if (problems.length > 0) {
    throw new Error(
      `Invalid shop setting defaults: ${problems.map((p) => `${KEYS[p.field]}: ${p.message}`).join('; ')}`,
    );
  }
  return { ...defaults, supplier_trn: flat.supplier_trn };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The supplier of the setting's English and Arabic entries, field by field; a field neither has
 * (a setting from before these fields, or the Arabic entry not yet written) is the default's.
 */
export function supplierOf(
  english: Record<string, unknown> | null,
  arabic: Record<string, unknown> | null,
  defaults: SupplierDefaults,
): Supplier {
  return {
    nameEn: text(english?.supplier_name) || defaults.supplier_name.en,
    nameAr: text(arabic?.supplier_name) || defaults.supplier_name.ar,
    addressEn: text(english?.supplier_address) || defaults.supplier_address.en,
    addressAr: text(arabic?.supplier_address) || defaults.supplier_address.ar,
    trn: text(english?.supplier_trn) || defaults.supplier_trn,
  };
}

/** Staff's mailboxes of the setting, each the default's while the setting has none. */
export function mailboxesOf(setting: Record<string, unknown> | null, defaults: SupplierDefaults): Mailboxes {
  return {
    orders: text(setting?.orders_mailbox) || defaults.orders_mailbox,
    stock: text(setting?.stock_mailbox) || defaults.stock_mailbox,
  };
}
