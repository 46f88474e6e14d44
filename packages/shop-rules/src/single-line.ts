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

/** The message of a single-line field that holds one of {@link NOT_SINGLE_LINE}'s characters. */
export const SINGLE_LINE_MESSAGE = 'Use one line, without line breaks or control characters';

/**
 * A trimmed string refused (with {@link SINGLE_LINE_MESSAGE}) when it holds a line break, another
 * control character or a bidi override; chain `.min()`/`.max()` as on `z.string()`. Surrounding
 * whitespace, a trailing newline included, is trimmed before the check.
 */
export function singleLine() {
  return z
    .string()
    .trim()
    .refine((value) => !NOT_SINGLE_LINE.test(value), SINGLE_LINE_MESSAGE);
}

const NOT_SINGLE_LINE_ALL = new RegExp(NOT_SINGLE_LINE.source, 'g');

/**
 * `value` on one line, for text built from stored values (a mail, a subject): each run of
 * {@link NOT_SINGLE_LINE}'s characters becomes one space, the ends trimmed. What the contracts
 * refuse never reaches a builder that uses it; this keeps rows written before them, and values of
 * other sources, from adding lines.
 */
export function toSingleLine(value: string): string {
  return value.replace(NOT_SINGLE_LINE_ALL, ' ').replace(/ {2,}/g, ' ').trim();
}
