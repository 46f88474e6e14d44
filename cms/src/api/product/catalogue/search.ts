import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE } from '../../../i18n/locales';
import { expandSearch, SEARCH_SYNONYMS } from './search-synonyms';

const PRODUCT = 'api::product.product';
const CATEGORY = 'api::category.category';

/**
 * The least `word_similarity` (pg_trgm, 0–1) between the words searched for and a part of a title
 * or a brand, category or sub-category name that counts as a match: 'choclate' in 'Milk Chocolate'
 * scores 0.58, unrelated names stay below 0.3 (docs/decisions/076).
 */
export const SEARCH_SIMILARITY = 0.5;

/**
 * The least `word_similarity` of a product offered as a closest match when nothing matches
 * ({@link searchSuggestions}): under {@link SEARCH_SIMILARITY}, above what unrelated names score.
 */
export const SUGGESTION_SIMILARITY = 0.3;

/** The most closest matches a search that finds nothing offers. */
export const MAX_SUGGESTED_PRODUCTS = 4;

/** The most products one search finds (the catalogue's size, docs/product.md 9). */
export const MAX_SEARCH_MATCHES = 10_000;

/** A product a search finds: its shop id (the English row's) and how well it matches (0–1, 1: contains the words). */
export interface SearchMatch {
  id: number;
  score: number;
}

/** A product or category offered by a search that found nothing: its shop id (the English row's) and its title in the page's language. */
export interface SearchSuggestion {
  id: number;
  title: string;
}

/** What a search that found nothing offers instead (docs/api.md `meta.suggestions`). */
export interface SearchSuggestions {
  /** Up to {@link MAX_SUGGESTED_PRODUCTS} products whose title comes closest to the words, best first; often none. */
  products: SearchSuggestion[];
  /** Every category of the shop (the brands and "Shop all"), by id. */
  categories: SearchSuggestion[];
}

/** {@link SEARCH_SYNONYMS} in the normal form, read once a database (the form is the database's function). */
const normalSynonyms = new WeakMap<object, Promise<string[][]>>();

/**
 * The spellings to search for (`expandSearch`): the shopper's words and the shop's words' other
 * spellings, all in the normal form of `outlet_search_text` (sql/search.sql).
 */
async function searchSpellings(strapi: Core.Strapi, query: string): Promise<string[]> {
  const connection = strapi.db.connection;
  let groups = normalSynonyms.get(connection);
  if (!groups) {
    const words = SEARCH_SYNONYMS.flat();
    groups = connection
      .raw(
        'SELECT array_agg(outlet_search_text(word) ORDER BY n) AS words FROM unnest(?::text[]) WITH ORDINALITY AS w (word, n)',
        [words],
      )
      .then(({ rows }) => {
        const normal: string[] = rows[0].words;
        let next = 0;
        return SEARCH_SYNONYMS.map((group) => group.map(() => normal[next++]));
      });
    normalSynonyms.set(connection, groups);
    groups.catch(() => normalSynonyms.delete(connection));
  }
  const [{ needle }] = (await connection.raw('SELECT outlet_search_text(?) AS needle', [query])).rows;
  return expandSearch(String(needle), await groups);
}

/** `needle` as a LIKE pattern of a text containing it. */
const containing = (needle: string) => `%${needle.replace(/[\\%_]/g, '\\$&')}%`;

/** A relation of the product (`categories`, `sub_categories`): its link table and the named entries' table. */
function relationTables(strapi: Core.Strapi, attribute: 'categories' | 'sub_categories') {
  const meta = strapi.db.metadata.get(PRODUCT).attributes[attribute] as unknown as {
    target: string;
    joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
  };
  return {
    link: meta.joinTable.name,
    productColumn: meta.joinTable.joinColumn.name,
    nameColumn: meta.joinTable.inverseJoinColumn.name,
    names: strapi.db.metadata.get(meta.target).tableName,
  };
}

/** A text in normal form that `needle` (in normal form too) matches: a misspelt word, or a part of one (Arabic included). */
const MATCH = `(?::text <% ? OR ? LIKE ? ESCAPE '\\')`;
/** 1 when the text contains `needle`, else its `word_similarity` (0–1). */
const SCORE = `greatest(word_similarity(?::text, ?), CASE WHEN ? LIKE ? ESCAPE '\\' THEN 1 ELSE 0 END)`;

/**
 * The products whose title (any language) or brand, category or sub-category name (any language)
 * matches `query` (docs/product.md 2 Search, docs/decisions/076): both sides in the normal form of
 * `outlet_search_text` (sql/search.sql), a match being a word as similar as
 * {@link SEARCH_SIMILARITY} or a part of the text, for the query as typed or with the shop's words
 * spelt as {@link SEARCH_SYNONYMS} spells them. Every match (at most {@link MAX_SEARCH_MATCHES}),
 * best first, then by id; the catalogue orders them in stock first with the availability of now.
 *
 * @param query the shopper's words, 2–80 characters (checked by the controller).
 */
