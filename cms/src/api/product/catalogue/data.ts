import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, TRANSLATED_LOCALES } from '../../../i18n/locales';
import { localizedFields } from '../../../i18n/localized-fields';
import type { PricedProduct } from './prices';

export const PRODUCT = 'api::product.product';
export const CATEGORY = 'api::category.category';
export const SUB_CATEGORY = 'api::sub-category.sub-category';

/** An object of Strapi's flat REST shape (`{ id, documentId, title, … }`). */
export type Entity = Record<string, unknown> & { id: number; documentId: string };

/** One product as the catalogue keeps it: its public English entry and what answers filter and sort on. */
export interface ProductRecord extends PricedProduct {
  id: number;
  documentId: string;
  /**
   * The English entry as the public `populate=*` read shows it (sanitized for the public role:
   * no `stock`, no sale window), every relation and image populated one level.
   */
  entry: Entity;
  /**
   * The product's views serialized so far, by language and field choice (answer.ts): kept with
   * the record, so the write that replaces the record drops them.
   */
  views: Map<string, Buffer>;
  /** The localized fields of each translation that has the product (`ar` → `{ title, desc, … }`). */
  translations: Map<string, Record<string, unknown>>;
  title: string;
  type: string | null;
  categoryIds: number[];
  subCategoryIds: number[];
  createdAt: number;
  flashSale: boolean | null;
  flashSalePieces: number | null;
  maxOrderQuantity: number | null;
  /** Availability when the product was read; the availability board's figure wins when it has one. */
  available: number | null;
  outofstock: boolean | null;
}

/** The whole public catalogue as read at one moment: products by id, and the related entries' translations. */
export interface CatalogueData {
  products: Map<number, ProductRecord>;
  /** Per `uid:documentId` of a category or sub-category: its translations' titles by locale. */
  relatedTitles: Map<string, Map<string, unknown>>;
}

/**
 * How many products one read of the document service takes: each chunk's sanitizing runs on the
 * event loop in one piece, so a full read in the background leaves answers waiting at most that long.
 */
const READ_CHUNK = 100;

const time = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const at = new Date(value as string).getTime();
  return Number.isFinite(at) ? at : null;
};
const amount = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** The public `populate=*` of products, as Strapi sanitizes it for the public role. */
async function publicPopulate(strapi: Core.Strapi): Promise<unknown> {
  const { populate } = await strapi.contentAPI.sanitize.query({ populate: '*' }, strapi.getModel(PRODUCT), {
    auth: undefined,
  });
  return populate;
}

/** The translations of the documents of `uid` (all when `documentIds` is absent): `documentId` → locale → fields. */
async function readTranslations(
  strapi: Core.Strapi,
  uid: string,
  documentIds?: string[],
): Promise<Map<string, Map<string, Record<string, unknown>>>> {
  const fields = localizedFields(strapi, uid).filter((field) => !field.isMedia);
  const found = new Map<string, Map<string, Record<string, unknown>>>();
  const locales = TRANSLATED_LOCALES.map((locale) => locale.code);
  const rows = (await strapi.db.query(uid as never).findMany({
    where: { locale: { $in: locales }, ...(documentIds ? { documentId: { $in: documentIds } } : {}) },
    select: ['documentId', 'locale', ...fields.map((field) => field.name)],
  })) as Record<string, unknown>[];
  for (const row of rows) {
    const { documentId, locale, ...texts } = row as { documentId: string; locale: string };
    const byLocale = found.get(documentId) ?? new Map();
    byLocale.set(locale, texts);
    found.set(documentId, byLocale);
  }
  return found;
}

/**
 * Reads the published English products `filters` selects, as the public read shows them and with
 * what the catalogue needs besides (the sale window, which the public answer never shows).
 */
export async function readProducts(
  strapi: Core.Strapi,
  filters: Record<string, unknown> = {},
): Promise<ProductRecord[]> {
  const model = strapi.getModel(PRODUCT);
  const populate = await publicPopulate(strapi);
  const records: ProductRecord[] = [];
  for (let start = 0; ; start += READ_CHUNK) {
    const documents = (await strapi.documents(PRODUCT).findMany({
      filters,
      populate,
      locale: DEFAULT_LOCALE,
      status: 'published',
      sort: 'id:asc',
      start,
      limit: READ_CHUNK,
    } as never)) as unknown as Record<string, unknown>[];
    if (documents.length === 0) break;
    const entries = (await strapi.contentAPI.sanitize.output(documents, model, { auth: undefined })) as Entity[];
    const translations = await readTranslations(
      strapi,
      PRODUCT,
      entries.map((entry) => entry.documentId),
    );
    documents.forEach((document, index) => {
      const entry = entries[index] as Entity;
      const ids = (name: string) => ((document[name] as { id: number }[] | undefined) ?? []).map((each) => each.id);
      records.push({
        id: entry.id,
        documentId: entry.documentId,
        entry,
        views: new Map(),
        translations: translations.get(entry.documentId) ?? new Map(),
        title: String(document.title ?? ''),
        type: (document.type as string | null) ?? null,
        categoryIds: ids('categories'),
        subCategoryIds: ids('sub_categories'),
        createdAt: time(document.createdAt) ?? 0,
        flashSale: (document.flash_sale as boolean | null) ?? null,
        flashSalePieces: amount(document.flash_sale_product_pcs),
        maxOrderQuantity: amount(document.max_order_qut),
        available: amount(document.available),
        outofstock: (document.outofstock as boolean | null) ?? null,
        price: Number(document.price),
        oldprice: amount(document.oldprice),
        discount: (document.discount as boolean | null) ?? null,
        discoamount: amount(document.discoamount),
        salePrice: amount(document.sale_price),
        saleStartsAt: time(document.sale_starts_at),
        saleEndsAt: time(document.sale_ends_at),
      });
    });
    if (documents.length < READ_CHUNK) break;
    // Answers waiting meanwhile go first.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return records;
}

/** The titles of every category's and sub-category's translations, by `uid:documentId`. */
export async function readRelatedTitles(strapi: Core.Strapi): Promise<CatalogueData['relatedTitles']> {
  const titles: CatalogueData['relatedTitles'] = new Map();
  for (const uid of [CATEGORY, SUB_CATEGORY]) {
    for (const [documentId, byLocale] of await readTranslations(strapi, uid)) {
      titles.set(`${uid}:${documentId}`, new Map([...byLocale].map(([locale, texts]) => [locale, texts.title])));
    }
  }
  return titles;
}

/** The whole public catalogue, read now. */
export async function readCatalogue(strapi: Core.Strapi): Promise<CatalogueData> {
  const [products, relatedTitles] = await Promise.all([readProducts(strapi), readRelatedTitles(strapi)]);
  return { products: new Map(products.map((product) => [product.id, product])), relatedTitles };
}
