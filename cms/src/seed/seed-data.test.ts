import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CMS_DIR = path.resolve(__dirname, '..', '..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(CMS_DIR, file), 'utf8')) as T;

/** The fields `type`'s schema flags `i18n.localized`, as the Arabic seed reads them (src/i18n/localized-fields.ts). */
function localizedFieldsOf(type: string): string[] {
  const schema = readJson<{ attributes: Record<string, { pluginOptions?: { i18n?: { localized?: boolean } } }> }>(
    `src/api/${type}/content-types/${type}/schema.json`,
  );
  return Object.entries(schema.attributes)
    .filter(([, attribute]) => attribute.pluginOptions?.i18n?.localized === true)
    .map(([name]) => name);
}

type Row = Record<string, unknown> & { ar?: Record<string, unknown> };

describe('the seed data in cms/data/*.json: each row carries its Arabic in `ar`', () => {
  const seeds = [
    { file: 'data/products.json', type: 'product', extra: [] },
    { file: 'data/categories.json', type: 'category', extra: [] },
    { file: 'data/sub-categories.json', type: 'sub-category', extra: [] },
    // A banner's picture is its Arabic image; a page's Arabic body is a Markdown file.
    { file: 'data/banners.json', type: 'banner', extra: ['subtitle'] },
    { file: 'data/pages.json', type: 'page', extra: ['file'] },
  ];

  it.each(seeds)(
    '$file: every row has Arabic, in fields its schema translates, none empty',
    ({ file, type, extra }) => {
      const fields = localizedFieldsOf(type);
      const rows = readJson<Row[]>(file);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const label = `${file} ${String(row.id ?? row.position ?? row.slug)}`;
        expect(row.ar, `${label} has no ar`).toBeTypeOf('object');
        const arabic = row.ar ?? {};
        // A misspelt field would be dropped by the seed and the shopper would see the English.
        expect(
          Object.keys(arabic).filter((name) => !fields.includes(name) && !extra.includes(name)),
          label,
        ).toEqual([]);
        for (const [name, value] of Object.entries(arabic)) {
          expect(typeof value === 'string' && value.trim() !== '', `${label} ar.${name}`).toBe(true);
          // The English row has the field too, so the Arabic is its translation, not a field of its own.
          if (name !== 'file') expect(row, `${label} has no English ${name}`).toHaveProperty(name);
        }
        expect(arabic.title, `${label} ar.title`).toMatch(/[\u0600-\u06FF]/u);
      }
    },
  );
});
