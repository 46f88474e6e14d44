import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../../scripts/test/pdf-text.ts';
import { type CatalogueProduct, pickProducts, returnPageLoad, storedOrderData } from '../support/shop.ts';
import { attachmentOf, filesOf, queryDatabase, waitForMail } from '../support/stack.ts';

/*
 * The shop in Arabic (docs/decisions/048): every route under /ar, right to left, Arabic texts from
 * the SPA and the CMS, the same cart and checkout, quality bars as in English.
 */

/** Every route of docs/product.md 2 under /ar, with the Arabic heading it must show once loaded. */
const ROUTES: { path: string; ready: RegExp | string }[] = [
  { path: '/ar', ready: 'المنتجات الأكثر مبيعاً' },
  { path: '/ar/products/1', ready: 'تسوّق الكل' },
  { path: '/ar/products/3', ready: 'شوكوديت' },
  { path: '/ar/product/1', ready: 'زبدة الفول السوداني المقرمشة' },
  { path: '/ar/offers', ready: 'العروض' },
  { path: '/ar/coconut-sugar', ready: 'سكر جوز الهند' },
  { path: '/ar/nut-butter', ready: 'زبدة المكسرات' },
  { path: '/ar/chocolate-chips', ready: 'رقائق الشوكولاتة' },
  { path: '/ar/contact', ready: 'تواصل معنا' },
  { path: '/ar/about', ready: 'من نحن' },
  { path: '/ar/terms-&-conditions', ready: 'الشروط والأحكام' },
  { path: '/ar/privacy-policy', ready: 'سياسة الخصوصية' },
  { path: '/ar/check_out', ready: 'إتمام الطلب' },
  { path: '/ar/loadding', ready: 'يُرجى الانتظار...' },
  { path: '/ar/failed', ready: 'عذراً، فشل الدفع!' },
  { path: '/ar/mail', ready: 'عذراً! الصفحة غير موجودة' },
];

