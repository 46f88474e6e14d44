import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { type AnswerInputs, answerEntry, answerList, answerSearch } from './answer';
import { AvailabilityBoard } from './availability';
import { type CatalogueChange, ChangeLog, listenForWrites } from './changes';
import type { CatalogueQuery } from './contract';
import {
  type CatalogueData,
  PRODUCT,
  type ProductRecord,
  readCatalogue,
  readProducts,
  readRelatedTitles,
} from './data';
import { nextPriceChange } from './prices';
import type { SearchMatch } from './search';

/**
 * How long the data may go without being read again in full, ms: the safety net for writes made
 * behind Strapi's back (SQL by hand), which neither this process nor the change log sees.
 */
const FULL_READ_MAX_AGE_MS = 10 * 60_000;
/** The most searches whose matches are kept (the words shoppers type most, least recently used dropped first). */
const KEPT_SEARCHES = 1_000;
/** How old the last look at the change log and the availability may be before a read starts another, ms. */
const LOOK_MAX_AGE_MS = 250;

/** What an answer is made from, and until when what it shows of the time holds. */
export interface AnswerBasis extends AnswerInputs {
  /** Ms from `now` until a price of the catalogue next changes (a sale window opens or closes); Infinity when none will. */
  freshForMs: number;
}

/**
 * The catalogue (docs/architecture.md "The catalogue", docs/decisions/100): the one place every
 * public product answer is made, English and Arabic, from three inputs read once each:
 * - the products with their translations, their categories and images (`data.ts`), kept in this
 *   process: read in full on start, then only what a write changed: a product's write reads that
 *   product again, a category's, sub-category's or image's reads everything again. Writes through
 *   Strapi on this replica are followed at once; other replicas' through the change log within
 *   {@link LOOK_MAX_AGE_MS};
 * - availability now (`availability.ts`), stock less open holds, read at answer time from the
 *   availability board: a stock change made here is on the board before the checkout hears back;
 *   another replica's within {@link LOOK_MAX_AGE_MS}. Nothing kept is rewritten;
 * - the time (`prices.ts`): every answer derives the prices in force at its own moment, so a sale
 *   window opens and closes on every page on the second.
 * Answers are made per request (`answer.ts`); no answer text is kept.
 */
export class Catalogue {
  private data: CatalogueData | null = null;
  /** The full read under way, if any. */
  private reading: Promise<CatalogueData> | null = null;
  private readAt = Number.NEGATIVE_INFINITY;
  /** Products (document ids) whose writes the data has not taken in yet; `all` when a full read is due. */
  private pending = new Set<string>();
  private isFullReadDue = true;
  /** The catch-up under way (pending products read), if any. */
  private catchingUp: Promise<void> | null = null;
  private readonly board: AvailabilityBoard;
  private readonly log: ChangeLog;
  private loggedAt = Number.NEGATIVE_INFINITY;
  private looking: Promise<void> | null = null;
  private writeCount = 0;
  /** Searches' matches by their words (data: ids and scores, no answer), emptied by every write. */
  private readonly searches = new LRUCache<string, { matches: SearchMatch[]; extraMeta: Record<string, unknown> }>({
    max: KEPT_SEARCHES,
  });

  constructor(private readonly strapi: Core.Strapi) {
    this.board = new AvailabilityBoard(async (version) => {
      const result = await strapi.db.connection.raw('SELECT * FROM outlet_stock_availability_since(?)', [version]);
      return result.rows;
    }, LOOK_MAX_AGE_MS);
    this.log = new ChangeLog(strapi);
  }

  /** Follows every write of a product, category, sub-category or image through Strapi (register). */
  listenForWrites(): void {
    listenForWrites(this.strapi, (change) => this.take(change), this.log);
  }

  /**
   * Reads the data, the availability and the change log's end (bootstrap, after the seed: the
   * writes before it are in the data), so the first shopper does not wait.
   */
  async warm(): Promise<void> {
    await Promise.all([this.basis(), this.log.read()]);
  }

  /**
   * A stock change here (a hold, release, commit or restock), once it has committed: the board
   * reads what moved, so the next answer shows it. Never throws: the change has committed.
   */
  async afterStockChange(): Promise<void> {
    await this.board.refresh().catch((error: unknown) => {
      this.strapi.log.warn(`Catalogue: availability not read (${String(error)}); answers show the last figures`);
    });
  }

  /** `GET /api/products`: one page of the products `query` selects (Strapi's `{ data, meta: { pagination } }`). */
  async list(query: CatalogueQuery): Promise<{ body: Buffer; freshForMs: number }> {
    const basis = await this.basis();
    return { body: answerList(basis, query), freshForMs: basis.freshForMs };
  }

  /** `GET /api/products/:documentId`: one product, or null when the catalogue has none by that id. */
  async entry(documentId: string, query: CatalogueQuery): Promise<{ body: Buffer | null; freshForMs: number }> {
    const basis = await this.basis();
    return { body: answerEntry(basis, documentId, query), freshForMs: basis.freshForMs };
  }

