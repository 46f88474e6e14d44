import bidiModule, { type EmbeddingLevels } from 'bidi-js';
import { type FontWeight, fontName, type InvoiceFonts, subsetFor } from './fonts.ts';

/**
 * Text in any mix of Arabic and English, drawn with pdfkit: the Unicode bidi algorithm (bidi-js)
 * orders each line; fontkit (inside pdfkit) joins the Arabic letters. pdfkit draws a string left
 * to right and shapes it as one run, so every line is cut into runs of one direction and one
 * font, placed here in visual order (docs/decisions/047-tax-invoices.md).
 */

// bidi-js is UMD: Node hands its factory over as the default import, its types declare an ES default.
const bidi = (bidiModule as unknown as typeof bidiModule.default)();

/**
 * fontkit lays a string out right to left, and reverses its glyphs into visual order, when its
 * first character of a non-common script is of one of these.
 */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * pdfkit's shaping options for a run. Any feature list makes pdfkit shape the run at once;
 * without one it shapes word by word and keeps an Arabic run's words in left-to-right order.
 * Arabic runs go without kerning: the font's kerning opens gaps after non-joining letters (ر)
 * that pdf.js and poppler read as spaces ('ضر يبية'); the letters still join. A new object
 * each time, as fontkit writes into the one it gets.
 */
function shaping(text: string): { features: PDFKit.Mixins.OpenTypeFeatures[] } {
  const features = RTL_SCRIPT.test(text) ? { kern: false } : [];
  return { features: features as PDFKit.Mixins.OpenTypeFeatures[] };
}

const LINE_HEIGHT = 1.5;
const BASELINE = 1.1;

/** Size in points, weight, and fill colour of a piece of text. */
export interface TextStyle {
  size: number;
  weight?: FontWeight;
  color?: string;
}

/** 'auto' puts a right-to-left paragraph on the right and a left-to-right one on the left. */
export type TextAlign = 'auto' | 'left' | 'right';

interface Run {
  text: string;
  font: string;
  width: number;
}

interface Line {
  runs: Run[];
  width: number;
  isRtl: boolean;
}

/** Text cut into lines that fit a width, ready to draw; `height` in points. */
export interface TextBlock {
  lines: Line[];
  style: TextStyle;
  height: number;
}

/** Lays out text (paragraphs split on '\n', words wrapped to `width` points) without drawing it. */
export function layoutText(
  doc: PDFKit.PDFDocument,
  fonts: InvoiceFonts,
  text: string,
  style: TextStyle,
  width: number,
): TextBlock {
  const lines = text.split('\n').flatMap((paragraph) => layoutParagraph(doc, fonts, paragraph, style, width));
  return { lines, style, height: lines.length * style.size * LINE_HEIGHT };
}

/** Draws a laid-out block with its top-left corner at (x, y) in a box `width` points wide. */
export function drawTextBlock(
  doc: PDFKit.PDFDocument,
  block: TextBlock,
  x: number,
  y: number,
  width: number,
  align: TextAlign = 'auto',
) {
  const { size, color = '#1a1a1a' } = block.style;
  block.lines.forEach((line, index) => {
    const isRight = align === 'right' || (align === 'auto' && line.isRtl);
    let runX = isRight ? x + width - line.width : x;
    const baseline = y + index * size * LINE_HEIGHT + size * BASELINE;
    for (const run of line.runs) {
      doc.font(run.font).fontSize(size).fillColor(color);
      doc.text(run.text, runX, baseline, { lineBreak: false, baseline: 'alphabetic', ...shaping(run.text) });
      runX += run.width;
    }
  });
}

/** Lays out and draws text; returns the height it took, points. */
export function drawText(
  doc: PDFKit.PDFDocument,
  fonts: InvoiceFonts,
  text: string,
  box: { x: number; y: number; width: number; style: TextStyle; align?: TextAlign },
): number {
  const block = layoutText(doc, fonts, text, box.style, box.width);
  drawTextBlock(doc, block, box.x, box.y, box.width, box.align);
  return block.height;
}

/**
 * pdf.js and poppler give an RTL line's text back by reversing its characters, so a glyph that
 * stands for several Arabic letters (the ligature لا, Plex's ضر) must map to them in visual
 * order in the font's ToUnicode table, or copied text reads 'ال' for 'لا'. pdfkit 0.20 keeps
 * that table per embedded font as `unicode[glyphId] = codePoints`; call this before `doc.end()`.
 */
export function ligaturesInVisualOrder(doc: PDFKit.PDFDocument): void {
  const families = (doc as unknown as { _fontFamilies?: Record<string, { unicode?: number[][] }> })._fontFamilies;
  for (const font of Object.values(families ?? {})) {
    font.unicode?.forEach((codePoints, glyphId, table) => {
      if (codePoints.length > 1 && RTL_SCRIPT.test(String.fromCodePoint(...codePoints))) {
        table[glyphId] = [...codePoints].reverse();
      }
    });
  }
}

