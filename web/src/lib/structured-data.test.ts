import type { Product } from '@outlet-shop/shop-rules';
import { describe, expect, it } from 'vitest';
import { aedAmount, breadcrumbJsonLd, homeJsonLd, jsonLdText, productJsonLd } from './structured-data';

const product: Product = {
  id: 7,
  title: 'Crunchy Peanut Butter',
  description: 'Roasted peanuts, a pinch of salt.',
  weight: '340g',
  price: 24.5,
  priceFils: 2450,
  oldPriceFils: null,
  discountPercent: null,
  isOutOfStock: false,
  available: 12,
  isFlashSale: false,
  flashSaleLimit: null,
  maxOrderQuantity: null,
  type: null,
  image: null,
  image2: null,
  imageUrl: '/uploads/jar.jpg',
  categories: [
    { id: 1, title: 'Shop all' },
    { id: 3, title: 'Chocodate' },
  ],
};
const page = { url: 'https://shop.example/product/7', origin: 'https://shop.example', brandNames: { 3: 'Chocodate' } };

/** docs/decisions/079: what search engines read of a product page. */
describe('structured data', () => {
  it('is a Product with an Offer: the price as a decimal AED string, availability from the stock, absolute image', () => {
    expect(productJsonLd(product, page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Crunchy Peanut Butter',
      description: 'Roasted peanuts, a pinch of salt.',
      sku: '7',
      url: 'https://shop.example/product/7',
      image: 'https://shop.example/uploads/jar.jpg',
      brand: { '@type': 'Brand', name: 'Chocodate' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/product/7',
        price: '24.50',
        priceCurrency: 'AED',
        availability: 'https://schema.org/InStock',
      },
    });
    const soldOut = productJsonLd({ ...product, isOutOfStock: true, imageUrl: 'https://cdn.example/a.jpg' }, page);
    expect(soldOut.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(soldOut.image).toBe('https://cdn.example/a.jpg');
  });

  it('prices in whole fils without floating-point noise', () => {
    expect(aedAmount(2450)).toBe('24.50');
    expect(aedAmount(1005)).toBe('10.05');
    expect(aedAmount(100000)).toBe('1000.00');
  });

  it('lists breadcrumbs from 1, and the home page with a SearchAction on the search page', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://shop.example/' },
        { name: 'Chocodate', url: 'https://shop.example/products/3' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Chocodate', item: 'https://shop.example/products/3' },
    ]);
    const [organization, website] = homeJsonLd('https://shop.example', 'https://shop.example/ar');
    expect(organization).toMatchObject({ '@type': 'Organization', url: 'https://shop.example/' });
    expect(website.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: 'https://shop.example/ar/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });

  it('cannot end its script element early', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
