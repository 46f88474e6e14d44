import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from './missing-translations';

interface SchemaFile {
  info: { singularName: string };
  pluginOptions?: { i18n?: { localized?: boolean } };
  attributes: Record<string, { type: string; pluginOptions?: { i18n?: { localized?: boolean } } }>;
}

/** Every content type schema of the shop, read from its schema.json, by uid. */
function schemaFiles(): Map<string, SchemaFile> {
  const apiDir = path.resolve(__dirname, '..');
  const schemas = new Map<string, SchemaFile>();
  for (const api of readdirSync(apiDir)) {
    const typesDir = path.join(apiDir, api, 'content-types');
    if (!existsSync(typesDir)) continue;
    for (const type of readdirSync(typesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      const schema = JSON.parse(readFileSync(path.join(typesDir, type.name, 'schema.json'), 'utf8')) as SchemaFile;
      schemas.set(`api::${api}.${schema.info.singularName}`, schema);
    }
  }
  return schemas;
}

/** A value for each kind of field, as an English entry that fills everything holds it. */
function filled(type: string): unknown {
  if (type === 'media') return { id: 1 };
  if (type === 'blocks') return [{ type: 'paragraph', children: [{ type: 'text', text: 'x' }] }];
  return 'x';
}

/**
 * A CMS on the shop's real schemas whose every entry exists in English, with every field filled,
 * and has an Arabic row holding nothing.
 */
function cmsWithUntranslatedEntries(schemas: Map<string, SchemaFile>): Core.Strapi {
  const models = Object.fromEntries(schemas);
  return {
    contentTypes: models,
    getModel: (uid: string) => models[uid],
    db: {
      query: (uid: string) => ({
        findMany: async ({ where }: { where: { locale: string } }) => {
          if (where.locale !== 'en') return [{ documentId: 'd1' }];
          const fields = Object.entries(models[uid]?.attributes ?? {});
          return [
            { id: 1, documentId: 'd1', ...Object.fromEntries(fields.map(([name, a]) => [name, filled(a.type)])) },
          ];
        },
      }),
    },
  } as unknown as Core.Strapi;
}

describe('Missing translation (docs/decisions/048)', () => {
  it('reports every field a schema flags localized, and only those, for every translated type', async () => {
    const schemas = schemaFiles();
    const flagged = [...schemas]
      .filter(([, schema]) => schema.pluginOptions?.i18n?.localized === true)
      .map(([uid, schema]) => ({
        entryType: uid.split('.')[1],
        missingFields: Object.entries(schema.attributes)
          .filter(([, attribute]) => attribute.type !== 'relation' && attribute.pluginOptions?.i18n?.localized)
          .map(([name]) => name),
      }));
    expect(flagged.length).toBeGreaterThan(0);

    const missing = await findMissingTranslations(cmsWithUntranslatedEntries(schemas));

    const reported = missing.map(({ entryType, missingFields, language }) => ({ entryType, missingFields, language }));
    expect(reported).toEqual(expect.arrayContaining(flagged.map((entry) => ({ ...entry, language: 'ar' }))));
    expect(reported).toHaveLength(flagged.length);
  });
});
