import { gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { CATALOGUE_CACHE, COMPRESSION, type EdgeRoute, UPSTREAM_TIMEOUT_SECONDS } from '@outlet-shop/edge-rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import type { CatalogueCache, StoredAnswer } from './catalogue-cache.ts';
import { answerHeaders, type UpstreamOrigins, upstreamRequestHeaders, upstreamUrl } from './upstream.ts';

/** Request headers never sent when filling the cache: the copy must be the whole, plain answer. */
const NOT_FOR_A_COPY = [
  'accept-encoding',
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
  'range',
  'if-range',
];

/** Whether a request may read and fill the catalogue cache (anonymous GET or HEAD). */
export function isCacheableRead(request: FastifyRequest): boolean {
  const methods: readonly string[] = CATALOGUE_CACHE.methods;
  return methods.includes(request.method) && !request.headers[CATALOGUE_CACHE.bypassHeader.toLowerCase()];
}

/**
 * Answers a catalogue read from the cache (`createCatalogueCache`), filling it with a GET to the
 * CMS through `dispatcher`, and sets `X-Cache-Status`. A copy is sent gzipped to clients that take
 * it, and as `304` when the client's `If-None-Match` names its ETag.
 *
 * @throws when the CMS cannot be reached or is too slow and no copy can stand in.
 */
export async function answerFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  route: EdgeRoute,
  deps: { cache: CatalogueCache; dispatcher: Dispatcher; origins: UpstreamOrigins },
): Promise<void> {
  const url = upstreamUrl(route, request.url, deps.origins);
  const headers = upstreamRequestHeaders(request, request.headers, route);
  for (const name of NOT_FOR_A_COPY) delete headers[name];
  const variantOf = (names: readonly string[]) => names.map((name) => String(request.headers[name] ?? '')).join('\n');
  const { answer, status } = await deps.cache.answer(`${request.method}${request.url}`, variantOf, () =>
    fetchCopy(deps.dispatcher, url, headers, route),
  );
  reply.code(answer.status).headers(answer.headers).header(CATALOGUE_CACHE.statusHeader, status);
  const etag = answer.headers.etag;
  if (typeof etag === 'string' && answer.status === 200 && matchesEtag(request.headers['if-none-match'], etag)) {
    reply.removeHeader('content-length').code(304).send();
    return;
  }
  if (answer.gzipped && negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip') {
    reply
      .header('content-encoding', 'gzip')
      .header('vary', withAcceptEncoding(answer.headers.vary))
      .header('content-length', answer.gzipped.length)
      .send(answer.gzipped);
    return;
  }
  reply.header('content-length', answer.body.length).send(answer.body);
}

async function fetchCopy(
  dispatcher: Dispatcher,
  url: string,
  headers: Record<string, string | string[] | undefined>,
  route: EdgeRoute,
): Promise<StoredAnswer> {
  const { origin, pathname, search } = new URL(url);
  const timeoutMs = UPSTREAM_TIMEOUT_SECONDS * 1000;
  const response = await dispatcher.request({
    origin,
    path: `${pathname}${search}`,
    method: 'GET',
    headers,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const body = Buffer.from(await response.body.arrayBuffer());
  const kept = answerHeaders(route, response.headers, ['set-cookie', 'content-length']);
  return { status: response.statusCode, headers: kept, body, gzipped: gzipWhenWorthIt(kept, body) };
}

function gzipWhenWorthIt(headers: StoredAnswer['headers'], body: Buffer): Buffer | undefined {
  if (body.length < COMPRESSION.minLengthBytes || headers['content-encoding']) return undefined;
  const type =
    String(headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  const types: readonly string[] = COMPRESSION.types;
  return types.includes(type) || type === 'text/html' ? gzipSync(body, { level: COMPRESSION.level }) : undefined;
}

/** `If-None-Match` against an ETag, weakly (RFC 9110 13.1.2: `W/"x"` matches `"x"`). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

function withAcceptEncoding(vary: string | string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(', ') : (vary ?? '')).split(',').map((name) => name.trim());
  const kept = names.filter(Boolean);
  return kept.some((name) => name.toLowerCase() === 'accept-encoding')
    ? kept.join(', ')
    : [...kept, 'Accept-Encoding'].join(', ');
}
