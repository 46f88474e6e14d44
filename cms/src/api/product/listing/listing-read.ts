import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { DEFAULT_LOCALE } from '../../../i18n/locales';
import { purgeCounts } from '../../../plugins/response-cache/server/store';
import type { ListingQuery } from './listing-query';

const UID = 'api::product.product';

/** A product as the public `populate=*` read answers it (sanitized for the public role). */
type ProductCard = Record<string, unknown> & { id: number };

/**
 * A product card serialized once, up to its availability: the UTF-8 bytes of its JSON object
 * without `available` and `outofstock`, ending where they go (`{"id":1,"documentId":…,"available":`).
 * A page is put together from these bytes, so a listing read neither copies nor serializes 60
 * products again (nor does the response cache keeping it).
 */
type CardHead = Buffer;

const COMMA = Buffer.from(',');

function cardHead(card: ProductCard): CardHead {
  const { available: _available, outofstock: _outofstock, ...rest } = card;
  return Buffer.from(`${JSON.stringify(rest).slice(0, -1)},"available":`, 'utf8');
}

/** Products kept as the public read shows them (the whole catalogue fits: about 1.5 KB each). */
const CARD_ENTRIES = 5_000;

/** `%`, `_` and `\` match themselves in a title search, as Strapi's `$containsi` escapes them. */
const escapeLike = (value: string) => value.replace(/[%_\\]/g, (char) => `\\${char}`);

/** The published English rows the listing holds, filtered as Strapi's REST filters would. */
function listingRows(knex: Knex, query: ListingQuery): Knex.QueryBuilder {
  const rows = knex('products as p').where('p.locale', DEFAULT_LOCALE).whereNotNull('p.published_at');
  if (query.categoryId !== undefined) {
    rows.whereExists(
      knex('products_categories_lnk as c').whereRaw('c.product_id = p.id').where('c.category_id', query.categoryId),
    );
  }
  if (query.subCategoryIds.length > 0) {
    rows.whereExists(
      knex('products_sub_categories_lnk as s')
        .whereRaw('s.product_id = p.id')
        .whereIn('s.sub_category_id', query.subCategoryIds),
    );
  }
  if (query.titleContains !== undefined) {
    rows.whereRaw('LOWER(CAST(p.title AS VARCHAR)) LIKE LOWER(?)', [`%${escapeLike(query.titleContains)}%`]);
  }
  if (query.type !== undefined) rows.where('p.type', query.type);
  if (query.idNot !== undefined) rows.whereNot('p.id', query.idNot);
  return rows;
}

/**
 * The listing read model (docs/decisions/085): a public product listing answered with one indexed
 * query for the page's ids, availability and the total, and each product as the public
 * `populate=*` read shows it, kept in this process until the next catalogue write (staff edits,
 * media: the response cache's write purges; with Redis, where another replica's writes are out of
 * sight, read each time). Only `available` and `outofstock` are read fresh each
 * time. Strapi's own `find` builds, populates and sanitizes every product of every page, which a
 * sale's listings (each one a new URL the response cache has not kept) paid for on every read.
 */
export function listingReadModel(strapi: Core.Strapi) {
  const cards = new LRUCache<number, CardHead>({ max: CARD_ENTRIES });
  let cardsOfWrites = purgeCounts().writePurges;
  // With Redis (several replicas) another replica's staff edit purges out of this process's sight.
  const keepsCards = () => strapi.plugin('strapi-cache')?.config('provider') === 'memory';

  /** The products of `ids` as the public read shows them, from the kept ones or Strapi's document service. */
  async function cardsOf(ids: number[], auth: unknown): Promise<Map<number, CardHead>> {
    if (purgeCounts().writePurges !== cardsOfWrites) {
      cards.clear();
      cardsOfWrites = purgeCounts().writePurges;
    }
    const writesBefore = cardsOfWrites;
    const found = new Map<number, CardHead>();
    const missing = ids.filter((id) => {
      const card = cards.get(id);
      if (card) found.set(id, card);
      return !card;
    });
    if (missing.length === 0) return found;
    const model = strapi.getModel(UID);
    const { populate } = await strapi.contentAPI.sanitize.query({ populate: '*' }, model, { auth });
    const documents = await strapi.documents(UID).findMany({
      filters: { id: { $in: missing } },
      populate: populate as never,
      locale: DEFAULT_LOCALE,
      status: 'published',
      pagination: { page: 1, pageSize: missing.length },
    } as never);
    const sanitized = (await strapi.contentAPI.sanitize.output(documents, model, { auth })) as ProductCard[];
    for (const card of sanitized) {
      const head = cardHead(card);
      found.set(card.id, head);
      // A write purged while these were read: they may hold the row from before it.
      if (purgeCounts().writePurges === writesBefore && keepsCards()) cards.set(card.id, head);
    }
    return found;
  }

  return {
    /**
     * One page of the listing `query` as the JSON `GET /api/products` answers, UTF-8 bytes
     * (`{ data, meta: { pagination: { page, pageSize, pageCount, total } } }`): the products in the
     * order Strapi's query gives, each with its availability (`available`, `outofstock`) as it is now.
     */
    async read(query: ListingQuery, auth: unknown): Promise<Buffer> {
      const knex = strapi.db.connection;
      // The total comes with the page (a window count over the whole listing), in one statement.
      const page = (await listingRows(knex, query)
        .select('p.id', 'p.available', 'p.outofstock', knex.raw('count(*) OVER () AS total'))
        .orderBy(query.sort.map(([column, order]) => ({ column: `p.${column}`, order })))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)) as {
        id: number;
        available: number | null;
        outofstock: boolean | null;
        total: string;
      }[];
      const beyondTheEnd = page.length === 0 && query.page > 1;
      const counted = beyondTheEnd ? await listingRows(knex, query).count({ total: '*' }) : page;
      const total = Number((counted as { total: string | number }[])[0]?.total ?? 0);
      const found = await cardsOf(
        page.map((row) => row.id),
        auth,
      );
      const pagination = {
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(total / query.pageSize),
        total,
      };
      // As bytes: Koa's length, the ETag and the socket take them as they are, with no text to encode.
      const parts: Buffer[] = [Buffer.from('{"data":[')];
      for (const row of page) {
        const head = found.get(row.id);
        if (head === undefined) continue;
        if (parts.length > 1) parts.push(COMMA);
        parts.push(
          head,
          Buffer.from(`${JSON.stringify(row.available)},"outofstock":${JSON.stringify(row.outofstock)}}`),
        );
      }
      parts.push(Buffer.from(`],"meta":${JSON.stringify({ pagination })}}`));
      return Buffer.concat(parts);
    },
  };
}
