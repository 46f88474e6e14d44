import { dehydrate } from '@tanstack/react-query';
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom';
import { createQueryClient } from './app/app';
import { AppProvider } from './app/provider';
import { RENDER_STATE_ELEMENT_ID, type RenderState, serializeRenderState } from './app/render-state';
import { createRoutes, FIRST_SCREEN_OF_ROUTE, isMissingEntry, NOT_FOUND_ROUTE_ID } from './app/router';
import { setServerOrigin } from './lib/api-client';
import { isRtl, localeOfPath, renderInLocale, routerBasename } from './lib/i18n';
import { setRenderedOrigin } from './lib/page-origin';

/** What web-origin asks the render for (web-origin/src/render.ts). */
export interface RenderRequest {
  /** The path and query the shopper asked for (`/ar/product/3?x=1`). */
  url: string;
  /** The shop's origin as the shopper's browser has it (`https://shop.example`): for the page's links. */
  origin: string;
  /** Where the catalogue is read while rendering: the CMS's own address (`http://localhost:1337`). */
  apiOrigin: string;
  /** The built index.html, into which the page is rendered. */
  template: string;
}

/** A rendered page: the whole HTML document and its HTTP status. */
export interface RenderedPage {
  status: number;
  html: string;
}

// One page at a time: a page's language and origin are module state of the app (lib/i18n.ts,
// lib/page-origin.ts) while it renders. Each render takes a few ms of CPU, and web-origin keeps
// rendered pages for a second (web-origin/src/render.ts).
let queue: Promise<unknown> = Promise.resolve();

/**
 * The server's render of a first screen (docs/decisions/051): home, a brand or category listing,
 * a product, in English or Arabic, with the catalogue data it shows, and the shop's Not Found page
 * (status 404: an unknown path, a product or listing the catalogue does not have; docs/decisions/079),
 * into the built index.html, so a phone draws the page (and finds its largest image) from the HTML,
 * before the app's script has arrived; the app then hydrates the same markup (web/src/main.tsx).
 * The other public pages (offers, contact, the information and marketing pages) are rendered the
 * same way, so search engines and shared links read their title, description and tags in the
 * HTML; an information page the CMS does not have is the Not Found page with
 * 404 (docs/decisions/081). Any other path (the cart, checkout, order status, search results)
 * answers null, the shop's shell, which the app renders in the browser (in Arabic the shell with
 * `lang="ar" dir="rtl"`).
 *
 * @throws when the page cannot be rendered: a catalogue read that failed, or an error while
 *   rendering. web-origin answers the shop's "busy" page with 503 then (docs/decisions/081), which
 *   the app still draws in the browser, so a crawler never reads an empty page as the page.
 */
export function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const rendered = queue.then(() => render(request));
  queue = rendered.catch(() => undefined);
  return rendered;
}

