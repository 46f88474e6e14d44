import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_SIZES } from '@/config/image-sizes';
import { getBanners } from '@/features/home/api/get-banners';
import { getBrandProductsPage } from '@/features/products/api/get-brand-products';
import { getProduct } from '@/features/products/api/get-product';
import { toPicture } from '@/lib/strapi-image';

/** Strapi media with two renditions, as the CMS answers them (formats listed largest first). */
function media(name: string) {
  return {
    url: `/uploads/${name}.jpg`,
    width: 1600,
    height: 900,
    formats: {
      medium: { url: `/uploads/medium_${name}.jpg`, width: 750, height: 422 },
      small: { url: `/uploads/small_${name}.jpg`, width: 500, height: 281 },
    },
  };
}

/** The catalogue answers the script's read gets in these tests, by route. */
const ANSWERS: Record<string, unknown[]> = {
  banners: [
    { id: 1, documentId: 'b1', locale: 'en', image: null },
    { id: 2, documentId: 'b2', locale: 'en', image: media('banner-en') },
    { id: 3, documentId: 'b2', locale: 'ar', image: media('banner-ar') },
  ],
  products: [{ id: 5, title: 'Crunchy Peanut Butter', price: 24.5, img: media('jar'), img2: media('jar-back') }],
};

/** What the script left for the app (read through a call: the assignments around it do not narrow it). */
function firstScreenRead(): Window['__outletFirstScreen'] {
  return window.__outletFirstScreen;
}

/**
 * public/first-screen.js, run as the browser runs it: a classic script on the page at `path`,
 * its read answered with {@link ANSWERS}. The URL it read and the image it preloaded, if any.
 */
async function preloadedBy(pathname: string, head = ''): Promise<{ url: string | null; image: Element | null }> {
  document.head.innerHTML = head;
  window.__outletFirstScreen = undefined;
  window.history.replaceState(null, '', pathname);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => Response.json({ data: ANSWERS[url.includes('/banners') ? 'banners' : 'products'] })),
  );
  const script = readFileSync(path.resolve(import.meta.dirname, '../../public/first-screen.js'), 'utf8');
  new Function(script)();
  const read = firstScreenRead();
  await read?.answer;
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.unstubAllGlobals();
  window.__outletFirstScreen = undefined;
  return { url: read?.url ?? null, image: document.head.querySelector('link[rel="preload"][as="image"]') };
}

