import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  minify,
  type Plugin,
  type ProxyOptions,
  type Rollup,
} from 'vite';
import { compiledCatalogues } from './compile-catalogues.ts';

/*
 * One origin (docs/architecture.md 1) under `npm run dev`: the dev server routes the API paths to
 * each part, so the browser never calls another host. `npm start` and the containers serve the
 * build through web-origin and nginx instead, with the routes, headers and catalogue cache of
 * packages/edge-rules. The only place in web/ that reads process.env.
 */
const cmsUrl = process.env.CMS_URL ?? 'http://localhost:1337';
const checkoutUrl = process.env.CHECKOUT_URL ?? 'http://localhost:4242';
const prizeUrl = process.env.PRIZE_URL ?? 'http://localhost:4343';
const port = Number(process.env.WEB_PORT ?? 5173);

// `xfwd` passes the shopper's address on (X-Forwarded-For), so per-client rate limits in the
// services limit each shopper rather than the proxy.
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: cmsUrl, changeOrigin: true, xfwd: true },
  '/uploads': { target: cmsUrl, changeOrigin: true, xfwd: true },
  '/checkout/v1': {
    target: checkoutUrl,
    changeOrigin: true,
    xfwd: true,
    rewrite: (path) => path.replace(/^\/checkout\/v1/, '/v1'),
  },
  '/prize/v1': {
    target: prizeUrl,
    changeOrigin: true,
    xfwd: true,
    rewrite: (path) => path.replace(/^\/prize\/v1/, '/v1'),
  },
};

/**
 * The export condition under which `@outlet-shop/shop-rules` is its TypeScript sources, not its
 * built `dist/` (packages/shop-rules/package.json, docs/decisions/070): the dev server, the tests
 * and the builds read the rules as they are now, with no package build first. The same name as
 * scripts/stack/packages.ts `SOURCE_CONDITION` (web's image builds without scripts/).
 */
const SOURCE_CONDITION = '@outlet-shop/source';

/** Vite's resolve conditions, in the browser and in the server render, with the packages' sources. */
export const workspaceSources = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
};

/** The name of the meta tag that names each language's first-paint files (read by public/first-screen.js). */
const FIRST_PAINT_ASSETS_META = 'outlet-shop:first-paint-assets';

/**
 * What a page's first paint needs beyond the first page's script: its language's `common` texts
 * (web/src/lib/i18n.ts `localeReady`; each language's its own chunk, so a page loads no other
 * language's texts) and, on /ar, the font file `styles/arabic.css` names (its rules are in the first
 * page's stylesheet). Their names carry build hashes, so the build writes them into a meta tag of
 * index.html, and public/first-screen.js starts them with the HTML instead of after the app's
 * script (docs/performance.md, "Storefront").
 */
function firstPaintAssets(): Plugin {
  return {
    name: 'outlet-shop:first-paint-assets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files = Object.values(bundle ?? {});
        const textsOf = (language: string) =>
          files.find(
            (file) => file.type === 'chunk' && file.facadeModuleId?.endsWith(`/src/locales/${language}/common.json`),
          );
        const english = textsOf('en');
        const arabic = textsOf('ar');
        const font = files.find(
          (file) =>
            file.type === 'asset' &&
            file.fileName.endsWith('.woff2') &&
            file.names.some((name) => name.startsWith('noto-sans-arabic-400')),
        );
        if (!english || !arabic || !font) throw new Error('The first-paint files are not in the build');
        const content = JSON.stringify({
          texts: { en: `/${english.fileName}`, ar: `/${arabic.fileName}` },
          fonts: { ar: `/${font.fileName}` },
        });
        return [{ tag: 'meta', attrs: { name: FIRST_PAINT_ASSETS_META, content }, injectTo: 'head-prepend' }];
      },
    },
  };
}

/** The classic script every page runs first (public/first-screen.js), as index.html names it. */
const FIRST_SCREEN_SCRIPT = 'first-screen.js';

