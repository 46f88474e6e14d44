import type { Core, UID } from '@strapi/strapi';
import { DEFAULT_LOCALE, hasTranslation, TRANSLATED_LOCALES } from '../../i18n/locales';
import { isTranslatedType, type LocalizedField, localizedFields, translatedTypes } from '../../i18n/localized-fields';

const MISSING_TRANSLATION = 'api::missing-translation.missing-translation';
const TABLE = 'missing_translations';
/** Edits come in bursts (a seed, an import): one refresh after the burst. */
const REFRESH_DELAY_MS = 2000;

interface Row {
  id: number;
  documentId: string;
  [field: string]: unknown;
}

/** A translated entry whose translation lacks fields the English entry has. */
export interface MissingTranslation {
  entryType: string;
  entryId: number;
  entryTitle: string;
  language: string;
  missingFields: string[];
  entryDocumentId: string;
}

/** What to read of each row: the text fields as columns, media fields populated by id. */
function readOf(fields: readonly LocalizedField[]) {
  const columns = fields.filter((field) => !field.isMedia).map((field) => field.name);
  const media = fields.filter((field) => field.isMedia).map((field) => [field.name, { select: ['id'] }]);
  return { select: ['documentId', ...columns], populate: Object.fromEntries(media) };
}

/**
 * Every entry of the translated content types (docs/decisions/048) whose translation into each
 * translated locale is absent, or lacks a field that the English entry has; the fields are those
 * its schema flags `localized` ({@link localizedFields}), media included. The entry is named by its
 * English row's id, the shop's id (docs/product.md 2).
 */
export async function findMissingTranslations(strapi: Core.Strapi): Promise<MissingTranslation[]> {
  const found: MissingTranslation[] = [];
  for (const uid of translatedTypes(strapi)) {
    const fields = localizedFields(strapi, uid).map((field) => field.name);
    const { select, populate } = readOf(localizedFields(strapi, uid));
    const english: Row[] = await strapi.db.query(uid).findMany({
      where: { locale: DEFAULT_LOCALE },
      select: ['id', ...select],
      populate,
      orderBy: { id: 'asc' },
    });
    for (const { code } of TRANSLATED_LOCALES) {
      const translated: Row[] = await strapi.db.query(uid).findMany({
        where: { locale: code, documentId: { $in: english.map((row) => row.documentId) } },
        select,
        populate,
      });
      const byDocument = new Map(translated.map((row) => [row.documentId, row]));
      for (const row of english) {
        const translation = byDocument.get(row.documentId);
        const missing = fields.filter((field) => hasTranslation(row[field]) && !hasTranslation(translation?.[field]));
        if (missing.length === 0) continue;
        found.push({
          entryType: uid.split('.')[1] ?? uid,
          entryId: row.id,
          entryTitle: String(row.title ?? ''),
          language: code,
          missingFields: missing,
          entryDocumentId: row.documentId,
        });
      }
    }
  }
  return found;
}

/**
 * Rewrites the staff's "Missing translation" list (Content Manager → Missing translation) from
 * {@link findMissingTranslations}, in one transaction. Returns how many entries it lists.
 */
export async function refreshMissingTranslations(strapi: Core.Strapi): Promise<number> {
  const missing = await findMissingTranslations(strapi);
  await strapi.db.connection.transaction(async (trx) => {
    await trx(TABLE).delete();
    const now = new Date();
    const rows = missing.map((entry) => ({
      document_id: crypto.randomUUID(),
      entry_type: entry.entryType,
      entry_id: entry.entryId,
      entry_title: entry.entryTitle.slice(0, 255),
      language: entry.language,
      missing_fields: entry.missingFields.join(', '),
      entry_document_id: entry.entryDocumentId,
      created_at: now,
      updated_at: now,
      published_at: now,
    }));
    for (let first = 0; first < rows.length; first += 500) await trx(TABLE).insert(rows.slice(first, first + 500));
  });
  return missing.length;
}

/**
 * Keeps the list current: after any create, update or delete of a translated entry through
 * Strapi's document service (the admin, the seed), the list is rebuilt once the burst of edits is
 * over ({@link REFRESH_DELAY_MS}).
 */
export function watchMissingTranslations(strapi: Core.Strapi): void {
  let timer: NodeJS.Timeout | null = null;
  const refreshSoon = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      refreshMissingTranslations(strapi).catch((error: unknown) =>
        strapi.log.warn(`Missing translations: not refreshed (${(error as Error).message})`),
      );
    }, REFRESH_DELAY_MS);
    timer.unref();
  };
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (isTranslatedType(strapi, context.uid) && ['create', 'update', 'delete'].includes(context.action)) refreshSoon();
    return result;
  });
}

/** The list's columns in the admin, and every field read-only there (the CMS writes it). Applied once. */
export async function configureMissingTranslationView(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'core', name: 'outlet-shop' });
  if ((await store.get({ key: 'missing-translation-view-1' })) === true) return;
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const contentType = contentTypes.findContentType(MISSING_TRANSLATION as UID.ContentType);
  if (!contentType) return;
  const current = await contentTypes.findConfiguration(contentType);
  const metadatas = { ...current.metadatas } as Record<string, { edit?: Record<string, unknown> }>;
  for (const [field, meta] of Object.entries(metadatas)) {
    metadatas[field] = { ...meta, edit: { ...meta.edit, editable: false } };
  }
  await contentTypes.updateConfiguration(contentType, {
    settings: { ...current.settings, defaultSortBy: 'entry_type', defaultSortOrder: 'ASC' },
    metadatas,
    layouts: { ...current.layouts, list: ['entry_type', 'entry_id', 'entry_title', 'language', 'missing_fields'] },
  });
  await store.set({ key: 'missing-translation-view-1', value: true });
}
