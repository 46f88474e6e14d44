import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inArabicFont, makeArabicFont, OUTPUT } from './arabic-font.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Letters in Arabic script: the Arabic blocks and their presentation forms. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

async function filesIn(dir: string, extension: string): Promise<string[]> {
  const names = await readdir(path.join(ROOT, dir));
  return names.filter((name) => name.endsWith(extension)).map((name) => path.join(dir, name));
}

/** Every file whose Arabic the shop shows: its texts, the seeded catalogue and pages, the country names. */
async function arabicSources(): Promise<string[]> {
  const require = createRequire(import.meta.url);
  return [
    ...(await filesIn('web/src/locales/ar', '.json')),
    'web/src/locales/en/common.json',
    'web/src/lib/format-money.ts',
    // The seed's rows carry their Arabic in `ar`.
    ...(await filesIn('cms/data', '.json')),
    ...(await filesIn('cms/data/pages/ar', '.md')),
    'cms/src/seed/scale-brand.ts',
    require.resolve('i18n-iso-countries/langs/ar.json', { paths: [path.join(ROOT, 'web')] }),
  ].map((file) => path.resolve(ROOT, file));
}

describe('the Arabic web font (scripts/fonts/arabic-font.ts)', () => {
  it('is the committed font and @font-face rule `npm run fonts:arabic` makes', async () => {
    const { font, css } = await makeArabicFont();
    expect(await readFile(OUTPUT.css, 'utf8')).toBe(css);
    expect((await readFile(OUTPUT.font)).equals(font)).toBe(true);
    // The point of the subset: a fraction of the 48.8 KB Arabic file it is cut from.
    expect(font.length).toBeLessThan(16 * 1024);
  });

  it('draws every Arabic letter of the interface, the seeded catalogue and the country names', async () => {
    const missing = new Map<string, string>();
    for (const file of await arabicSources()) {
      for (const [letter] of (await readFile(file, 'utf8')).matchAll(ARABIC_SCRIPT)) {
        const codePoint = letter.codePointAt(0) ?? 0;
        if (!inArabicFont(codePoint)) missing.set(`U+${codePoint.toString(16).toUpperCase()} ${letter}`, file);
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('keeps the letters and marks of written Arabic and leaves out other languages’ letters', () => {
    for (const letter of 'ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإؤئةى')
      expect(inArabicFont(letter.codePointAt(0) ?? 0)).toBe(true);
    for (const mark of '\u064B\u064E\u0651\u0652\u0670٠٩،؛؟') expect(inArabicFont(mark.codePointAt(0) ?? 0)).toBe(true);
    // Urdu's retroflex letters and Sindhi's implosives are not the shop's.
    for (const letter of 'ٹڈڑںھۓ') expect(inArabicFont(letter.codePointAt(0) ?? 0)).toBe(false);
  });
});
