import { stat } from 'node:fs/promises';
import path from 'node:path';
import { normalizePath } from '@outlet-shop/edge-rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage } from './render.ts';

/** The server's render of the page a request asks for, or null when the shell (index.html) serves it. */
export type RenderPage = (request: FastifyRequest) => Promise<RenderedPage | null>;

/**
 * Serves the SPA's build from `root` as nginx's `try_files` does: the file the path names
 * (@fastify/static's `sendFile`, with its ETag, Last-Modified and ranges); if there is none,
 * under the SPA's own route the page `render` makes of a first screen (docs/decisions/051), else
 * index.html (its router shows the page or its Not Found), and `404` under `/assets/`. A render
 * that fails is logged and answered with index.html. Methods other than GET and HEAD get `405`,
 * as nginx answers them on files.
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
    const page = render ? await render(request).catch((error: unknown) => logRenderFailure(request, error)) : null;
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

function logRenderFailure(request: FastifyRequest, error: unknown): null {
  request.log.error({ err: error }, 'server render failed; the shell answers');
  return null;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