export async function searchMatches(strapi: Core.Strapi, query: string): Promise<SearchMatch[]> {
  const products = strapi.db.metadata.get(PRODUCT).tableName;
  const connection = strapi.db.connection;
  const spellings = await searchSpellings(strapi, query);
  // Products keep their titles' normal form (`search_text`, sql/search.sql); names are few and normalised here.
  const titleText = connection.ref('t.search_text');
  const nameText = connection.raw('outlet_search_text(??)', ['n.title']);
  // Any spelling matching; the best spelling's score.
  const match = (text: unknown) =>
    connection.raw(
      spellings.map(() => MATCH).join(' OR '),
      spellings.flatMap((needle) => [needle, text, text, containing(needle)]),
    );
  const score = (text: unknown) =>
    connection.raw(
      `greatest(${spellings.map(() => SCORE).join(', ')})`,
      spellings.flatMap((needle) => [needle, text, text, containing(needle)]),
    );
  const byName = (attribute: 'categories' | 'sub_categories') => {
    const { link, productColumn, nameColumn, names } = relationTables(strapi, attribute);
    // Every locale's row of a matching name, and every product row linked to one of them.
    return connection
      .select('p.document_id', connection.raw('max(?) * 0.9 AS score', [score(nameText)]))
      .from({ p: products })
      .join({ l: link }, `l.${productColumn}`, 'p.id')
      .join({ linked: names }, 'linked.id', `l.${nameColumn}`)
      .join({ n: names }, 'n.document_id', 'linked.document_id')
      .where(match(nameText))
      .groupBy('p.document_id');
  };
  return connection.transaction(async (trx) => {
    await trx.raw(`SELECT set_config('pg_trgm.word_similarity_threshold', ?, true)`, [String(SEARCH_SIMILARITY)]);
    const titles = trx
      .select('t.document_id', connection.raw('max(?) AS score', [score(titleText)]))
      .from({ t: products })
      .where(match(titleText))
      .groupBy('t.document_id');
    // One row per matching product: its English row (the shop's id) and its best score.
    const matching = () =>
      trx
        .with('hits', (hits) => hits.unionAll([titles, byName('categories'), byName('sub_categories')], true))
        .from(trx.select('document_id', trx.raw('max(score) AS score')).from('hits').groupBy('document_id').as('m'))
        .join({ p: products }, (on) => on.on('p.document_id', 'm.document_id').andOnVal('p.locale', DEFAULT_LOCALE));
    const rows: { id: number; score: number }[] = await matching()
      .select('p.id', 'm.score')
      .orderByRaw('m.score DESC, p.id ASC')
      .limit(MAX_SEARCH_MATCHES);
    return rows.map((row) => ({ id: Number(row.id), score: Number(row.score) }));
  });
}

/**
 * What a search that found nothing offers (docs/product.md 2 Search, docs/api.md
 * `meta.suggestions`): the products whose title (any language) comes closest to `query`'s
 * spellings, as similar as {@link SUGGESTION_SIMILARITY} (pg_trgm `word_similarity`; Latin words
 * only, as the `C`-locale database sees no Arabic letter in a trigram, docs/decisions/076), best
 * first, and the shop's categories; titles in `locale` where translated, else English.
 *
 * @param locale `en` or a translated locale (`ar`).
 */
export async function searchSuggestions(
  strapi: Core.Strapi,
  query: string,
  locale: string,
): Promise<SearchSuggestions> {
  const connection = strapi.db.connection;
  const spellings = await searchSpellings(strapi, query);
  const products = strapi.db.metadata.get(PRODUCT).tableName;
  const categories = strapi.db.metadata.get(CATEGORY).tableName;
  /** The English rows of `table` with their title in `locale` (English when not translated). */
  const localized = (table: string) =>
    connection
      .select('en.id', connection.raw('coalesce(nullif(btrim(tr.title), ?), en.title) AS title', ['']))
      .from({ en: table })
      .leftJoin({ tr: table }, (on) => on.on('tr.document_id', 'en.document_id').andOnVal('tr.locale', locale))
      .where('en.locale', DEFAULT_LOCALE);
  const closest = await connection.transaction(async (trx) => {
    await trx.raw(`SELECT set_config('pg_trgm.word_similarity_threshold', ?, true)`, [String(SUGGESTION_SIMILARITY)]);
    const scored = trx
      .select(
        't.document_id',
        trx.raw(
          `max(greatest(${spellings.map(() => 'word_similarity(?::text, t.search_text)').join(', ')})) AS score`,
          spellings,
        ),
      )
      .from({ t: products })
      .where(trx.raw(spellings.map(() => '?::text <% t.search_text').join(' OR '), spellings))
      .groupBy('t.document_id');
    return localized(products)
      .transacting(trx)
      .join(scored.as('s'), 's.document_id', 'en.document_id')
      .orderBy([{ column: 's.score', order: 'desc' }, { column: 'en.id' }])
      .limit(MAX_SUGGESTED_PRODUCTS);
  });
  const shopCategories = await localized(categories).orderBy('en.id').limit(50);
  const asSuggestion = (row: { id: number; title: string }) => ({ id: Number(row.id), title: String(row.title) });
  return { products: closest.map(asSuggestion), categories: shopCategories.map(asSuggestion) };
}
