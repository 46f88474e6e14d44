import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { App, createQueryClient } from './app/app';
import { readRenderState } from './app/render-state';
import { createRoutes } from './app/router';
import { isRtl, locale, localeReady, routerBasename } from './lib/i18n';
import './styles.css';
import './styles/arabic.css';

/**
 * Loads the code of the routes this page's URL matches before the app hydrates, as the server had
 * it when it rendered them: a lazy route still loading would leave its part of the page empty.
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location, routerBasename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

async function start(root: HTMLElement): Promise<void> {
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtl ? 'rtl' : 'ltr';
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const rendered = readRenderState();
  if (rendered) {
    // A first screen the server rendered (docs/decisions/051): the app takes over its markup with
    // the same data, so nothing is drawn twice.
    hydrate(queryClient, rendered.queries);
    // The route's code and the page's texts, so the app's first render is the server's markup.
    await Promise.all([loadMatchedRoutes(routes), localeReady]);
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} routes={routes} hydrationData={rendered.router} />
      </StrictMode>,
    );
    return;
  }
  // Rendered at once, so the router's loaders start the page's CMS calls while the page's texts
  // load (the layout waits for those, web/src/lib/i18n.ts `localeReady`).
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} routes={routes} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
