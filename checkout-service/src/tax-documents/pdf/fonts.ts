import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { woffToSfnt } from './woff.ts';

/**
 * The invoices' typeface: IBM Plex Sans Arabic from the npm registry (@fontsource, SIL OFL), one
 * family for Arabic and Latin. Fontsource ships it in unicode-range subsets, as a browser would
 * load it; a character is drawn with the first subset whose range covers it
 * (docs/decisions/047-tax-invoices.md).
 */
const PACKAGE = '@fontsource/ibm-plex-sans-arabic';
const SUBSETS = ['arabic', 'latin', 'latin-ext'] as const;
const WEIGHTS = { regular: 400, bold: 700 } as const;

type Subset = (typeof SUBSETS)[number];

/** The two weights the documents use. */
export type FontWeight = keyof typeof WEIGHTS;

/** The font files read once per process, and the code point ranges each subset covers. */
export interface InvoiceFonts {
  files: { name: string; bytes: Buffer }[];
  ranges: { subset: Subset; from: number; to: number }[];
}

const require = createRequire(import.meta.url);
let loading: Promise<InvoiceFonts> | undefined;

/** The fonts, read from node_modules on the first call and kept in memory (about 300 kB). */
export function loadInvoiceFonts(): Promise<InvoiceFonts> {
  loading ??= readFonts().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The name {@link registerInvoiceFonts} gives a subset at a weight. */
export function fontName(subset: Subset, weight: FontWeight): string {
  return `${subset}-${weight}`;
}

/** Registers every file with pdfkit under its {@link fontName}. */
export function registerInvoiceFonts(doc: PDFKit.PDFDocument, fonts: InvoiceFonts): void {
  for (const file of fonts.files) doc.registerFont(file.name, file.bytes);
}

/** The subset that draws a code point: the first whose unicode-range covers it, else Latin. */
export function subsetFor(fonts: InvoiceFonts, codePoint: number): Subset {
  return fonts.ranges.find((range) => codePoint >= range.from && codePoint <= range.to)?.subset ?? 'latin';
}

async function readFonts(): Promise<InvoiceFonts> {
  const unicode = require(`${PACKAGE}/unicode.json`) as Record<Subset, string>;
  const files = await Promise.all(
    SUBSETS.flatMap((subset) =>
      Object.entries(WEIGHTS).map(async ([weight, value]) => ({
        name: fontName(subset, weight as FontWeight),
        bytes: woffToSfnt(
          await readFile(require.resolve(`${PACKAGE}/files/ibm-plex-sans-arabic-${subset}-${value}-normal.woff`)),
        ),
      })),
    ),
  );
  const ranges = SUBSETS.flatMap((subset) => parseUnicodeRange(unicode[subset]).map((range) => ({ subset, ...range })));
  return { files, ranges };
}

/** CSS unicode-range ('U+0600-06FF,U+200C') → inclusive code point ranges. */
function parseUnicodeRange(value: string): { from: number; to: number }[] {
  return value.split(',').map((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return { from: Number.parseInt(from, 16), to: Number.parseInt(to, 16) };
  });
}