  /**
   * The matches of a search asked before (by its words as typed, trimmed and in lower case, and the
   * answer's language, which its suggestions are in), kept
   * since no write: the products found and how well; undefined when there are none kept.
   */
  searched(words: string, locale: string): { matches: SearchMatch[]; extraMeta: Record<string, unknown> } | undefined {
    return this.searches.get(`${locale}|${words.trim().toLowerCase()}`);
  }

  /**
   * Keeps a search's matches (and what its answer's `meta` adds, the suggestions of one that found
   * nothing) until the next write; `since` is {@link writes} when the search began, so matches read
   * across a write are not kept.
   */
  keepSearch(
    words: string,
    locale: string,
    since: number,
    matches: SearchMatch[],
    extraMeta: Record<string, unknown>,
  ): void {
    if (since === this.writes) this.searches.set(`${locale}|${words.trim().toLowerCase()}`, { matches, extraMeta });
  }

  /** One page of a search's matches as `query` shows them (`GET /api/products/search`), in stock first now. */
  async searchPage(
    matches: readonly SearchMatch[],
    query: CatalogueQuery,
    extraMeta: Record<string, unknown>,
  ): Promise<{ body: Buffer; freshForMs: number }> {
    const basis = await this.basis();
    return { body: answerSearch(basis, matches, query, extraMeta), freshForMs: basis.freshForMs };
  }

  /** How many writes this process has taken in (its own and other replicas'). */
  get writes(): number {
    return this.writeCount;
  }

  /** A write committed (here, or another replica's, from the log): the data takes it in before the next answer. */
  private take(change: CatalogueChange): void {
    this.writeCount += 1;
    this.searches.clear();
    if (change.uid === PRODUCT && change.documentId) this.pending.add(change.documentId);
    else this.isFullReadDue = true;
  }

  /** The inputs of an answer now: the data with every write taken in, the board, the time. */
  private async basis(): Promise<AnswerBasis> {
    this.lookAround();
    if (this.board.version === 0) await this.board.refresh();
    const data = await this.current();
    const now = Date.now();
    return {
      data,
      now,
      availabilityOf: (product: ProductRecord) => this.board.get(product.documentId),
      freshForMs: nextPriceChange(data.products.values(), now) - now,
    };
  }

  /** Starts, without waiting, a look at the change log and the availability when the last is over 250 ms old. */
  private lookAround(): void {
    if (this.board.isStale() && !this.board.isLooking()) {
      this.board.refresh().catch((error: unknown) => {
        this.strapi.log.warn(`Catalogue: availability not read (${String(error)}); answers show the last figures`);
      });
    }
    if (this.looking || performance.now() - this.loggedAt < LOOK_MAX_AGE_MS) return;
    this.loggedAt = performance.now();
    this.looking = this.log
      .read()
      .then((changes) => {
        for (const change of changes) this.take(change);
      })
      .catch((error: unknown) => {
        this.strapi.log.warn(`Catalogue: change log not read (${String(error)})`);
      })
      .finally(() => {
        this.looking = null;
      });
  }

  /** The data with every write known so far taken in. */
  private async current(): Promise<CatalogueData> {
    if (this.isFullReadDue || !this.data) return this.readAll();
    if (performance.now() - this.readAt > FULL_READ_MAX_AGE_MS && !this.reading) {
      // The safety net reads in the background; answers go on from the data meanwhile.
      void this.readAll().catch(() => undefined);
    }
    while (this.pending.size > 0 || this.catchingUp) {
      if (!this.catchingUp) this.catchingUp = this.catchUp().finally(() => (this.catchingUp = null));
      await this.catchingUp;
      if (this.isFullReadDue) return this.readAll();
    }
    return this.data;
  }

  /** Reads everything again (one read shared by every caller meanwhile); writes made during it are read after. */
  private readAll(): Promise<CatalogueData> {
    if (this.reading) return this.reading;
    this.isFullReadDue = false;
    const takenIn = new Set(this.pending);
    this.reading = readCatalogue(this.strapi)
      .then((data) => {
        for (const documentId of takenIn) this.pending.delete(documentId);
        this.data = data;
        this.readAt = performance.now();
        return data;
      })
      .catch((error: unknown) => {
        this.isFullReadDue = true;
        throw error;
      })
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  /** Reads again the products whose writes are pending, and the categories' translated titles. */
  private async catchUp(): Promise<void> {
    const documentIds = [...this.pending];
    this.pending = new Set();
    try {
      const [products, relatedTitles] = await Promise.all([
        readProducts(this.strapi, { documentId: { $in: documentIds } }),
        readRelatedTitles(this.strapi),
      ]);
      const data = this.data as CatalogueData;
      const written = new Set(documentIds);
      const next = new Map([...data.products].filter(([, product]) => !written.has(product.documentId)));
      for (const product of products) next.set(product.id, product);
      this.data = { products: next, relatedTitles };
    } catch (error) {
      for (const documentId of documentIds) this.pending.add(documentId);
      throw error;
    }
  }
}

const catalogues = new WeakMap<Core.Strapi, Catalogue>();

/** This CMS's catalogue (one per process). */
export function catalogue(strapi: Core.Strapi): Catalogue {
  let found = catalogues.get(strapi);
  if (!found) {
    found = new Catalogue(strapi);
    catalogues.set(strapi, found);
  }
  return found;
}