async function render({ url, origin, apiOrigin, template }: RenderRequest): Promise<RenderedPage | null> {
  const { pathname } = new URL(url, origin);
  const locale = localeOfPath(pathname);
  setServerOrigin(apiOrigin);
  setRenderedOrigin(origin);
  await renderInLocale(locale);
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const routeId = matchRoutes(routes, pathname, routerBasename)?.at(-1)?.route.id;
  const screen = routeId ? FIRST_SCREEN_OF_ROUTE[routeId] : undefined;
  // A page the browser renders (the shell) still names its language in Arabic, for search engines
  // and screen readers before the app has run.
  if (!screen) return locale === 'en' ? null : { status: 200, html: inLanguage(template, locale, 'rtl') };

  const handler = createStaticHandler(routes, { basename: routerBasename });
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) return null;
  const cannotRender = (why: string) => new Error(`the page ${url} cannot be rendered: ${why}`);
  // An entry the catalogue does not have (a loader's 404, web/src/app/router.tsx) is rendered as the
  // shop's Not Found page with status 404; any other loader error leaves the page to the browser.
  const notFound = routeId === NOT_FOUND_ROUTE_ID || context.statusCode === 404;
  if (context.errors && !Object.values(context.errors).every(isNotFoundResponse)) {
    throw cannotRender(`a loader failed: ${Object.values(context.errors).map(String).join('; ')}`);
  }
  // A page whose catalogue read failed cannot be rendered (the read of an entry that does not exist
  // is the Not Found page's, not a failure).
  const failedReads = () =>
    queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'error' && !isMissingEntry(query.state.error) })
      .map((query) => `${JSON.stringify(query.queryKey)}: ${String(query.state.error)}`);
  const hasFailedRead = () => failedReads().length > 0;
  if (hasFailedRead()) throw cannotRender(`a catalogue read failed (${failedReads().join('; ')})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // A part that throws would reach the browser as a hole to fill: the shell, which the app renders
  // whole, is the better answer. The error goes to the caller, which logs it.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <AppProvider queryClient={queryClient}>
      <Suspense fallback={null}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Suspense>
    </AppProvider>,
    // Every part of the page inline, in place: no boundary sent apart with an inline script to put it
    // in place (the CSP allows no inline script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  const markup = await text(prelude);
  if (errors.length > 0) throw errors[0];
  // A read the page made while rendering (the navigation's categories) failed: its error state would
  // not match the browser's first render, which reads it again.
  if (hasFailedRead()) throw cannotRender(`a catalogue read failed while rendering (${failedReads().join('; ')})`);
  const state: RenderState = {
    queries: dehydrate(queryClient),
    // A 404's route error as JSON: the browser's router shows the same route's Not Found page.
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  const page = {
    markup,
    state,
    dir: isRtl ? 'rtl' : 'ltr',
    lang: locale,
    files: screenFiles(template, screen),
  } as const;
  return { status: notFound ? 404 : context.statusCode, html: intoTemplate(template, page) };
}

/** The HTML document with its language and writing direction on `<html>`. */
function inLanguage(html: string, lang: string, dir: 'ltr' | 'rtl'): string {
  return html.replace(/<html lang="[^"]*">/, `<html lang="${lang}" dir="${dir}">`);
}

function isNotFoundResponse(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/**
 * The code and stylesheets of the page's route beyond the entry's (the build names them per first
 * screen in the `outlet-shop:route-modules` meta tag of index.html, as public/first-screen.js reads them).
 */
function screenFiles(template: string, screen: string): string[] {
  const content = /<meta name="outlet-shop:route-modules" content="([^"]*)"/.exec(template)?.[1];
  if (!content) return [];
  const modules = JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<string, string[]>;
  return modules[screen] ?? [];
}

async function text(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The page in index.html: the markup in `#root`, the render state after it, the language and
 * `data-rendered` (read by public/first-screen.js) on `<html>`; in `<head>`, the page's own
 * `<title>`, description and alternates (which React puts first in the markup) in place of the
 * shell's title and its route's stylesheets (the markup is drawn with them). The app's script and
 * the modules it hydrates with (the entry's and the route's) move into the `outlet-shop:app` meta
 * tag, which public/first-screen.js starts once the page is painted.
 */
function intoTemplate(
  template: string,
  page: { markup: string; state: RenderState; dir: string; lang: string; files: string[] },
): string {
  const head = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*/.exec(page.markup)?.[0] ?? '';
  const body = page.markup.slice(head.length);
  const stylesheets = page.files
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link rel="stylesheet" crossorigin href="${file}">`)
    .join('');
  // The app's code leaves the HTML: public/first-screen.js asks for it once the page is painted.
  const entryModules: string[] = [];
  let script = '';
  const withoutApp = template
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/, (_tag, src: string) => {
      script = src;
      return '';
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      entryModules.push(href);
      return '';
    });
  const app = JSON.stringify({
    script,
    modules: [...entryModules, ...page.files.filter((file) => !file.endsWith('.css'))],
  });
  const links = `<meta name="outlet-shop:app" content="${app.replaceAll('"', '&quot;')}">${stylesheets}`;
  return withoutApp
    .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}" dir="${page.dir}" data-rendered>`)
    .replace(/<title>[^<]*<\/title>/, () => head || '<title>Outlet Shop</title>')
    .replace('</head>', () => `${links}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${body}</div><script type="application/json" id="${RENDER_STATE_ELEMENT_ID}">${serializeRenderState(page.state)}</script>`,
    );
}