async function axeProblems(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${label}: ${violation.id} (${violation.impact}) ${violation.nodes[0]?.target.join(' ')}`);
}

async function open(page: Page, route: (typeof ROUTES)[number]) {
  await page.goto(route.path);
  await expect(page.getByRole('heading', { name: route.ready }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^جارٍ التحميل(\.\.\.)?$/ })).toHaveCount(0);
}

/** The Arabic product page of `product`, Add to cart pressed; the product's Arabic title. */
async function addToCartInArabic(page: Page, product: CatalogueProduct): Promise<string> {
  await page.goto(`/ar/product/${product.id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText(product.title);
  await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
  return String(await heading.textContent()).trim();
}

test.describe('every Arabic route', () => {
  test('is Arabic and right to left, with its English alternate, and has no serious axe-core violation', async ({
    page,
  }) => {
    const problems: string[] = [];
    for (const route of ROUTES) {
      await open(page, route);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page).toHaveTitle(/ \| أوتلت شوب$/);
      const english = route.path.replace(/^\/ar/, '') || '/';
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        new RegExp(`${english.replace(/[&]/g, '\\$&')}$`),
      );
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', /\/ar/);
      problems.push(...(await axeProblems(page, route.path)));
    }
    expect(problems).toEqual([]);
  });

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const overflowing: string[] = [];
    const problems: string[] = [];
    for (const route of ROUTES) {
      await open(page, route);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scrollWidth > clientWidth) overflowing.push(`${route.path}: ${scrollWidth} > ${clientWidth}`);
      problems.push(...(await axeProblems(page, `${route.path} at 360 px`)));
    }
    expect(overflowing).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test('the language switch keeps the page, and the cart is the same in both languages', async ({ page }) => {
  const [product] = await pickProducts(page, 1);
  if (!product) throw new Error('no product to buy');
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/product/${product.id}$`));
  await expect(page.getByRole('button', { name: 'السلة، 1 منتج' })).toBeVisible();
  await page.getByRole('button', { name: 'السلة، 1 منتج' }).click();
  await expect(page.getByRole('link', { name: 'المتابعة إلى الدفع' })).toBeVisible();

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
});

test('a shopper with an allergy reads the ingredients in Arabic and in English, already in the page the server sends', async ({
  page,
}) => {
  const arabic = 'فول سوداني محمّص (99%)، ملح البحر.';
  const html = await (await page.request.get('/ar/product/1')).text();
  expect(html).toContain('المكونات');
  expect(html).toContain(arabic);
  await page.goto('/ar/product/1');
  await expect(page.getByRole('region', { name: 'المكونات' })).toContainText(arabic);
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('region', { name: 'Ingredients' })).toContainText('Roasted peanuts (99%), sea salt.');
});

test("a brand's listing names its products in Arabic, as the server sends it and after a sort in the browser", async ({
  page,
}) => {
  await page.goto('/ar');
  await page.getByRole('navigation').getByRole('link', { name: 'إكس إل', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'إكس إل' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'لوح إكس إل بجوز الهند' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'XL Coconut Bar' })).toHaveCount(0);
  await page.getByLabel('الترتيب حسب').selectOption({ index: 1 });
  await expect(page).toHaveURL(/sort=/);
  await expect(page.getByRole('heading', { level: 3, name: 'لوح إكس إل بجوز الهند' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'XL Coconut Bar' })).toHaveCount(0);
});

test('the listing search finds products by their Arabic names', async ({ page }) => {
  await page.goto('/ar/products/9');
  await expect(page.getByRole('heading', { level: 1, name: 'دارا' })).toBeVisible();
  await page.getByLabel('ابحث في المنتجات').fill('مجدول');
  await expect(page.getByRole('heading', { name: 'تمر مجدول من دارا' })).toBeVisible();
  await expect(page.getByText('عرض 1 من أصل 1 منتج')).toBeVisible();
});

test('a shopper buys in Arabic: Arabic form and totals, English wire values, the order placed and documented in Arabic', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [product] = await pickProducts(page, 1);
  if (!product) throw new Error('no product to buy');
  const problems: string[] = [];
  const arabicTitle = await addToCartInArabic(page, product);
  await page.getByRole('button', { name: 'السلة، 1 منتج' }).click();
  await expect(page.getByRole('link', { name: 'المتابعة إلى الدفع' })).toBeVisible();
  problems.push(...(await axeProblems(page, 'the open cart panel')));
  await page.getByRole('link', { name: 'المتابعة إلى الدفع' }).click();
  await expect(page).toHaveURL(/\/ar\/check_out$/);
  await expect(page.getByText(/يفصلك .* فقط عن التوصيل المجاني/)).toBeVisible();
  await page.getByRole('button', { name: 'متابعة', exact: true }).click();
  await expect(page.getByText('هذا الحقل مطلوب').first()).toBeVisible();
  problems.push(...(await axeProblems(page, '/ar/check_out with its errors')));

  await page.getByLabel('الاسم الأول').fill('عائشة');
  await page.getByLabel('اسم العائلة').fill('خان');
  const email = `arabic-${Date.now()}@example.com`;
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('رقم الهاتف').fill('+971501234567');
  await page.getByLabel('المدينة').selectOption({ label: 'دبي' });
  await page.getByLabel('العنوان', { exact: true }).fill('شارع الوصل 12');
  await page.getByLabel('رقم المنزل أو اسمه').fill('فيلا 7');
  await page.getByLabel('أقرب معلم').fill('قرب الحديقة');
  const orderRequest = page.waitForRequest((request) => request.url().includes('/checkout/v1/create_order_ref'));
  await page.getByRole('button', { name: 'متابعة', exact: true }).click();
  const payload = (await orderRequest).postDataJSON() as { locale: string; destination_address_city: string };
  expect(payload).toMatchObject({ locale: 'ar', destination_address_city: 'Dubai' });

  const card = page.frameLocator('iframe[title="دفع آمن بالبطاقة"]');
  await expect(card.getByRole('button', { name: /^Pay/ })).toBeVisible();
  problems.push(...(await axeProblems(page, 'the payment popup')));
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('MM / YY').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  await card.getByLabel('Cardholder name').fill('Aisha Khan');
  const stored = await storedOrderData(page);
  const returnLoad = returnPageLoad(page, '/ar/check_out');
  const createOrder = page.waitForRequest((request) => request.url().includes('/checkout/v1/create_order'));
  await card.getByRole('button', { name: /^Pay/ }).click();

  // The card page sends the whole window to the Arabic return URL, as Stripe does.
  const returned = new URL((await returnLoad).url());
  const created = await createOrder;
  expect(created.postDataJSON()).toMatchObject({
    customer_reference_number: stored?.customer_reference_number,
    products: stored?.products,
    sessionId: returned.searchParams.get('session_id'),
  });
  expect(created.headers()['x-order-token']).toBe(stored?.order_access_token);
  await expect(page).toHaveURL(/\/ar\/succsess/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'شكراً لك! تم تأكيد طلبك' })).toBeVisible();
  await expect(page.getByText(/التوصيل إلى عائشة خان، فيلا 7، شارع الوصل 12، دبي\./)).toBeVisible();
  const reference = (
    await page
      .getByText(/NOT-\d+/)
      .first()
      .textContent()
  )?.match(/NOT-\d+/)?.[0];
  const [order] = await queryDatabase<{ payment_status: string; city: string }>(
    'checkout',
    'SELECT payment_status, city FROM orders WHERE customer_reference_number = $1',
    [reference],
  );
  expect(order).toEqual({ payment_status: 'paid', city: 'Dubai' });
  await expect(page.getByRole('button', { name: 'السلة، 0 منتجات' })).toBeVisible();
  // The order names its line as the shopper saw it (docs/decisions/078).
  const lines = page.locator('.confirmation__lines');
  await expect(lines).toContainText(arabicTitle);
  await expect(lines).not.toContainText(product.title);
  problems.push(...(await axeProblems(page, '/ar/succsess')));
  expect(problems).toEqual([]);

  // The mail in Arabic, lines and city; its tax invoice names the line in English and Arabic.
  const mail = await waitForMail(
    (candidate) => candidate.subject.includes(String(reference)) && candidate.to[0]?.address === email,
  );
  expect(mail.text).toContain(arabicTitle);
  expect(mail.text).toContain('دبي، الإمارات العربية المتحدة');
  expect(mail.text).not.toContain(product.title);
  const [invoiceFile] = filesOf(mail);
  const invoice = await pdfText(await attachmentOf(mail, String(invoiceFile)));
  expect(invoice).toContain(product.title);
  expect(invoice).toContain(arabicTitle);

  // The same page in English names the line in English.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/succsess\?/);
  await expect(page.locator('.confirmation__lines')).toContainText(product.title);
  await expect(page.locator('.confirmation__lines')).not.toContainText(arabicTitle);
});

test('a visitor sends an enquiry in Arabic: Arabic labels and countries, English values reach the staff', async ({
  page,
}) => {
  const marker = `استفسار ${Date.now()}`;
  await page.goto('/ar/contact');
  await page.getByLabel('القسم').selectOption({ label: 'استفسارات عامة' });
  await page.getByLabel('الدولة').selectOption({ label: 'الإمارات العربية المتحدة' });
  await page.getByLabel('البريد الإلكتروني').fill('visitor@example.com');
  await page.getByLabel('الهاتف').fill('+971501112233');
  await page.getByLabel('الاسم (اختياري)').fill('عمر');
  await page.getByRole('button', { name: 'تواصل الآن' }).click();
  await expect(page.getByText('هذا الحقل مطلوب')).toBeVisible();

  await page.getByLabel('الرسالة').fill(`${marker}: هل تبيعون علب هدايا للشركات؟`);
  await page.getByRole('button', { name: 'تواصل الآن' }).click();
  await expect(page.getByText('تم إرسال النموذج بنجاح.')).toBeVisible();
  await expect(page.getByText('شكراً لتواصلك، سنرد عليك قريباً!')).toBeVisible();

  const mail = await waitForMail((candidate) => candidate.text.includes(marker));
  expect(mail.text).toContain('United Arab Emirates');
  expect(mail.text).toContain('General inquiries');
  expect(mail.to.map((recipient) => recipient.address)).toContain('webmaster@outlet-shop.example');

  await page.getByRole('button', { name: 'الرئيسية' }).click();
  await expect(page).toHaveURL(/\/ar$/);
});
