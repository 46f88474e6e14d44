import { describe, expect, it } from 'vitest';
import { checkCartLine } from '../cart-rules.ts';
import { CART_LINE_CMS_FIELDS, toCartLine, toCartRuleFields, toProduct } from './product.ts';
import { cartLineSchema, parseProductList, productWireSchema } from './product-schema.ts';

/** docs/api.md's example answer of `GET /api/products?populate=*`. */
const wire = {
  id: 1,
  documentId: 'x1abc',
  title: 'Crunchy Peanut Butter',
  desc: 'Roasted peanuts, nothing else.',
  weight: '340 g',
  price: 24.5,
  oldprice: 29,
  discount: true,
  discoamount: 15,
  outofstock: false,
  available: 65,
  flash_sale: false,
  flash_sale_product_pcs: null,
  max_order_qut: null,
  type: 'offers',
  img: {
    url: '/uploads/pb.png',
    width: 800,
    height: 800,
    alternativeText: 'A jar',
    formats: { thumbnail: { url: '/uploads/thumbnail_pb.png', width: 156, height: 156 } },
  },
  img2: null,
  categories: [{ id: 2, title: 'Arabian Delights' }],
  sub_categories: [{ id: 5, title: 'Nut Butters' }],
};

describe('the product contract (docs/api.md GET /api/products)', () => {
  it('reads the CMS answer once into clean names, money in fils', () => {
    const [product] = parseProductList({
      data: [wire],
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
    });
    expect(product).toMatchObject({
      id: 1,
      title: 'Crunchy Peanut Butter',
      description: 'Roasted peanuts, nothing else.',
      weight: '340 g',
      price: 24.5,
      priceFils: 2450,
      oldPriceFils: 2900,
      discountPercent: 15,
      isOutOfStock: false,
      available: 65,
      isFlashSale: false,
      flashSaleLimit: null,
      maxOrderQuantity: null,
      type: 'offers',
      imageUrl: '/uploads/pb.png',
      categories: [{ id: 2, title: 'Arabian Delights' }],
    });
  });

  it('takes a `fields[…]` answer (id, title, price only) and Strapi nulls, with the defaults a shopper sees', () => {
    const product = toProduct(productWireSchema.parse({ id: 7, title: 'Dates', price: 30, desc: null, img: null }));
    expect(product).toMatchObject({ description: '', weight: '', isOutOfStock: false, image: null, imageUrl: '' });
  });

  it('shows no old price unless the product is discounted and the old price is higher', () => {
    expect(toProduct(productWireSchema.parse({ ...wire, discount: false })).oldPriceFils).toBeNull();
    expect(toProduct(productWireSchema.parse({ ...wire, oldprice: 20 })).discountPercent).toBeNull();
  });

  it.each([
    ['without a price', { price: undefined }],
    ['with a price as text', { price: '24.5' }],
    ['with an unknown type', { type: 'seasonal' }],
  ])('refuses an answer %s (checkout answers 503 catalog_unavailable)', (_name, overrides) => {
    expect(productWireSchema.safeParse({ ...wire, ...overrides }).success).toBe(false);
  });

  it('gives the cart line its wire names and the cart rules the same verdict from the line as from the product', () => {
    const product = toProduct(productWireSchema.parse({ ...wire, max_order_qut: 2, available: 5 }));
    const line = cartLineSchema.parse({ ...toCartLine(product), quantity: 1 });
    expect(line).toEqual({
      id: 1,
      title: 'Crunchy Peanut Butter',
      desc: 'Roasted peanuts, nothing else.',
      weight: '340 g',
      price: 24.5,
      img: '/uploads/pb.png',
      available: 5,
      max_order_qut: 2,
      flash_sale: false,
      flash_sale_product_pcs: null,
      outofstock: false,
      quantity: 1,
    });
    expect(checkCartLine(toCartRuleFields(line), 3, 0)).toEqual(checkCartLine(product, 3, 0));
    expect(checkCartLine(product, 3, 0)).toMatchObject({ ok: false, message: 'Only 2 pcs allowed' });
  });
});

describe('a saved cart’s refresh', () => {
  it('asks the CMS for every field a cart line copies from it, and only those', () => {
    const copied = Object.keys(cartLineSchema.shape).filter(
      (field) => field in productWireSchema.shape && field !== 'id' && field !== 'img',
    );
    expect([...CART_LINE_CMS_FIELDS].sort()).toEqual(copied.sort());
  });
});
