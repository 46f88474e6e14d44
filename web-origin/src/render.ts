import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { CATALOGUE_CACHE, RENDER_TIMEOUT_SECONDS } from '@outlet-shop/edge-rules';
import { LRUCache } from 'lru-cache';
import { withoutTrackingParameters } from './tracking-parameters.ts';

/** A page the web build's server render made: the whole HTML document and its HTTP status. */
export interface RenderedPage {
  status: number;
  html: string;
}

/** The web build's server render (web/src/entry-server.tsx `renderPage`). */
interface RenderModule {
  renderPage(request: {
    url: string;
    origin: string;
    apiOrigin: string;
    template: string;
  }): Promise<RenderedPage | null>;
}

/**
 * The render could not make the page in time: more than `queueLimit` pages were waiting for it
 * (overloaded), the client's address already had `perAddressLimit` pages rendering (address_busy),
 * or it took longer than `timeoutMs`. The caller answers the shop's "busy" page with 503
 * (docs/decisions/081).
 */
export class RenderUnavailableError extends Error {
  readonly reason: 'overloaded' | 'address_busy' | 'timeout';
  constructor(message: string, reason: 'overloaded' | 'address_busy' | 'timeout') {
    super(message);
    this.name = 'RenderUnavailableError';
    this.reason = reason;
  }
}

export interface PageRenderer {
  /**
   * The page at `url` (path and query) rendered with its catalogue data, for a shopper on
   * `origin`; null for a page the shell (index.html) serves. A page is rendered once a second at
   * most per URL and origin (the catalogue's freshness, `CATALOGUE_CACHE.freshSeconds`), concurrent
   * requests waiting for the one render. The URL is rendered and kept without its tracking
   * parameters (`utm_*`, `gclid`, …; web-origin/src/tracking-parameters.ts): a campaign's link
   * with a new `utm_id` per click is one page, not one render per click.
   *
   * @param client the shopper's address (`clientAddress`): it may start `perAddressLimit` renders
   *   at a time; pages already kept or being rendered do not count.
   * @throws what the render throws (a render that broke, a catalogue read that failed), or
   *   {@link RenderUnavailableError} when `queueLimit` other pages are already waiting for the
   *   render, when `client` already has `perAddressLimit` pages rendering, or when it has not
   *   answered within `timeoutMs` (the render goes on and its page is kept for the next request).
   *   The caller answers the "busy" page with 503 for each.
   */
  render(url: string, origin: string, client: string): Promise<RenderedPage | null>;
}

export interface PageRendererOptions {
  /** The server render module of the web build (`web/dist-server/entry-server.js`). */
  entry: string;
  /** The web build's folder, with the index.html pages are rendered into. */
  root: string;
  /** The CMS's address, which the render reads the catalogue from. */
  cmsUrl: string;
  /** Clock in ms (tests pass their own). */
  now?: () => number;
  /** How long a shopper waits for a render before the "busy" page answers, ms (default: the edge's, `RENDER_TIMEOUT_SECONDS`). */
  timeoutMs?: number;
  /**
   * How many different pages may wait for the render at once (default {@link RENDER_QUEUE_LIMIT});
   * another is answered at once with the "busy" page rather than queued behind them.
   */
  queueLimit?: number;
  /** How many pages one client address may have rendering at once (default {@link RENDER_LIMIT_PER_ADDRESS}). */
  perAddressLimit?: number;
}

/**
 * How many different pages may wait for the render at once. Pages render one at a time in 5–20 ms
 * each, so 100 waiting is about a second or two of work; more than that could not be rendered
 * within `RENDER_TIMEOUT_SECONDS` anyway, and answering at once keeps memory and the queue bounded.
 */
export const RENDER_QUEUE_LIMIT = 100;

/**
 * How many pages one client address may have rendering at once (renders it started: a page kept
 * or already being rendered for someone else costs nothing). Without it one address asking for
 * many different pages at once (`/product/2?x=<new each time>`) filled {@link RENDER_QUEUE_LIMIT}
 * and every other shopper got the busy page. A render takes 5–20 ms, so even dozens of shoppers
 * behind one carrier address rarely have more than one rendering at a time; over the limit that
 * address alone gets the busy page (whose app still draws the page in a browser).
 */
export const RENDER_LIMIT_PER_ADDRESS = 4;

/** What the cache keeps for a URL: the rendered page, or that the shell serves it. */
type Rendered = RenderedPage | { shell: true };

/**
 * The server render of the first screens (docs/decisions/051) for web-origin: the web build's
 * render module and index.html, loaded on the first request, and a one-second cache of the pages
 * (up to 500 URLs).
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  let loaded: Promise<{ module: RenderModule; template: string }> | undefined;
  const load = () => {
    loaded ??= Promise.all([
      import(pathToFileURL(options.entry).href) as Promise<RenderModule>,
      readFile(path.join(options.root, 'index.html'), 'utf8'),
    ]).then(([module, template]) => ({ module, template }));
    return loaded;
  };
  // The pages being rendered or waiting for the render (one render per URL and origin).
  const inFlight = new Set<string>();
  // How many of them each client address started.
  const startedBy = new Map<string, number>();
  const pages = new LRUCache<string, Rendered, { url: string; origin: string }>({
    max: 500,
    ttl: CATALOGUE_CACHE.freshSeconds * 1000,
    perf: options.now ? { now: options.now } : undefined,
    // The clock is read on every lookup, not once a millisecond (a test's clock moves within one).
    ttlResolution: 0,
    fetchMethod: async (key, _stale, { context }) => {
      inFlight.add(key);
      try {
        const { module, template } = await load();
        const page = await module.renderPage({ ...context, apiOrigin: options.cmsUrl, template });
        return page ?? { shell: true };
      } finally {
        inFlight.delete(key);
      }
    },
  });
  return {
    async render(requestedUrl, origin, client) {
      const timeoutMs = options.timeoutMs ?? RENDER_TIMEOUT_SECONDS * 1000;
      const queueLimit = options.queueLimit ?? RENDER_QUEUE_LIMIT;
      const perAddressLimit = options.perAddressLimit ?? RENDER_LIMIT_PER_ADDRESS;
      const url = withoutTrackingParameters(requestedUrl);
      const key = `${origin} ${url}`;
      const starts = !inFlight.has(key) && !pages.has(key);
      if (starts && inFlight.size >= queueLimit) {
        throw new RenderUnavailableError(`${inFlight.size} pages are waiting for the render`, 'overloaded');
      }
      const started = startedBy.get(client) ?? 0;
      if (starts && started >= perAddressLimit) {
        throw new RenderUnavailableError(`${client} already has ${started} pages rendering`, 'address_busy');
      }
      const fetched = pages.fetch(key, { context: { url, origin } });
      if (starts) {
        startedBy.set(client, started + 1);
        // Counted until the render itself ends, not when this shopper stops waiting for it.
        const release = () => {
          const left = (startedBy.get(client) ?? 1) - 1;
          if (left > 0) startedBy.set(client, left);
          else startedBy.delete(client);
        };
        fetched.then(release, release);
      }
      const timedOut = new AbortController();
      const page = await Promise.race([
        fetched,
        delay(timeoutMs, undefined, { signal: timedOut.signal, ref: false }).then(() => {
          throw new RenderUnavailableError(`the render of ${url} took over ${timeoutMs} ms`, 'timeout');
        }),
      ]).finally(() => timedOut.abort());
      return page && 'html' in page ? page : null;
    },
  };
}
