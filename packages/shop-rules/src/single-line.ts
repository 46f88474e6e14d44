import { z } from 'zod';

/**
 * Single-line fields (a name, an address line, a phone number): what crosses the wire holds no
 * line break, no other control character and no bidi embedding, override or isolate, so a value
 * typed into one field can neither add a line to a mail or a log nor reorder the text around it.
 */

/**
 * The characters no single-line field may hold: C0 and C1 controls (CR, LF, tab, NEL, …), DEL, the
 * line and paragraph separators, and the bidi embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069). The marks LRM, RLM and ALM stay allowed: Arabic keyboards type them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
export const NOT_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/**
 * Characters that show nothing and are removed from every text a form sends: the zero-width space,
 * non-joiner and joiner (U+200B–U+200D), the word joiner (U+2060), the byte-order mark / zero-width
 * no-break space (U+FEFF) and the Mongolian vowel separator (U+180E). They hide words from a
 * reader and from filters (`evil\u200b.example` reads as a link a filter does not see).
 */
export const ZERO_WIDTH = /[\u180e\u200b-\u200d\u2060\ufeff]/g;

/** `value` without its {@link ZERO_WIDTH} characters. */
export function withoutZeroWidth(value: string): string {
  return value.replace(ZERO_WIDTH, '');
}

/**
 * A trimmed string of several lines (a message) with its {@link ZERO_WIDTH} characters removed;
 * chain `.max()` as on `z.string()`.
 */
export function formText() {
  return z.string().overwrite(withoutZeroWidth).trim();
}

/** The message of a single-line field that holds one of {@link NOT_SINGLE_LINE}'s characters. */
export const SINGLE_LINE_MESSAGE = 'Use one line, without line breaks or control characters';

/**
 * A trimmed string refused (with {@link SINGLE_LINE_MESSAGE}) when it holds a line break, another
 * control character or a bidi override; chain `.min()`/`.max()` as on `z.string()`. Its
 * {@link ZERO_WIDTH} characters are removed and surrounding whitespace, a trailing newline
 * included, is trimmed before the check.
 */
export function singleLine() {
  return z
    .string()
    .overwrite(withoutZeroWidth)
    .trim()
    .refine((value) => !NOT_SINGLE_LINE.test(value), SINGLE_LINE_MESSAGE);
}

const NOT_SINGLE_LINE_ALL = new RegExp(NOT_SINGLE_LINE.source, 'g');

/**
 * `value` on one line, for text built from stored values (a mail, a subject): each run of
 * {@link NOT_SINGLE_LINE}'s characters becomes one space, {@link ZERO_WIDTH} ones are removed, the ends trimmed. What the contracts
 * refuse never reaches a builder that uses it; this keeps rows written before them, and values of
 * other sources, from adding lines.
 */
export function toSingleLine(value: string): string {
  return withoutZeroWidth(value).replace(NOT_SINGLE_LINE_ALL, ' ').replace(/ {2,}/g, ' ').trim();
}