/** The URL the app's own fetcher asks for (so the preloaded answer is the one it takes). */
async function fetchedBy(call: () => Promise<unknown>): Promise<string> {
  const fetch = vi.fn(
    async () =>
      new Response(
        JSON.stringify({
          data: [{ id: 1, title: 'x', price: 1 }],
          meta: { pagination: { page: 1, pageCount: 1, total: 1 } },
        }),
      ),
  );
  vi.stubGlobal('fetch', fetch);
  await call().catch(() => undefined);
  return String((fetch.mock.calls[0] as unknown[] | undefined)?.[0]);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the first screen preload (public/first-screen.js)', () => {
  it('reads exactly the URL each first screen fetches: home, listings, product', async () => {
    expect((await preloadedBy('/')).url).toBe(await fetchedBy(() => getBanners()));
    const listing = (categoryId: number) => getBrandProductsPage({ categoryId, subCategoryIds: [], search: '' }, 1);
    expect((await preloadedBy('/products/1')).url).toBe(await fetchedBy(() => listing(1)));
    expect((await preloadedBy('/products/3')).url).toBe(await fetchedBy(() => listing(3)));
    expect((await preloadedBy('/categories/7')).url).toBe(await fetchedBy(() => listing(7)));
    expect((await preloadedBy('/product/12')).url).toBe(await fetchedBy(() => getProduct(12)));
  });

  it('reads the route after a locale prefix, and reads nothing elsewhere', async () => {
    expect((await preloadedBy('/ar/product/12')).url).toBe(`${await fetchedBy(() => getProduct(12))}&locale=ar`);
    expect((await preloadedBy('/ar')).url).toBe(await fetchedBy(() => getBanners()));
    expect((await preloadedBy('/about')).url).toBeNull();
    expect((await preloadedBy('/product/abc')).url).toBeNull();
    expect((await preloadedBy('/check_out')).url).toBeNull();
  });

  it('preloads the image the first screen shows largest, with the srcset and sizes of its <img>', async () => {
    const expectImage = (image: Element | null, name: string, sizes: string) => {
      expect(image?.getAttribute('href')).toBe(`/uploads/${name}.jpg`);
      expect(image?.getAttribute('imagesrcset')).toBe(toPicture(media(name), '')?.srcSet);
      expect(image?.getAttribute('imagesizes')).toBe(sizes);
      expect(image?.getAttribute('fetchpriority')).toBe('high');
    };
    // The first slide is the first banner with a picture, in the page's language.
    expectImage((await preloadedBy('/')).image, 'banner-en', IMAGE_SIZES.hero);
    expectImage((await preloadedBy('/ar')).image, 'banner-ar', IMAGE_SIZES.hero);
    expectImage((await preloadedBy('/products/2')).image, 'jar', IMAGE_SIZES.productCard);
    expectImage((await preloadedBy('/ar/product/5')).image, 'jar', IMAGE_SIZES.productMain);
  });

  it("starts the texts of the page's language and, on /ar, the Arabic font the build names", async () => {
    const assets = {
      texts: { en: '/assets/common-en.js', ar: '/assets/common-ar.js' },
      fonts: { ar: '/assets/noto-x.woff2' },
    };
    const meta = `<meta name="outlet-shop:first-paint-assets" content='${JSON.stringify(assets)}'>`;
    const links = () =>
      [...document.head.querySelectorAll('link:not([as="image"])')].map((link) =>
        ['rel', 'href', 'as', 'type', 'crossorigin'].map((name) => link.getAttribute(name)),
      );
    await preloadedBy('/ar/product/5', meta);
    expect(links()).toEqual([
      ['modulepreload', assets.texts.ar, null, null, ''],
      ['preload', assets.fonts.ar, 'font', 'font/woff2', ''],
    ]);
    await preloadedBy('/product/5', meta);
    expect(links()).toEqual([['modulepreload', assets.texts.en, null, null, '']]);
  });

  it('on a page the server rendered, starts the texts with the app once the page is painted, the font at once', async () => {
    const assets = {
      texts: { en: '/assets/common-en.js', ar: '/assets/common-ar.js' },
      fonts: { ar: '/assets/noto-x.woff2' },
    };
    const app = { script: '/assets/index-x.js', modules: ['/assets/product-x.js'] };
    const head =
      `<meta name="outlet-shop:first-paint-assets" content='${JSON.stringify(assets)}'>` +
      `<meta name="outlet-shop:app" content='${JSON.stringify(app)}'>`;
    // The browser's paint timing: the script waits for the first contentful paint.
    let paint: ((entries: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: typeof paint) {
          paint = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const started = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"], link[as="font"], script[src]')].map(
        (element) => element.getAttribute('href') ?? element.getAttribute('src'),
      );
    document.documentElement.setAttribute('data-rendered', '');
    try {
      document.head.innerHTML = head;
      window.history.replaceState(null, '', '/ar/product/5');
      const script = readFileSync(path.resolve(import.meta.dirname, '../../public/first-screen.js'), 'utf8');
      new Function(script)();
      // Before the first paint: only the font the page's text is drawn in.
      expect(started()).toEqual([assets.fonts.ar]);
      paint?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      await vi.waitFor(() => expect(started()).toEqual([assets.fonts.ar, ...app.modules, assets.texts.ar, app.script]));
    } finally {
      document.documentElement.removeAttribute('data-rendered');
      window.__outletEarlyTaps = undefined;
    }
  });

  it("on a page the server rendered, starts the app once the page's priority images have loaded", async () => {
    const app = { script: '/assets/index-x.js', modules: ['/assets/home-x.js'] };
    let paint: ((entries: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: typeof paint) {
          paint = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const appStarted = () => document.head.querySelector(`script[src="${app.script}"]`) !== null;
    // jsdom decodes no images: decode() resolves once the picture has loaded, as in a browser.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value(this: HTMLImageElement) {
        return new Promise<void>((resolve) => this.addEventListener('load', () => resolve(), { once: true }));
      },
    });
    document.documentElement.setAttribute('data-rendered', '');
    try {
      document.head.innerHTML = `<meta name="outlet-shop:app" content='${JSON.stringify(app)}'>`;
      // The first slide, still loading when the page is first painted; a lazy picture does not count.
      document.body.innerHTML =
        '<img fetchpriority="high" src="/uploads/banner.jpg"><img loading="lazy" src="/uploads/jar.jpg">';
      window.history.replaceState(null, '', '/');
      const script = readFileSync(path.resolve(import.meta.dirname, '../../public/first-screen.js'), 'utf8');
      new Function(script)();
      paint?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(appStarted()).toBe(false);
      document.body.querySelector('img[fetchpriority="high"]')?.dispatchEvent(new Event('load'));
      await vi.waitFor(() => expect(appStarted()).toBe(true));
    } finally {
      document.documentElement.removeAttribute('data-rendered');
      document.body.innerHTML = '';
      window.__outletEarlyTaps = undefined;
      Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
    }
  });

  it("starts the page's route code the build names for its first screen, and none elsewhere", async () => {
    const modules = {
      home: ['/assets/home-x.js', '/assets/embla-x.js', '/assets/home-x.css'],
      listing: ['/assets/brand-x.js'],
      product: ['/assets/product-x.js', '/assets/spinner-x.js'],
    };
    const meta = `<meta name="outlet-shop:route-modules" content='${JSON.stringify(modules)}'>`;
    const preloaded = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"], link[as="style"]')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('crossorigin'),
      ]);
    await preloadedBy('/', meta);
    expect(preloaded()).toEqual(modules.home.map((href) => [href, '']));
    expect(document.head.querySelector('link[href="/assets/home-x.css"]')?.getAttribute('rel')).toBe('preload');
    await preloadedBy('/ar/products/3', meta);
    expect(preloaded()).toEqual([['/assets/brand-x.js', '']]);
    await preloadedBy('/product/5', meta);
    expect(preloaded()).toEqual(modules.product.map((href) => [href, '']));
    await preloadedBy('/about', meta);
    expect(preloaded()).toEqual([]);
  });

  it('hands its answer to the app once, so the app makes no second read of it', async () => {
    const { url } = await preloadedBy('/product/5');
    window.__outletFirstScreen = { url: url as string, answer: Promise.resolve({ data: ANSWERS.products }) };
    const fetch = vi.fn(async () => Response.json({ data: [] }));
    vi.stubGlobal('fetch', fetch);
    expect((await getProduct(5))?.id).toBe(5);
    expect(fetch).not.toHaveBeenCalled();
    await getProduct(5).catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
