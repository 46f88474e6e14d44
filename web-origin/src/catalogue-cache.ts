import { CATALOGUE_CACHE } from '@outlet-shop/edge-rules';
import { LRUCache } from 'lru-cache';

/** A service's answer as the cache keeps it: the body in full, and its gzip when worth having. */
export interface StoredAnswer {
  status: number;
  /** Lower-case names; hop-by-hop and hidden headers already removed. */
  headers: Record<string, string | string[]>;
  body: Buffer;
  gzipped?: Buffer;
}

/** What the cache did for a request, in nginx's words (`$upstream_cache_status`). */
export type CacheStatus = 'MISS' | 'HIT' | 'EXPIRED' | 'STALE';

/** Asks the CMS; rejects on a connection failure or timeout. */
export type FetchAnswer = () => Promise<StoredAnswer>;

/** The request's values of the headers an answer varies on (its `Vary`), joined into one string. */
export type VariantOf = (headerNames: readonly string[]) => string;

export interface CatalogueCache {
  /**
   * The answer for `key` (method and request URI): a fresh copy (HIT); else the CMS's own answer
   * (MISS, or EXPIRED when it replaced an expired copy), which concurrent requests for the same key
   * wait for instead of asking again; the expired copy (STALE) only when the CMS fails or answers
   * one of `CATALOGUE_CACHE.staleOn.statuses`. Only the statuses of `cachedStatuses` are kept.
   *
   * @throws what `fetch` throws when there is no copy to stand in.
   */
  answer(key: string, variantOf: VariantOf, fetch: FetchAnswer): Promise<Answered>;
  /** Entries held now. */
  readonly size: number;
}

type Answered = { answer: StoredAnswer; status: CacheStatus };

interface Entry {
  answer: StoredAnswer;
  /** ms on the cache's clock until which the copy is fresh. */
  freshUntilMs: number;
  /** Lower-case request header names of the answer's `Vary` (Accept-Encoding aside: the origin encodes). */
  varyNames: string[];
  variant: string;
}

export interface CatalogueCacheOptions {
  /** Memory the bodies may take, bytes; the least recently used entries go first. */
  maxBytes: number;
  /** Clock in ms (tests pass their own). */
  now?: () => number;
  /** Called when refreshing an expired copy fails (the stale copy is answered). */
  onRefreshError?: (error: unknown, key: string) => void;
}

/**
 * The catalogue micro-cache of the shared rules (`CATALOGUE_CACHE`: fresh 1 s, dropped after
 * 10 min unused, stale copies only when the CMS fails), in memory.
 */
export function createCatalogueCache(options: CatalogueCacheOptions): CatalogueCache {
  const now = options.now ?? (() => performance.now());
  const freshMs = CATALOGUE_CACHE.freshSeconds * 1000;
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => entry.answer.body.length + (entry.answer.gzipped?.length ?? 0) + 512,
    ttl: CATALOGUE_CACHE.inactiveSeconds * 1000,
    updateAgeOnGet: true,
  });
  const inFlight = new Map<string, Promise<StoredAnswer>>();
  const cachedStatuses: readonly number[] = CATALOGUE_CACHE.cachedStatuses;
  const staleStatuses: readonly number[] = CATALOGUE_CACHE.staleOn.statuses;

  function store(key: string, answer: StoredAnswer, variantOf: VariantOf): void {
    const varyNames = varyHeaderNames(answer.headers.vary);
    entries.set(key, { answer, freshUntilMs: now() + freshMs, varyNames, variant: variantOf(varyNames) });
  }

  /** One request to the CMS per key at a time; its answer is stored when cacheable. */
  function fetchOnce(key: string, variantOf: VariantOf, fetch: FetchAnswer): Promise<StoredAnswer> {
    const running = inFlight.get(key);
    if (running) return running;
    const request = fetch()
      .then((answer) => {
        if (cachedStatuses.includes(answer.status)) store(key, answer, variantOf);
        return answer;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  }

  /** An expired copy: the CMS's new answer, or the old copy when the CMS fails. */
  async function refresh(key: string, entry: Entry, variantOf: VariantOf, fetch: FetchAnswer): Promise<Answered> {
    try {
      const answer = await fetchOnce(key, variantOf, fetch);
      if (staleStatuses.includes(answer.status)) return { answer: entry.answer, status: 'STALE' };
      // A copy the CMS no longer serves (404, 400) goes.
      if (!cachedStatuses.includes(answer.status)) entries.delete(key);
      return { answer, status: 'EXPIRED' };
    } catch (error) {
      options.onRefreshError?.(error, key);
      return { answer: entry.answer, status: 'STALE' };
    }
  }

  return {
    async answer(key, variantOf, fetch) {
      const entry = entries.get(key);
      if (entry && variantOf(entry.varyNames) === entry.variant) {
        if (now() < entry.freshUntilMs) return { answer: entry.answer, status: 'HIT' };
        return refresh(key, entry, variantOf, fetch);
      }
      const isWaiting = inFlight.has(key);
      const answer = await fetchOnce(key, variantOf, fetch);
      return { answer, status: isWaiting && cachedStatuses.includes(answer.status) ? 'HIT' : 'MISS' };
    },
    get size() {
      return entries.size;
    },
  };
}

function varyHeaderNames(vary: string | string[] | undefined): string[] {
  if (!vary) return [];
  return (Array.isArray(vary) ? vary.join(',') : vary)
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== 'accept-encoding');
}
