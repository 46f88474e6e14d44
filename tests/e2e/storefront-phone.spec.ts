import { expect, type Locator, type Page, test } from '@playwright/test';
import { type CatalogueProduct, pickProducts, returnPageLoad } from '../support/shop.ts';

/*
 * A shopper's shop on a phone (390 × 844) and a laptop (1366 × 768), in English and Arabic
 * (docs/decisions/073): what a shopper sees of the cart, the slideshow, the listing's filters, the
 * payment popup, the confirmation page and the outlet map. With SHOTS_DIR set, each screen is also
 * saved there as a picture to look at.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const SCREENS = [
  { name: 'phone', size: PHONE },
  { name: 'laptop', size: LAPTOP },
] as const;

const LANGUAGES = [
  {
    code: 'en',
    isRtl: false,
    path: (path: string) => path,
    addToCart: 'Add to cart',
    cart: (count: number) => new RegExp(`^Cart, ${count} items?$`),
    yourCart: 'Your cart',
    reset: 'Reset Cart',
    resetQuestion: 'Remove the product from your cart?',
    keep: 'Keep my cart',
    empty: 'Yes, empty the cart',
    emptyText: 'Your cart is empty.',
    proceed: 'PROCEED TO CHECKOUT',
    continue: 'Continue',
    payment: 'Card payment',
  },
  {
    code: 'ar',
    isRtl: true,
    path: (path: string) => (path === '/' ? '/ar' : `/ar${path}`),
    addToCart: 'أضف إلى السلة',
    cart: (count: number) => new RegExp(`^السلة، ${count} منتج`),
    yourCart: 'سلتك',
    reset: 'إفراغ السلة',
    resetQuestion: 'هل تريد إزالة المنتج الوحيد من السلة؟',
    keep: 'أبقِ السلة كما هي',
    empty: 'نعم، أفرغ السلة',
    emptyText: 'سلتك فارغة.',
    proceed: 'المتابعة إلى الدفع',
    continue: 'متابعة',
    payment: 'الدفع بالبطاقة',
  },
] as const;
type Language = (typeof LANGUAGES)[number];

/** Saves what the shopper sees as `name`.png in SHOTS_DIR, when set. */
async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, ...options });
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The app has the page: taps are its own from here on (docs/decisions/051).
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

/** The box of `locator`, asserted to lie inside the viewport (half a pixel of rounding allowed). */
async function boxInViewport(page: Page, locator: Locator) {
  const viewport = page.viewportSize() ?? PHONE;
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  const { x, y, width, height } = box as NonNullable<typeof box>;
  expect(x).toBeGreaterThanOrEqual(-0.5);
  expect(y).toBeGreaterThanOrEqual(-0.5);
  expect(x + width).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(y + height).toBeLessThanOrEqual(viewport.height + 0.5);
  return box as NonNullable<typeof box>;
}

/** The order references and document numbers (NOT-…, INV-…, CN-…) inside `scope` drawn over two lines. */
async function brokenIdentifiers(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/(NOT|INV|CN)-[\d-]+\d/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        if (new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

async function addToCart(page: Page, language: Language, product: CatalogueProduct): Promise<void> {
  await open(page, language.path(`/product/${product.id}`));
  await page.getByRole('button', { name: language.addToCart }).click();
  await expect(page.getByRole('button', { name: language.cart(1) })).toBeVisible();
}

const savedLines = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('root') ?? '{}').state?.lines ?? []).length as number);

