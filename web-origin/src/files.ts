import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { normalizePath, RENDER_RETRY_AFTER_SECONDS, unavailablePageOf } from '@outlet-shop/edge-rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type RenderedPage, RenderUnavailableError } from './render.ts';

/** The server's render of the page a request asks for, or null when the shell (index.html) serves it. */
export type RenderPage = (request: FastifyRequest) => Promise<RenderedPage | null>;

/**
 * Serves the SPA's build from `root` as nginx's `try_files` does: the file the path names
 * (@fastify/static's `sendFile`, with its ETag, Last-Modified and ranges); if there is none,
 * under the SPA's own route the page `render` makes (docs/decisions/051, 081) with its status,
 * else index.html (the shell: a page the browser draws), and `404` under `/assets/`. A page the
 * render could not make (it threw, a catalogue read failed, it was overloaded or slow) is logged and
 * answered with the shop's "busy" page of the path's language, `503` with `Retry-After`
 * (docs/decisions/081), as the nginx edge answers it. Methods other than GET and HEAD get `405`, as
 * nginx answers them on files.
 */
export async function serveFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  target: 'assets' | 'spa',
  render?: RenderPage,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    reply.code(405).header('allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
    return;
  }
  // Decoded and without dot segments, so the file is always inside `root`.
  const filePath = normalizePath(request.url);
  if (await isFile(path.join(root, filePath))) {
    reply.sendFile(filePath);
  } else if (target === 'spa') {
    let page: RenderedPage | null = null;
    try {
      page = render ? await render(request) : null;
    } catch (error) {
      logRenderFailure(request, error);
      await answerUnavailable(request, reply, root);
      return;
    }
    if (page) reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
    else reply.sendFile('index.html');
  } else {
    answerNotFound(reply);
  }
}

/**
 * Answers a text the operator supplies in a setting (the rules' `text` routes: Apple Pay's domain
 * association file at `/.well-known/apple-developer-merchantid-domain-association`) as
 * `text/plain`, as the nginx edge serves the file its image writes from the same setting: `404`
 * while the setting is empty, `405` to methods other than GET and HEAD.
 */
export function serveText(request: FastifyRequest, reply: FastifyReply, text: string): void {
  if (!text) {
    answerNotFound(reply);
  } else if (request.method !== 'GET' && request.method !== 'HEAD') {
    reply.code(405).header('allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
  } else {
    reply.type('text/plain').send(text);
  }
}

/** `404 Not Found` for a path with no file (a build asset that does not exist). */
export function answerNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain').send('Not Found');
}

function logRenderFailure(request: FastifyRequest, error: unknown): void {
  if (error instanceof RenderUnavailableError) {
    request.log.warn({ reason: error.reason, err: error }, 'server render unavailable; the busy page answers 503');
  } else {
    request.log.error({ err: error }, 'server render failed; the busy page answers 503');
  }
}

/**
 * `503` with `Retry-After` and the shop's "busy" page of the path's language (`UNAVAILABLE_PAGES`
 * of the web build; index.html in a build without them). No `Cache-Control`, as nginx sends none
 * on an error: a 503 is not kept by browsers.
 */
async function answerUnavailable(request: FastifyRequest, reply: FastifyReply, root: string): Promise<void> {
  const page = unavailablePageOf(normalizePath(request.url));
  const html = await readFile(path.join(root, page), 'utf8').catch(() =>
    readFile(path.join(root, 'index.html'), 'utf8'),
  );
  reply.code(503).header('retry-after', String(RENDER_RETRY_AFTER_SECONDS)).type('text/html; charset=utf-8').send(html);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
