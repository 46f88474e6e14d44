import type { ProductWire } from '@outlet-shop/shop-rules';
import { expect, type FrameLocator, type Page, type Request } from '@playwright/test';

/** A product as the CMS's public API lists it (the shared product contract's wire names; prices in AED). */
export type CatalogueProduct = Pick<ProductWire, 'id' | 'title' | 'price'>;

/** `count` products a shopper can buy freely: in stock, no flash sale, no quantity cap, ≤ AED 60. */
export async function pickProducts(page: Page, count: number): Promise<CatalogueProduct[]> {
  const response = await page.request.get(
    `/api/products?filters[outofstock][$eq]=false&filters[available][$gte]=20&filters[flash_sale][$eq]=false&filters[max_order_qut][$null]=true&filters[price][$lte]=60&sort=id:asc&pagination[pageSize]=${count}`,
  );
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: CatalogueProduct[] };
  expect(data).toHaveLength(count);
  return data;
}

/** The languages a journey shops in: English at `/`, Arabic under `/ar`. */
export type ShopperLanguage = 'en' | 'ar';

/** The storefront's texts the purchase helpers below find their way by, in each language. */
const SHOP_TEXTS = {
  en: {
    prefix: '',
    addToCart: 'Add to cart',
    cart: (lines: number) => new RegExp(`^Cart, ${lines} items?$`),
    proceed: 'PROCEED TO CHECKOUT',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone Number',
    city: 'City',
    dubai: 'Dubai',
    address: 'Address',
    house: 'House No. or Name',
    landmark: 'Landmark',
    cardFrame: 'Secure card payment',
  },
  ar: {
    prefix: '/ar',
    addToCart: 'أضف إلى السلة',
    cart: (lines: number) => new RegExp(`^السلة، (${lines} منتج|منتجان)`),
    proceed: 'المتابعة إلى الدفع',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    city: 'المدينة',
    dubai: 'دبي',
    address: 'العنوان',
    house: 'رقم المنزل أو اسمه',
    landmark: 'أقرب معلم',
    cardFrame: 'دفع آمن بالبطاقة',
  },
} as const;

/**
 * Opens the product page in `language` and presses Add to cart; the product's title as the page
 * shows it (its Arabic title under `/ar`).
 */
export async function addToCart(
  page: Page,
  product: CatalogueProduct,
  language: ShopperLanguage = 'en',
): Promise<string> {
  const texts = SHOP_TEXTS[language];
  await page.goto(`${texts.prefix}/product/${product.id}`);
  const heading = page.getByRole('heading', { level: 1 });
  if (language === 'en') await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  else await expect(heading).not.toHaveText(product.title);
  await page.getByRole('button', { name: texts.addToCart }).click();
  // On a server-rendered page a tap made before the app has the page is kept and replayed once it
  // has it (docs/decisions/051): the shopper stays on the page until then, as one waiting to see
  // the product go into the cart would.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  return String(await heading.textContent()).trim();
}

/** From the cart icon to the checkout page, in `language`. */
export async function proceedToCheckout(
  page: Page,
  lineCount: number,
  language: ShopperLanguage = 'en',
): Promise<void> {
  const texts = SHOP_TEXTS[language];
  await page.getByRole('button', { name: texts.cart(lineCount) }).click();
  await page
    .getByRole('link', { name: texts.proceed })
    .or(page.getByRole('button', { name: texts.proceed }))
    .click();
  await expect(page).toHaveURL(/\/check_out/);
}

/**
 * The delivery details of a test order as `POST /checkout/v1/create_order_ref` takes them (wire
 * names, docs/api.md), the same the checkout form is filled with ({@link fillDeliveryDetails});
 * the shopper's name, e-mail and lines are each test's own.
 */
export const TEST_DELIVERY_ADDRESS = {
  destination_address_mobile_number: '+971501234567',
  destination_address_city: 'Dubai',
  destination_address_area: 'Al Wasl Road 12',
  destination_address_house_no: 'Villa 7',
  destination_address_building_name: 'Villa 7',
  destination_address_landmark: 'Near the park',
} as const;

/** Fills the delivery form of docs/product.md 5 (Dubai) with the given e-mail, in `language`. */
export async function fillDeliveryDetails(page: Page, email: string, language: ShopperLanguage = 'en'): Promise<void> {
  const texts = SHOP_TEXTS[language];
  await page.getByLabel(texts.firstName).fill('Aisha');
  await page.getByLabel(texts.lastName).fill('Khan');
  await page.getByLabel(texts.email).fill(email);
  await page.getByLabel(texts.phone).fill('+971501234567');
  await page.getByLabel(texts.city).selectOption({ label: texts.dubai });
  await page.getByLabel(texts.address, { exact: true }).fill('Al Wasl Road 12');
  await page.getByLabel(texts.house).fill('Villa 7');
  await page.getByLabel(texts.landmark).fill('Near the park');
}

/** The embedded card form inside the payment popup. */
export function cardForm(page: Page, language: ShopperLanguage = 'en'): FrameLocator {
  return page.frameLocator(`iframe[title="${SHOP_TEXTS[language].cardFrame}"]`);
}

/** Types a test card into the embedded checkout and presses Pay (the card page is Stripe's, in English). */
export async function payWithCard(page: Page, cardNumber: string, language: ShopperLanguage = 'en'): Promise<void> {
  const card = cardForm(page, language);
  await card.getByLabel('Card number').fill(cardNumber);
  await card.getByLabel('MM / YY').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  await card.getByLabel('Cardholder name').fill('Aisha Khan');
  await card.getByRole('button', { name: /^Pay/ }).click();
}

/** The `NOT-…` order reference shown on the page. */
export async function shownReference(page: Page): Promise<string> {
  const text = await page
    .getByText(/NOT-\d+/)
    .first()
    .textContent();
  const reference = text?.match(/NOT-\d+/)?.[0];
  expect(reference, 'an order reference on the page').toBeTruthy();
  return reference as string;
}

/** The order copy the checkout keeps in localStorage (`orderData`, docs/product.md 4 step 2), or null. */
export async function storedOrderData(
  page: Page,
): Promise<{ customer_reference_number: string; products: unknown[]; order_access_token?: string } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('orderData') ?? 'null'));
}

/**
 * Waits for the browser to load `path?session_id=…` as a whole new document (a navigation request of
 * the top frame, which an in-app route change never makes): the return from the payment page.
 */
export function returnPageLoad(page: Page, path: string): Promise<Request> {
  return page.waitForRequest(
    (request) =>
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame() &&
      new URL(request.url()).pathname === path &&
      new URL(request.url()).searchParams.has('session_id'),
    { timeout: 30_000 },
  );
}