test.describe('the cart', () => {
  for (const language of LANGUAGES) {
    test(`on a phone in ${language.code}: a drawer from the inline-end edge, inside the screen, closed by Escape; Reset asks`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      const [product] = await pickProducts(page, 1);
      await addToCart(page, language, product as CatalogueProduct);
      const cartButton = page.getByRole('button', { name: language.cart(1) });
      await cartButton.click();

      const drawer = page.getByRole('dialog', { name: language.yourCart });
      await expect(drawer).toBeVisible();
      // Once slid in: the whole screen's height, from the right edge in English, the left in Arabic.
      await expect
        .poll(async () => {
          const box = await drawer.boundingBox();
          return box && Math.round(language.isRtl ? box.x : PHONE.width - box.x - box.width);
        })
        .toBe(0);
      const box = await boxInViewport(page, drawer);
      expect(box.height).toBeGreaterThanOrEqual(PHONE.height - 1);
      // The line's title and its price are on screen whole; the actions reachable.
      await boxInViewport(page, drawer.locator('.cart-line__title'));
      await boxInViewport(page, drawer.locator('.cart-line__price'));
      await boxInViewport(page, drawer.getByRole('link', { name: language.proceed }));
      await shot(page, `cart-drawer-phone-${language.code}`);
      // The narrowest and the widest phones in use: the drawer, its line and its way on stay whole.
      for (const width of [320, 430]) {
        await page.setViewportSize({ width, height: PHONE.height });
        await boxInViewport(page, drawer);
        await boxInViewport(page, drawer.locator('.cart-line__title'));
        await boxInViewport(page, drawer.locator('.cart-line__price'));
        await boxInViewport(page, drawer.getByRole('link', { name: language.proceed }));
        await shot(page, `cart-drawer-${width}-${language.code}`);
      }
      await page.setViewportSize(PHONE);

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(cartButton).toBeFocused();

      await cartButton.click();
      await drawer.getByRole('button', { name: language.reset }).click();
      const question = drawer.getByRole('group', { name: language.resetQuestion });
      await expect(question).toBeVisible();
      await shot(page, `cart-reset-question-phone-${language.code}`);
      expect(await savedLines(page)).toBe(1);
      await question.getByRole('button', { name: language.keep }).click();
      expect(await savedLines(page)).toBe(1);

      await drawer.getByRole('button', { name: language.reset }).click();
      await drawer.getByRole('button', { name: language.empty }).click();
      await expect(drawer.getByText(language.emptyText)).toBeVisible();
      expect(await savedLines(page)).toBe(0);
    });

    test(`on a laptop in ${language.code}: the panel under the cart button, inside the screen`, async ({ page }) => {
      await page.setViewportSize(LAPTOP);
      const [product] = await pickProducts(page, 1);
      await addToCart(page, language, product as CatalogueProduct);
      await page.getByRole('button', { name: language.cart(1) }).click();
      const panel = page.getByRole('dialog', { name: language.yourCart });
      await expect(panel).toBeVisible();
      await boxInViewport(page, panel);
      await boxInViewport(page, panel.locator('.cart-line__title'));
      await shot(page, `cart-panel-laptop-${language.code}`);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    });
  }
});

test.describe('the hampers', () => {
  test('the home slide of hampers leads to a listing that shows them, and a search finds them', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: /^Show slide 4: / }).click();
    await page.getByRole('link', { name: 'Gift hampers for every occasion' }).click();
    await expect(page).toHaveURL(/\/products\/5$/);
    for (const hamper of ['Premium Chocolate & Dates Hamper', 'Grand Gift Hamper', 'Royal Ramadan Hamper']) {
      await expect(page.getByRole('heading', { level: 3, name: hamper })).toBeVisible();
    }
    await page.getByRole('checkbox', { name: 'Hampers' }).check();
    await expect(page.getByText('Showing 3 of 3 products', { exact: true })).toBeVisible();
    await expect(page.getByText('No products found.')).toHaveCount(0);

    await open(page, '/products/1');
    await page.getByLabel('Search products').fill('hamper');
    await expect(page.getByText('Showing 3 of 3 products', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Royal Ramadan Hamper' })).toBeVisible();
  });
});

test.describe('the home slideshow', () => {
  for (const language of LANGUAGES) {
    for (const screen of SCREENS) {
      test(`on a ${screen.name} in ${language.code}: previous and next point outward, every icon inside its circle`, async ({
        page,
      }) => {
        await page.setViewportSize(screen.size);
        await open(page, language.path('/'));
        const buttons = page.locator('.hero-slideshow__button');
        await expect(buttons).toHaveCount(3);
        const [previous, pause, next] = [buttons.nth(0), buttons.nth(1), buttons.nth(2)];
        const previousBox = await boxInViewport(page, previous);
        const nextBox = await boxInViewport(page, next);
        // Previous on the reading direction's start side, next on its end, the dots between.
        expect(previousBox.x < nextBox.x).toBe(!language.isRtl);
        // Each chevron's tip (its middle point) is on the outer side of its button.
        for (const [button, box] of [
          [previous, previousBox],
          [next, nextBox],
        ] as const) {
          const tipX = await button.locator('path').evaluate((path: SVGPathElement) => {
            const svg = path.ownerSVGElement as SVGSVGElement;
            const tip = new DOMPoint(path.getPointAtLength(path.getTotalLength() / 2).x, 12);
            return tip.matrixTransform(svg.getScreenCTM() ?? undefined).x;
          });
          const isOnLeft = box.x < (box === previousBox ? nextBox.x : previousBox.x);
          expect(tipX < box.x + box.width / 2, 'the chevron points outward').toBe(isOnLeft);
        }
        for (const button of [previous, pause, next]) {
          const circle = await button.boundingBox();
          const icon = await button.locator('svg').boundingBox();
          expect(icon && circle).toBeTruthy();
          if (!icon || !circle) continue;
          expect(icon.x).toBeGreaterThanOrEqual(circle.x + 2);
          expect(icon.x + icon.width).toBeLessThanOrEqual(circle.x + circle.width - 2);
          expect(icon.y).toBeGreaterThanOrEqual(circle.y + 2);
          expect(icon.y + icon.height).toBeLessThanOrEqual(circle.y + circle.height - 2);
        }
        await shot(page, `slideshow-${screen.name}-${language.code}`);
      });
    }
  }
});