/**
 * public/first-screen.js minified in the build: Vite copies public/ as it is, and the script's
 * comments and long names are half its size (3.4 KB gzip as written, 1.7 KB minified), downloaded
 * by every page before the app's script (docs/performance.md, "Storefront's first page"). The dev
 * server serves it as written.
 */
function minifiedFirstScreenScript(): Plugin {
  return {
    name: 'outlet-shop:minified-first-screen-script',
    apply: 'build',
    async writeBundle({ dir }) {
      const file = path.join(dir ?? 'dist', FIRST_SCREEN_SCRIPT);
      if (!existsSync(file)) return;
      const { code, errors } = await minify(FIRST_SCREEN_SCRIPT, readFileSync(file, 'utf8'), {
        compress: true,
        mangle: true,
      });
      if (errors.length > 0)
        throw new Error(`${FIRST_SCREEN_SCRIPT}: ${errors.map((error) => error.message).join('; ')}`);
      writeFileSync(file, code);
    },
  };
}

/** The name of the meta tag that names each first screen's route modules (read by public/first-screen.js). */
const ROUTE_MODULES_META = 'outlet-shop:route-modules';

/**
 * The route module of each page the server renders (web/src/app/router.tsx `FIRST_SCREEN_OF_ROUTE`):
 * the first screens public/first-screen.js knows, and the other public pages (docs/decisions/081),
 * whose stylesheets and code the server's render names in the page.
 */
const FIRST_SCREEN_ROUTES = {
  home: '/src/app/routes/home.tsx',
  listing: '/src/app/routes/brand.tsx',
  product: '/src/app/routes/product.tsx',
  offers: '/src/app/routes/offers.tsx',
  contact: '/src/app/routes/contact.tsx',
  about: '/src/app/routes/about.tsx',
  terms: '/src/app/routes/terms.tsx',
  privacy: '/src/app/routes/privacy.tsx',
  'coconut-sugar': '/src/app/routes/coconut-sugar.tsx',
  'nut-butter': '/src/app/routes/nut-butter.tsx',
  'chocolate-chips': '/src/app/routes/chocolate-chips.tsx',
} as const;

/**
 * Each first screen's route code, which the router asks for only once the app's script has run:
 * the build writes, per first screen, its route chunk, the chunks only it imports (the entry's
 * own are preloaded by index.html already) and their CSS into a meta tag of index.html, and
 * public/first-screen.js starts them with the HTML, in parallel with the app's script, instead of
 * one round trip after it (docs/performance.md, "Storefront").
 */
