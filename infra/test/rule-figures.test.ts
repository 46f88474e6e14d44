import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DELIVERY_TIERS } from '@outlet-shop/shop-rules';
import { expect, it } from 'vitest';

// The delivery tiers live in one rule (packages/shop-rules/src/money.ts `DELIVERY_TIERS`): the
// storefront's texts and the seeded pages quote them as placeholders the SPA fills, so changing
// a tier is the rule and its tests only (docs/decisions/070).
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function filesUnder(folder: string, extension: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => path.join(folder, file));
}

it("no storefront text or seeded page writes a delivery tier's figure", () => {
  const figures = [...new Set(Object.values(DELIVERY_TIERS).map((fils) => fils / 100))];
  const quotes = figures.flatMap((aed) => [
    new RegExp(`AED\\s*${aed}\\b`),
    new RegExp(`\\b${aed}\\s*(AED|درهم|دراهم|د\\.إ)`),
  ]);
  const texts = [...filesUnder('web/src/locales', '.json'), ...filesUnder('cms/data/pages', '.md')];
  expect(texts.length).toBeGreaterThan(4);
  const found = texts.flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        quotes.some((quote) => quote.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
  expect(found).toEqual([]);
});