test.describe("the listing's filters", () => {
  for (const language of LANGUAGES) {
    for (const screen of SCREENS) {
      test(`on a ${screen.name} in ${language.code}: every category is whole or out of view, never cut`, async ({
        page,
      }) => {
        await page.setViewportSize(screen.size);
        await open(page, language.path('/products/1'));
        const options = page.locator('.checkbox-group__options');
        const chips = options.locator('.checkbox');
        // Every sub-category of the shop (19 seeded, and the test stack's scale brand's).
        await expect.poll(() => chips.count()).toBeGreaterThanOrEqual(19);
        await shot(page, `listing-filters-${screen.name}-${language.code}`);
        const cutChips = () =>
          options.evaluate((box) => {
            const frame = box.getBoundingClientRect();
            return Array.from(box.querySelectorAll('.checkbox'))
              .map((chip) => ({ text: chip.textContent, rect: chip.getBoundingClientRect() }))
              .filter(({ rect }) => rect.bottom > frame.top + 0.5 && rect.top < frame.bottom - 0.5)
              .filter(({ rect }) => rect.top < frame.top - 0.5 || rect.bottom > frame.bottom + 0.5)
              .map(({ text }) => text);
          });
        expect(await cutChips()).toEqual([]);
        // Scrolled a little, the box settles on whole rows again.
        await options.evaluate((box) => box.scrollBy({ top: 20 }));
        await page.waitForTimeout(600);
        expect(await cutChips()).toEqual([]);
        await chips.first().scrollIntoViewIfNeeded();
        await boxInViewport(page, chips.first());

        // A discount badge reads minus, figure, percent from left to right in either language.
        const badge = page.locator('.product-card .badge--sale').first();
        await expect(badge).toBeVisible();
        const order = await badge.evaluate((element) => {
          const text = element.querySelector('bdi')?.firstChild ?? element.firstChild;
          const xOf = (character: string) => {
            const at = text?.textContent?.indexOf(character) ?? -1;
            const range = document.createRange();
            range.setStart(text as Node, at);
            range.setEnd(text as Node, at + 1);
            return range.getBoundingClientRect().x;
          };
          return { minus: xOf('-'), digit: xOf((text?.textContent?.match(/\d/) ?? ['0'])[0]), percent: xOf('%') };
        });
        expect(order.minus).toBeLessThan(order.digit);
        expect(order.digit).toBeLessThan(order.percent);
      });
    }
  }
});

/** From a cart of one product to the payment popup, with the delivery form filled in. */
async function openPaymentPopup(page: Page, language: Language): Promise<Locator> {
  const [product] = await pickProducts(page, 1);
  await addToCart(page, language, product as CatalogueProduct);
  await page.getByRole('button', { name: language.cart(1) }).click();
  await page.getByRole('link', { name: language.proceed }).click();
  await expect(page).toHaveURL(/\/check_out$/);
  await page.locator('#checkout-firstName').fill('Aisha');
  await page.locator('#checkout-lastName').fill('Khan');
  await page.locator('#checkout-email').fill(`phone-${language.code}-${Date.now()}@example.com`);
  await page.locator('#checkout-phone').fill('0501234567');
  await page.locator('#checkout-city').selectOption('Dubai');
  await page.locator('#checkout-address').fill('Al Wasl Road 12');
  await page.locator('#checkout-house').fill('Villa 7');
  await page.locator('#checkout-landmark').fill('Near the park');
  await page.getByRole('button', { name: language.continue, exact: true }).click();
  const popup = page.getByRole('dialog', { name: language.payment });
  await expect(popup).toBeVisible();
  return popup;
}