function firstScreenRouteModules(): Plugin {
  return {
    name: 'outlet-shop:first-screen-route-modules',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = new Map<string, Rollup.OutputChunk>();
        for (const file of Object.values(bundle ?? {})) if (file.type === 'chunk') chunks.set(file.fileName, file);
        const withStaticImports = (fileName: string, into = new Set<string>()): Set<string> => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) withStaticImports(imported, into);
          return into;
        };
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('The build has no entry chunk');
        const loadedByEntry = withStaticImports(entry.fileName);
        const modules = Object.fromEntries(
          Object.entries(FIRST_SCREEN_ROUTES).map(([screen, source]) => {
            const route = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(source));
            if (!route) throw new Error(`The route module ${source} is not a chunk of its own`);
            const files = [...withStaticImports(route.fileName)].filter((file) => !loadedByEntry.has(file));
            const styles = files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
            return [screen, [...files, ...styles].map((file) => `/${file}`)];
          }),
        );
        return [
          {
            tag: 'meta',
            attrs: { name: ROUTE_MODULES_META, content: JSON.stringify(modules) },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/**
 * The shop's "busy" page of each language, written beside index.html as `unavailable/en.html` and
 * `unavailable/ar.html` (packages/edge-rules `UNAVAILABLE_PAGES`): what web-origin and the nginx
 * edge answer with 503 for a page the server could not render (docs/decisions/081). It is the
 * built index.html, so the app still starts and draws the page in the shopper's browser, with the
 * page's language on `<html>` and a note from `src/locales/<language>/busy.json` (the build's texts,
 * which the app never loads) in `#root`, which a reader without script (a crawler) reads and the
 * app replaces.
 */
function unavailablePages(): Plugin {
  const escapeHtml = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  return {
    name: 'outlet-shop:unavailable-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const template = String(index.source);
      for (const [language, dir] of [
        ['en', 'ltr'],
        ['ar', 'rtl'],
      ] as const) {
        const busy = JSON.parse(
          readFileSync(fileURLToPath(new URL(`./src/locales/${language}/busy.json`, import.meta.url)), 'utf8'),
        ) as { metaTitle: string; title: string; text: string };
        const note = `<main class="busy" role="status"><h1>${escapeHtml(busy.title)}</h1><p>${escapeHtml(busy.text)}</p></main>`;
        const page = template
          .replace(/<html lang="[^"]*">/, `<html lang="${language}" dir="${dir}">`)
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(busy.metaTitle)}</title>`)
          .replace('<div id="root"></div>', () => `<div id="root">${note}</div>`);
        if (!page.includes(note)) throw new Error('index.html has no empty #root for the busy page');
        this.emitFile({ type: 'asset', fileName: `unavailable/${language}.html`, source: page });
      }
    },
  };
}

/** The modules of the `catalogue` chunk ({@link CHUNK_GROUPS}), from the repository's root. */
const CATALOGUE_MODULES = [
  'web/src/components/picture-image.tsx',
  'web/src/components/price-tag.tsx',
  'web/src/components/product-card.tsx',
  'web/src/config/image-sizes.ts',
  'web/src/features/products/components/product-strip.tsx',
  'web/src/features/products/components/product-tiles.tsx',
  'web/src/lib/format-discount.ts',
  'web/src/lib/format-money.ts',
];

/** A chunk group's test: whether a module id is one of `files` (paths from the repository's root). */
const modulesOf = (files: readonly string[]) => (id: string) => files.some((file) => id.endsWith(`/${file}`));

/**
 * How the storefront's script is cut into files (Rolldown's `codeSplitting` groups). Left to itself
 * Rolldown gives every set of pages that shares a module a file of its own, so the first page
 * downloaded sixteen files, most under 1 KB: each costs a request, its response headers (0.5–0.7 KB
 * as Lighthouse counts them) and its own compression dictionary (docs/performance.md, "Storefront's
 * first page").
 * - `index`: every module the app's script imports statically (Rolldown's `$initial` tag: React,
 *   React Router, TanStack Query, the layout), in the entry's own file.
 * - `catalogue`: what the catalogue's pages (home, the listings, the product page, offers, search,
 *   the marketing pages) share: the product card with its picture and price, the strip and the tiles.
 * - `delivery-promise`: the estimated delivery's rule and its line (product page, cart, checkout).
 */
const CHUNK_GROUPS = [
  { name: 'index', tags: ['$initial' as const], priority: 30 },
  { name: 'catalogue', test: modulesOf(CATALOGUE_MODULES), priority: 20 },
  {
    name: 'delivery-promise',
    test: modulesOf(['web/src/components/delivery-promise.tsx', 'packages/shop-rules/src/delivery-promise.ts']),
    priority: 20,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    compiledCatalogues(),
    firstPaintAssets(),
    firstScreenRouteModules(),
    unavailablePages(),
    minifiedFirstScreenScript(),
  ],
  resolve: {
    ...workspaceSources.resolve,
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The country names' browser entry in the server's render too (the contact page, docs/decisions/081):
      // its Node entry loads every language's file with a require the render's bundle cannot follow.
      { find: /^i18n-iso-countries$/, replacement: 'i18n-iso-countries/index.js' },
    ],
    // The CMS workspace hoists React 18 to the root; the shop runs on web/'s React 19.
    dedupe: ['react', 'react-dom'],
  },
  server: { port, strictPort: true, proxy },
  // The server's render of the first screens (`vite build --ssr`, src/entry-server.tsx,
  // docs/decisions/051): one self-contained module with its packages inside, which web-origin
  // imports without the web workspace's node_modules (as in its container).
  ssr: { ...workspaceSources.ssr, noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : { rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } } },
}));
