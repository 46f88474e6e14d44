import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE } from '../../i18n/locales';

const PRODUCT = 'api::product.product';

/**
 * The least `word_similarity` (pg_trgm, 0–1) between the words searched for and a part of a title
 * or a brand, category or sub-category name that counts as a match: 'choclate' in 'Milk Chocolate'
 * scores 0.58, unrelated names stay below 0.3 (docs/decisions/076).
 */
export const SEARCH_SIMILARITY = 0.5;

/** One page of a search: the English rows' ids, best first, and how many products match in all. */
export interface SearchHits {
  ids: number[];
  total: number;
}

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
 * {@link SEARCH_SIMILARITY} or a part of the text. In stock first, then the best match, then id.
 *
 * @param query the shopper's words, 2–80 characters (checked by the controller).
 * @param page 1-based; `pageSize` products a page.
 */
export async function searchProducts(
  strapi: Core.Strapi,
  query: string,
  page: number,
  pageSize: number,
): Promise<SearchHits> {
  const products = strapi.db.metadata.get(PRODUCT).tableName;
  const connection = strapi.db.connection;
  const [{ needle }] = (await connection.raw('SELECT outlet_search_text(?) AS needle', [query])).rows;
  const pattern = `%${String(needle).replace(/[\\%_]/g, '\\$&')}%`;
  // Products keep their titles' normal form (`search_text`, sql/search.sql); names are few and normalised here.
  const titleText = connection.ref('t.search_text');
  const nameText = connection.raw('outlet_search_text(??)', ['n.title']);
  const match = (text: unknown) => connection.raw(MATCH, [needle, text, text, pattern]);
  const score = (text: unknown) => connection.raw(SCORE, [needle, text, text, pattern]);
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
    const [{ total }] = await matching().count({ total: '*' });
    const rows: { id: number }[] = await matching()
      .select('p.id')
      .orderByRaw('p.outofstock ASC, m.score DESC, p.id ASC')
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { ids: rows.map((row) => row.id), total: Number(total) };
  });
}
