/*
 * The first screen's catalogue read and its largest image, asked for while the app's script
 * downloads rather than after it (docs/performance.md, "Storefront"; docs/decisions/050): the home
 * page's banners, a listing's first page, a product. A classic script with no imports, so it runs as
 * soon as it arrives. The answer waits in `window.__outletFirstScreen` for the app's own read of the
 * same URL (web/src/lib/first-screen.ts takes it once); as soon as it is here, the image the first
 * screen shows largest (the first slide, the first card, the product's picture) is preloaded with the
 * srcset and sizes its <img> will have, so the browser loads it once, early. It also starts the
 * page's route code (which the router would ask for only after the app's script has run), the
 * texts of the page's language its first paint waits for and, on /ar, the font its text is drawn in.
 * web/src/app/first-screen.test.ts keeps the URLs, srcsets and sizes equal to the app's.
 * Paths may start with a locale (`/ar/products/2`).
 */
(() => {
  const api = '/api';
  // The app's locale parameter: none in English, `locale=ar` under /ar (web/src/lib/i18n.ts).
  const prefix = /^\/([a-z]{2})(?=\/|$)/.exec(location.pathname)?.[1];
  const language = prefix ?? 'en';
  const localeParams = prefix && prefix !== 'en' ? [['locale', prefix]] : [];
  // The `sizes` of each first screen's largest <img> (web/src/config/image-sizes.ts).
  const sizes = {
    hero: '(max-width: 1240px) 100vw, 1200px',
    productCard: '(max-width: 600px) 50vw, 260px',
    productMain: '(max-width: 800px) 100vw, 520px',
  };
  const listing = (categoryId) => {
    const query = new URLSearchParams({
      populate: '*',
      'sort[0]': 'outofstock:asc',
      'sort[1]': 'price:asc',
      'sort[2]': 'id:asc',
      'pagination[page]': '1',
      'pagination[pageSize]': '24',
    });
    for (const [key, value] of localeParams) query.set(key, value);
    if (categoryId !== '1') query.set('filters[categories][id][$eq]', categoryId);
    return `${api}/products?${query}`;
  };
  // The first slide: the first English banner whose picture (in this language, else English) exists.
  const firstSlide = (banners) => {
    for (const english of banners.filter((banner) => (banner.locale ?? 'en') === 'en')) {
      const translated = banners.find((b) => b.locale === language && b.documentId === english.documentId);
      const image = translated?.image ?? english.image;
      if (image?.url) return image;
    }
    return null;
  };
  const routes = [
    [
      /^\/$/,
      () => `${api}/banners?${new URLSearchParams({ populate: 'image', sort: 'position', locale: '*' })}`,
      (data) => [firstSlide(data), sizes.hero],
      'home',
    ],
    [/^\/(?:products|categories)\/([1-9]\d*)$/, listing, (data) => [data[0]?.img, sizes.productCard], 'listing'],
    [
      /^\/product\/([1-9]\d*)$/,
      (id) => `${api}/products?${new URLSearchParams([['filters[id][$eq]', id], ['populate', '*'], ...localeParams])}`,
      (data) => [[data[0]?.img, data[0]?.img2].find((image) => image?.url), sizes.productMain],
      'product',
    ],
  ];
  // The srcset web/src/lib/strapi-image.ts `toPicture` gives the same Strapi media.
  const srcSetOf = (media) => {
    const widths = new Set();
    return [...Object.values(media.formats ?? {}), media]
      .filter((format) => format?.url && format.width)
      .sort((a, b) => a.width - b.width)
      .filter((format) => !widths.has(format.width) && widths.add(format.width))
      .map((format) => `${format.url} ${format.width}w`)
      .join(', ');
  };
  // A <link> in the head with these attributes (those left undefined are not set).
  const addLink = (attributes) => {
    const link = document.createElement('link');
    for (const [name, value] of Object.entries(attributes)) if (value !== undefined) link.setAttribute(name, value);
    document.head.append(link);
  };
  const preloadImage = (media, imageSizes) => {
    if (!media?.url) return;
    addLink({
      rel: 'preload',
      as: 'image',
      href: media.url,
      imagesrcset: srcSetOf(media),
      imagesizes: imageSizes,
      fetchpriority: 'high',
    });
  };
  // A page the server rendered (docs/decisions/051) names its data, its <img>, its route's code and
  // its stylesheets in the HTML already.
  const rendered = document.documentElement.hasAttribute('data-rendered');
  // The page's texts the layout waits for and, on /ar, the font its text is drawn in, started with
  // the HTML rather than after the app's script; their hashed names are in a meta tag the build
  // writes (web/vite.config.ts). A page the server rendered is drawn from its HTML without its
  // texts: they start with the app that hydrates it, so before the first paint the phone's line
  // carries only what is drawn (the stylesheets, the largest image and, on /ar, the font).
  const firstPaintAssets = document
    .querySelector('meta[name="outlet-shop:first-paint-assets"]')
    ?.getAttribute('content');
  const textsModules = [];
  if (firstPaintAssets) {
    const { texts, fonts } = JSON.parse(firstPaintAssets);
    if (texts[language]) textsModules.push(texts[language]);
    // The app's loader asks for each in CORS mode, so the preloaded copy is the one it takes.
    if (!rendered) for (const href of textsModules) addLink({ rel: 'modulepreload', href, crossorigin: '' });
    if (fonts[language])
      addLink({ rel: 'preload', href: fonts[language], as: 'font', type: 'font/woff2', crossorigin: '' });
  }
  // The page's own code and CSS, which the router asks for only after the app's script has run:
  // started now, beside that script. The build names each first screen's chunks in a meta tag (web/vite.config.ts).
  const routeModules = JSON.parse(
    document.querySelector('meta[name="outlet-shop:route-modules"]')?.getAttribute('content') ?? '{}',
  );
  const preloadModules = (screen) => {
    for (const href of routeModules[screen] ?? []) {
      const isStyle = href.endsWith('.css');
      // Vite's loader asks for both in CORS mode, so the preloaded copy is the one it takes.
      addLink({ rel: isStyle ? 'preload' : 'modulepreload', as: isStyle ? 'style' : undefined, href, crossorigin: '' });
    }
  };
  // On a page the server rendered (docs/decisions/051) the app's code waits until the page is
  // painted with its largest images (those the server marked fetchpriority="high": the first slide,
  // the first cards, the product's picture): on a slow phone line the stylesheets and those images
  // come first, and the page reads and its links work while the app loads to take it over. The
  // build's names of the app's script and of the modules it hydrates with are in a meta tag the
  // server writes.
  const app = document.querySelector('meta[name="outlet-shop:app"]')?.getAttribute('content');
  if (app) {
    // A tap on one of the page's buttons or checkboxes (Add to cart, the slideshow's, a listing's
    // filters) before the app has taken the page over is kept, and the app taps it again once it has (web/src/lib/first-screen.ts
    // `markHydrated`): the button is the same element then, so nothing the shopper did is lost.
    const earlyTaps = [];
    window.__outletEarlyTaps = earlyTaps;
    document.addEventListener(
      'click',
      (event) => {
        if (document.documentElement.hasAttribute('data-hydrated')) return;
        const button =
          event.target instanceof Element
            ? event.target.closest('button, input[type="checkbox"], input[type="radio"]')
            : null;
        if (!button) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        earlyTaps.push(button);
      },
      true,
    );
    const { script, modules } = JSON.parse(app);
    let started = false;
    const startApp = () => {
      if (started) return;
      started = true;
      for (const href of [...modules, ...textsModules]) addLink({ rel: 'modulepreload', href, crossorigin: '' });
      const element = document.createElement('script');
      element.type = 'module';
      element.crossOrigin = '';
      element.src = script;
      document.head.append(element);
    };
    // Resolves once every image the page gives priority can be drawn (or has failed), read once the
    // HTML is parsed: this script may run before the body has arrived.
    const priorityImagesReady = () =>
      new Promise((parsed) =>
        document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', parsed) : parsed(),
      ).then(() =>
        Promise.all(
          [...document.querySelectorAll('img[fetchpriority="high"]')].map((image) =>
            Promise.resolve(image.decode?.()).catch(() => {}),
          ),
        ),
      );
    const painted = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      painted.disconnect();
      void priorityImagesReady().then(startApp);
    });
    painted.observe({ type: 'paint', buffered: true });
    // A page that is not painted (a tab opened in the background) still gets its app.
    setTimeout(startApp, 3000);
  }
  const path = location.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '').replace(/(.)\/$/, '$1') || '/';
  for (const [pattern, urlOf, imageOf, screen] of routes) {
    const match = pattern.exec(path);
    if (!match) continue;
    if (rendered) return;
    preloadModules(screen);
    const url = urlOf(match[1]);
    const answer = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }).then(
      (response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))),
    );
    window.__outletFirstScreen = { url, answer };
    answer
      .then((body) => {
        if (Array.isArray(body?.data)) preloadImage(...imageOf(body.data));
      })
      .catch(() => {
        // The app reads it again itself and shows the error its own way.
      });
    return;
  }
})();
