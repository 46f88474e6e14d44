import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/*
 * The Arabic shop's web font (docs/decisions/048): Noto Sans Arabic 400 from @fontsource, cut down
 * to the letters Arabic text in the UAE is written with. The full Arabic file (48.8 KB) also carries
 * Urdu, Persian, Pashto and Quranic letters and marks the shop never shows; on a phone's first
 * Arabic page those bytes share the slow link with the page's script and picture. Characters outside
 * the ranges are still shown, in the phone's own Arabic font (the CSS's fallbacks).
 *
 * `npm run fonts:arabic` writes the font and its @font-face rule under web/src/styles/fonts/;
 * scripts/fonts/arabic-font.test.ts checks that both are what this file makes and that every Arabic
 * letter of the interface texts, the seeded catalogue and the Arabic country names is covered.
 */

/** The code points kept, as inclusive [first, last] pairs. */
export const ARABIC_FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x060c, 0x060c], // Arabic comma
  [0x061b, 0x061b], // Arabic semicolon
  [0x061f, 0x061f], // Arabic question mark
  [0x0621, 0x063a], // hamza … ghain
  [0x0640, 0x0655], // tatweel, fa … yeh, the harakat, maddah and hamza above and below
  [0x0660, 0x066d], // Arabic-Indic digits, percent, decimal and thousands separators, five-pointed star
  [0x0670, 0x0670], // superscript alef
  [0x067e, 0x067e], // peh (پ), in brand names and Gulf loanwords
  [0x0686, 0x0686], // tcheh (چ)
  [0x0698, 0x0698], // jeh (ژ)
  [0x06a4, 0x06a4], // veh (ڤ)
  [0x06a9, 0x06a9], // keheh (ک)
  [0x06af, 0x06af], // gaf (گ)
  [0x06cc, 0x06cc], // Farsi yeh (ی)
  [0x200c, 0x200f], // zero-width non-joiner and joiner, left-to-right and right-to-left marks
];

/** The @fontsource file the subset is cut from. */
export function sourceFontPath(): string {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve('@fontsource/noto-sans-arabic/package.json'));
  return path.join(root, 'files', 'noto-sans-arabic-arabic-400-normal.woff2');
}

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/styles/fonts');
/** Where `npm run fonts:arabic` writes the font (woff2) and its @font-face rule. */
export const OUTPUT = {
  font: path.join(OUT_DIR, 'noto-sans-arabic-400.woff2'),
  css: path.join(OUT_DIR, 'noto-sans-arabic.css'),
};

/** True when `codePoint` is one the font keeps. */
export function inArabicFont(codePoint: number): boolean {
  return ARABIC_FONT_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);
}

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** The ranges as a CSS `unicode-range` value (`U+060C, U+0621-063A, …`). */
export function unicodeRange(): string {
  return ARABIC_FONT_RANGES.map(([first, last]) =>
    first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
  ).join(', ');
}

/** The subset font (woff2 bytes) and its @font-face rule, which names it `./noto-sans-arabic-400.woff2`. */
export async function makeArabicFont(): Promise<{ font: Buffer; css: string }> {
  const text = ARABIC_FONT_RANGES.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
  ).join('');
  const font = await subsetFont(await readFile(sourceFontPath()), text, { targetFormat: 'woff2' });
  const css = `/* Written by \`npm run fonts:arabic\` (scripts/fonts/arabic-font.ts); do not edit. */
@font-face {
  font-family: "Noto Sans Arabic";
  font-style: normal;
  font-display: swap;
  font-weight: 400;
  src: url("./${path.basename(OUTPUT.font)}") format("woff2");
  unicode-range: ${unicodeRange()};
}
`;
  return { font, css };
}

async function main(): Promise<void> {
  const { font, css } = await makeArabicFont();
  await writeFile(OUTPUT.font, font);
  await writeFile(OUTPUT.css, css);
  console.log(`${path.relative(process.cwd(), OUTPUT.font)}: ${font.length} bytes`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
