import { expect, type Page, test } from '@playwright/test';
import { addToCart, type CatalogueProduct, pickProducts } from '../support/shop.ts';
import { updateCatalogueRows } from '../support/stack.ts';

async function firstProduct(page: Page, filters: string): Promise<CatalogueProduct> {
  const response = await page.request.get(`/api/products?${filters}&sort=id:asc&pagination[pageSize]=1`);
  const [product] = ((await response.json()) as { data: CatalogueProduct[] }).data;
  expect(product, `a seeded product matching ${filters}`).toBeDefined();
  return product as CatalogueProduct;
}

const aed = (price: number) => `AED ${price.toFixed(2)}`;
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, \d+ items?$/ });
const cartPanel = (page: Page) => page.getByRole('region', { name: 'Your cart' });

/** docs/product.md 4, 5, 8, 9: the cart rules as a shopper meets them. */
test.describe('the cart', () => {
  test('adding the same product again merges into one line', async ({ page }) => {
    const [product] = await pickProducts(page, 1);
    await addToCart(page, product as CatalogueProduct);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await cartButton(page).click();
    await expect(cartPanel(page).getByText(`2 x ${aed(product?.price ?? 0)}`)).toBeVisible();
  });

  test('an out-of-stock product is refused with Temporary out of stock', async ({ page }) => {
    const product = await firstProduct(page, 'filters[outofstock][$eq]=true');
    await addToCart(page, product);
    await expect(page.getByText('Temporary out of stock')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  });

  test('a max_order_qut 2 product stops at 2 with Only 2 pcs allowed', async ({ page }) => {
    const product = await firstProduct(page, 'filters[max_order_qut][$eq]=2&filters[outofstock][$eq]=false');
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByText('Only 2 pcs allowed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // The hint under the quantity, and now the refusal toast as well.
    await expect(page.getByText('Only 2 pcs allowed')).toHaveCount(2);
    await cartButton(page).click();
    await expect(cartPanel(page).getByText(`2 x ${aed(product.price)}`)).toBeVisible();
  });

  test('flash-sale pieces stop at the product limit with the flash sale message', async ({ page }) => {
    const product = await firstProduct(
      page,
      'filters[flash_sale][$eq]=true&filters[flash_sale_product_pcs][$eq]=3&filters[outofstock][$eq]=false&filters[max_order_qut][$null]=true',
    );
    await page.goto(`/product/${product.id}`);
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('You can only add up to 3 flash sale items to the cart')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  });

  test('a saved cart shows the price staff changed since, and a product now out of stock', async ({ page }) => {
    const [product] = await pickProducts(page, 1);
    const { id, price } = product as CatalogueProduct;
    await addToCart(page, product as CatalogueProduct);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    const newPrice = price + 3;
    await updateCatalogueRows('UPDATE products SET price = $1, marked_out_of_stock = true WHERE id = $2', [
      newPrice,
      id,
    ]);
    try {
      // The catalogue shows the change once it has read the change log (at most every 250 ms while reads come).
      await expect
        .poll(async () => {
          const read = await page.request.get(`/api/products?filters[id][$eq]=${id}&fields[0]=price`);
          return ((await read.json()) as { data: { price: number }[] }).data[0]?.price;
        })
        .toBe(newPrice);
      await page.reload();
      await cartButton(page).click();
      await expect(cartPanel(page).getByText(`1 x ${aed(newPrice)}`)).toBeVisible();
      await expect(cartPanel(page).getByText('Temporary out of stock')).toBeVisible();
    } finally {
      await updateCatalogueRows('UPDATE products SET price = $1, marked_out_of_stock = false WHERE id = $2', [
        price,
        id,
      ]);
    }
  });

  test('a saved cart is usable at once when the CMS does not answer, and kept as it was', async ({ page }) => {
    // Not the product the test before changed: the origin may show that change for another second.
    const [, product] = await pickProducts(page, 2);
    await addToCart(page, product as CatalogueProduct);
    // The refresh's call never answers: the shop must not wait for it.
    await page.route(
      /\/api\/products\?.*filters%5Bid%5D%5B%24in%5D|\/api\/products\?.*filters\[id\]\[\$in\]/,
      () => {},
    );
    await page.reload();
    await cartButton(page).click();
    await expect(cartPanel(page).getByText(`1 x ${aed((product as CatalogueProduct).price)}`)).toBeVisible();
    await page.waitForTimeout(5_500);
    await expect(cartPanel(page).getByText(`1 x ${aed((product as CatalogueProduct).price)}`)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  });
});