test.describe('paying on a phone', () => {
  for (const language of LANGUAGES) {
    test(`in ${language.code}: the payment popup fills the screen and its Pay button is reachable; the confirmation's amounts, reference and invoice number never wrap`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      // Outside a form the chat link floats; on the checkout it stays in the page, off the fields.
      await open(page, language.path('/'));
      await expect(page.locator('.chat-help')).toHaveCSS('position', 'fixed');
      const popup = await openPaymentPopup(page, language);
      await expect(page.locator('.chat-help')).toHaveCSS('position', 'static');

      await boxInViewport(page, popup);
      await expect(popup.locator('.payment-hint')).toBeVisible();
      const card = page.frameLocator('iframe.payment-frame');
      const pay = card.getByRole('button', { name: /^Pay/ });
      await expect(pay).toBeVisible();
      await shot(page, `payment-popup-phone-${language.code}`);
      await pay.scrollIntoViewIfNeeded();
      await boxInViewport(page, pay);

      await card.getByLabel('Card number').fill('4242 4242 4242 4242');
      await card.getByLabel('MM / YY').fill('12 / 34');
      await card.getByLabel('CVC').fill('123');
      await card.getByLabel('Cardholder name').fill('Aisha Khan');
      const returned = returnPageLoad(page, language.path('/check_out'));
      await pay.click();
      await returned;
      await expect(page).toHaveURL(/\/succsess/, { timeout: 30_000 });
      const amounts = page.locator('.confirmation .money, .confirmation .totals dd');
      await expect(amounts.first()).toBeVisible();
      // An amount's text on one line: every piece of it drawn at the same height.
      const wrapped = await amounts.evaluateAll((elements) =>
        elements
          .filter((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size > 1;
          })
          .map((element) => element.textContent),
      );
      expect(wrapped).toEqual([]);
      // The reference and the invoice's number whole, on the phone and on the narrowest one.
      await expect(page.locator('.confirmation').getByRole('link', { name: /INV-\d{4}-\d{6}/ })).toBeVisible({
        timeout: 30_000,
      });
      for (const width of [PHONE.width, 320]) {
        await page.setViewportSize({ width, height: PHONE.height });
        expect(await brokenIdentifiers(page.locator('.confirmation')), `at ${width} px`).toEqual([]);
      }
      await page.setViewportSize(PHONE);
      await shot(page, `confirmation-phone-${language.code}`, { fullPage: true });
    });
  }
});

test.describe('the chat link', () => {
  for (const screen of SCREENS) {
    for (const language of LANGUAGES) {
      test(`on a ${screen.name} in ${language.code}: it stays off the contact form's and the checkout's fields and totals`, async ({
        page,
      }) => {
        await page.setViewportSize(screen.size);
        const [product] = await pickProducts(page, 1);
        await addToCart(page, language, product as CatalogueProduct);
        for (const path of ['/contact', '/check_out']) {
          await open(page, language.path(path));
          const chat = page.locator('.chat-help');
          await expect(chat).toHaveCSS('position', 'static');
          const chatBox = await chat.boundingBox();
          const covered: string[] = [];
          for (const field of await page
            .locator('#main input:not([tabindex="-1"]), #main select, #main textarea, #main button, #main .totals')
            .all()) {
            const box = await field.boundingBox();
            if (!box || !chatBox) continue;
            const overlaps =
              box.x < chatBox.x + chatBox.width &&
              chatBox.x < box.x + box.width &&
              box.y < chatBox.y + chatBox.height &&
              chatBox.y < box.y + box.height;
            if (overlaps) covered.push(await field.evaluate((element) => element.outerHTML.slice(0, 80)));
          }
          expect(covered, `${path}: nothing under the chat link`).toEqual([]);
        }
      });
    }
  }
});

test.describe('every width a phone or a tablet has', () => {
  for (const language of LANGUAGES) {
    test(`in ${language.code}: no page scrolls sideways from 320 to 1440 px`, async ({ page }) => {
      test.setTimeout(120_000);
      const [product] = await pickProducts(page, 1);
      const widths = [320, 340, 360, 375, 390, 400, 414, 430, 440, 450, 480, 600, 768, 800, 801, 860, 1024, 1366, 1440];
      const overflowing: string[] = [];
      for (const path of ['/', `/product/${product?.id}`, '/products/5', '/contact', '/order-status']) {
        await open(page, language.path(path));
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          if (scrollWidth > clientWidth) overflowing.push(`${path} at ${width} px: ${scrollWidth} > ${clientWidth}`);
        }
      }
      expect(overflowing).toEqual([]);
    });
  }
});

test('the outlet map loads in its frame: the shop allows it', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await open(page, '/');
  await page.evaluate(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { refused: string[] }).refused ??= [];
      (window as unknown as { refused: string[] }).refused.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.getByRole('button', { name: 'Show map' }).click();
  const map = page.locator('iframe[title="Map of the factory outlet"]');
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
  // The frame's navigation starts at once; a refusal would be reported before any network answer.
  await page.waitForTimeout(1_500);
  expect(refused).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { refused?: string[] }).refused ?? [])).toEqual([]);
});