function layoutParagraph(doc: PDFKit.PDFDocument, fonts: InvoiceFonts, text: string, style: TextStyle, width: number) {
  const levels = bidi.getEmbeddingLevels(text, 'auto');
  const isRtl = (levels.paragraphs[0]?.level ?? 0) % 2 === 1;
  const fontOf = fontPerIndex(fonts, text, style.weight ?? 'regular');
  const measure = (start: number, end: number) =>
    logicalRuns(text, fontOf, start, end).reduce((sum, run) => sum + widthOf(doc, run.font, run.text, style.size), 0);
  return wrap(text, width, measure).map(([start, end]): Line => {
    const runs = visualRuns(text, levels, fontOf, start, end).map((run) => ({
      ...run,
      width: widthOf(doc, run.font, run.text, style.size),
    }));
    return { runs, width: runs.reduce((sum, run) => sum + run.width, 0), isRtl };
  });
}

/** Greedy word wrap in logical order: [start, end) of each line, trailing spaces left out. */
function wrap(text: string, width: number, measure: (start: number, end: number) => number): [number, number][] {
  const lines: [number, number][] = [];
  let start = -1;
  let end = 0;
  for (const word of text.matchAll(/\S+/g)) {
    const wordEnd = word.index + word[0].length;
    if (start >= 0 && measure(start, wordEnd) <= width) {
      end = wordEnd;
      continue;
    }
    if (start >= 0) lines.push([start, end]);
    [start, end] = [word.index, wordEnd];
    while (end - start > 1 && measure(start, end) > width) {
      const cut = longestFit(start, end, width, measure);
      lines.push([start, cut]);
      start = cut;
    }
  }
  lines.push(start >= 0 ? [start, end] : [0, 0]);
  return lines;
}

/** Where to cut a word longer than the line (an e-mail address, a long reference). */
function longestFit(start: number, end: number, width: number, measure: (start: number, end: number) => number) {
  let cut = start + 1;
  while (cut + 1 < end && measure(start, cut + 1) <= width) cut += 1;
  return cut;
}

/** The font of each UTF-16 index; spaces keep the font before them so a phrase stays one run. */
function fontPerIndex(fonts: InvoiceFonts, text: string, weight: FontWeight): string[] {
  const names: string[] = [];
  let previous = fontName('latin', weight);
  for (let index = 0; index < text.length; index += 1) {
    const codePoint = text.codePointAt(index) ?? 0;
    const isLowSurrogate = index > 0 && (text.codePointAt(index - 1) ?? 0) > 0xffff;
    if (!isLowSurrogate && !/\s/.test(text.charAt(index))) previous = fontName(subsetFor(fonts, codePoint), weight);
    names.push(previous);
  }
  return names;
}

function logicalRuns(text: string, fontOf: string[], start: number, end: number): { text: string; font: string }[] {
  const runs: { text: string; font: string }[] = [];
  for (let index = start; index < end; index += 1) {
    const font = fontOf[index] ?? '';
    const last = runs.at(-1);
    if (last && last.font === font) last.text += text.charAt(index);
    else runs.push({ text: text.charAt(index), font });
  }
  return runs;
}

/**
 * The runs of line [start, end) in visual order, left to right. A run shares one direction and
 * one font and is given in the order fontkit must receive it: fontkit reverses a run whose script
 * is right to left, so such a run is passed in logical order and anything else in visual order.
 */
function visualRuns(text: string, levels: EmbeddingLevels, fontOf: string[], start: number, end: number) {
  if (end <= start) return [];
  // bidi-js reorders the line's range in place and returns indices for the whole paragraph
  const order = bidi.getReorderedIndices(text, levels, start, end - 1).slice(start, end);
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end - 1);
  const groups: { indices: number[]; font: string; isRtl: boolean }[] = [];
  for (const index of order) {
    const font = fontOf[index] ?? '';
    const isRtl = (levels.levels[index] ?? 0) % 2 === 1;
    const group = groups.at(-1);
    const next = group ? (group.indices.at(-1) ?? 0) + (group.isRtl ? -1 : 1) : -1;
    if (group && group.font === font && group.isRtl === isRtl && index === next) group.indices.push(index);
    else groups.push({ indices: [index], font, isRtl });
  }
  return groups.map(({ indices, font, isRtl }) => {
    const logical = (isRtl ? [...indices].reverse() : indices).map((i) => mirrored.get(i) ?? text.charAt(i)).join('');
    const fontkitReverses = RTL_SCRIPT.test(logical);
    return { text: isRtl === fontkitReverses ? logical : [...logical].reverse().join(''), font };
  });
}

function widthOf(doc: PDFKit.PDFDocument, font: string, text: string, size: number): number {
  return doc.font(font).fontSize(size).widthOfString(text, shaping(text));
}
