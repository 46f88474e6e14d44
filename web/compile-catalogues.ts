import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A text file of the shop: `web/src/locales/<language>/<namespace>.json` (docs/decisions/048, 052). */
const CATALOGUE = /\/src\/locales\/[a-z]{2}\/[a-z-]+\.json$/;

/** A catalogue as the app loads it: each text's dotted key (`cart.button`) to its compiled message. */
export type CompiledCatalogue = Record<string, CompiledMessage>;

/**
 * Compiles one text file for Lingui's runtime: every ICU MessageFormat text
 * (`{count, plural, one {Cart, {count} item} other {Cart, {count} items}}`) under its dotted key,
 * and each item of a list under `key.0`, `key.1`, … (read back with `returnObjects`).
 *
 * @throws Error naming the key when a text is not valid MessageFormat, so a broken text fails the
 *   build instead of reaching a shopper.
 */
export function compileCatalogue(texts: unknown, prefix = ''): CompiledCatalogue {
  if (typeof texts === 'string') {
    try {
      return { [prefix]: compileMessageOrThrow(texts) };
    } catch (error) {
      throw new Error(`The text "${prefix}" is not valid MessageFormat: ${(error as Error).message}`);
    }
  }
  if (texts && typeof texts === 'object') {
    return Object.assign(
      {},
      ...Object.entries(texts).map(([key, child]) => compileCatalogue(child, prefix ? `${prefix}.${key}` : key)),
    );
  }
  throw new Error(`The text "${prefix}" is neither a text, a list nor a group of texts`);
}

/**
 * Vite plugin: the shop's text files reach the app compiled (as Lingui's CLI compiles a catalogue),
 * so the browser gets Lingui's 2 KB runtime and no MessageFormat parser. Runs before Vite's JSON
 * plugin and hands it JSON, so the files still load as JSON modules (a route's texts with its code).
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'outlet-shop:compiled-catalogues',
    enforce: 'pre',
    transform(source, id) {
      // Only the module itself: `?url` and other queries ask for the file as it is.
      if (!CATALOGUE.test(id)) return null;
      return { code: JSON.stringify(compileCatalogue(JSON.parse(source))), map: null };
    },
  };
}
