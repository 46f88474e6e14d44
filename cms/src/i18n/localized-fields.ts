import type { Core, Schema, UID } from '@strapi/strapi';

/**
 * Which content types and fields staff translate, read from the schemas alone (each
 * `schema.json`'s `pluginOptions.i18n.localized`, docs/decisions/048): the Missing translation list,
 * the Arabic reads and the Arabic seed all ask here, so a field flagged in a schema is translated,
 * reported and seeded without another list to update.
 */

/** A content type whose schema turns i18n on (`pluginOptions.i18n.localized: true`), from the generated types. */
export type TranslatedType = {
  [K in UID.ContentType]: Schema.ContentType<K> extends { pluginOptions: { i18n: { localized: true } } } ? K : never;
}[UID.ContentType];

/** One field a schema flags `localized`: its name, and whether it is a media field (kept beside the row). */
export interface LocalizedField {
  name: string;
  isMedia: boolean;
}

interface SchemaAttribute {
  type: string;
  pluginOptions?: { i18n?: { localized?: boolean } };
}
interface SchemaModel {
  pluginOptions?: { i18n?: { localized?: boolean } };
  attributes?: Record<string, SchemaAttribute>;
}

const known = new WeakMap<Core.Strapi, Map<string, LocalizedField[]>>();

function modelOf(strapi: Core.Strapi, uid: string): SchemaModel | undefined {
  return strapi.getModel(uid as UID.Schema) as SchemaModel | undefined;
}

/**
 * The fields of `uid` its schema flags `localized`, in schema order; none for a content type
 * without i18n or an unknown uid. Relations are never listed: Strapi keeps them per locale.
 */
export function localizedFields(strapi: Core.Strapi, uid: string): LocalizedField[] {
  let byType = known.get(strapi);
  if (!byType) {
    byType = new Map();
    known.set(strapi, byType);
  }
  const cached = byType.get(uid);
  if (cached) return cached;
  const model = modelOf(strapi, uid);
  const fields =
    model?.pluginOptions?.i18n?.localized === true
      ? Object.entries(model.attributes ?? {})
          .filter(([, attribute]) => attribute.type !== 'relation' && attribute.pluginOptions?.i18n?.localized === true)
          .map(([name, attribute]) => ({ name, isMedia: attribute.type === 'media' }))
      : [];
  byType.set(uid, fields);
  return fields;
}

/** Whether `uid`'s schema turns i18n on and flags at least one field `localized`. */
export function isTranslatedType(strapi: Core.Strapi, uid: string): uid is TranslatedType {
  return localizedFields(strapi, uid).length > 0;
}

/** The shop's own content types (`api::…`) that staff translate, in the order Strapi loaded them. */
export function translatedTypes(strapi: Core.Strapi): TranslatedType[] {
  return Object.keys(strapi.contentTypes).filter(
    (uid): uid is TranslatedType => uid.startsWith('api::') && isTranslatedType(strapi, uid),
  );
}
