import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import type { DeliverySettings, Product } from '@outlet-shop/shop-rules';
import { describe, expect, it } from 'vitest';
import { homeJsonLd } from '@/features/home/home-json-ld';
import { breadcrumbJsonLd, jsonLdText } from './json-ld';
import { aedAmount, productJsonLd } from './structured-data';

/** What Google's rich results (product snippets, merchant listings) say of the JSON-LD in a page. */
async function googleIssues(...data: unknown[]) {
  const html = `<!doctype html><html><head>${data
    .map((item) => `<script type="application/ld+json">${jsonLdText(item)}</script>`)
    .join('')}</head><body></body></html>`;
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  const issues = await new Validator().validate(extracted);
  return {
    errors: issues.filter((issue) => issue.severity === 'ERROR').map((issue) => issue.issueMessage),
    // A warning about a field Google names as required or wanted, not one it calls optional.
    warnings: issues
      .filter((issue) => issue.severity === 'WARNING' && !/optional/.test(issue.issueMessage))
      .map((issue) => issue.issueMessage),
  };
}

const delivery: DeliverySettings = {
  cutoffTime: '14:00',
  workingDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  deliveryDays: { min: 1, max: 3 },
  holidays: [],
};

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
  it('is a Product with an Offer: the price in AED, availability from the stock, absolute image', () => {
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
        price: 24.5,
        priceCurrency: 'AED',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
    const soldOut = productJsonLd({ ...product, isOutOfStock: true, imageUrl: 'https://cdn.example/a.jpg' }, page);
    expect(soldOut.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(soldOut.image).toBe('https://cdn.example/a.jpg');
  });

  it("names the delivery of the product bought alone: its tier's fee, to the UAE, in the promise's working days", () => {
    const offers = productJsonLd(product, { ...page, delivery }).offers as Record<string, unknown>;
    expect(offers.shippingDetails).toEqual({
      '@type': 'OfferShippingDetails',
      // AED 24.50 alone is below every tier: the full delivery fee, AED 20.
      shippingRate: { '@type': 'MonetaryAmount', value: 20, currency: 'AED' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'AE' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 3, unitCode: 'DAY' },
        cutoffTime: '14:00:00+04:00',
        businessDays: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [
            'https://schema.org/Monday',
            'https://schema.org/Tuesday',
            'https://schema.org/Wednesday',
            'https://schema.org/Thursday',
            'https://schema.org/Friday',
          ],
        },
      },
    });
    const freeDelivery = productJsonLd({ ...product, priceFils: 8000 }, { ...page, delivery }).offers as {
      shippingDetails: { shippingRate: { value: number } };
    };
    expect(freeDelivery.shippingDetails.shippingRate.value).toBe(0);
    // No delivery promise set up: no delivery times to state, so no shipping details.
    expect(productJsonLd(product, page).offers).not.toHaveProperty('shippingDetails');
  });

  it("meets Google's product snippet and merchant listing requirements, by Adobe's structured data validator", async () => {
    const url = 'https://shop.example/product/7';
    const breadcrumbs = breadcrumbJsonLd([
      { name: 'Outlet Shop', url: 'https://shop.example/' },
      { name: 'Chocodate', url: 'https://shop.example/products/3' },
      { name: 'Crunchy Peanut Butter', url },
    ]);
    // Left: the GTIN Google recommends (a barcode), which the catalogue does not keep.
    const noGtin = expect.stringContaining('"gtin"');
    expect(await googleIssues(productJsonLd(product, { ...page, delivery }), breadcrumbs)).toEqual({
      errors: [],
      warnings: [noGtin],
    });
    expect(await googleIssues(productJsonLd({ ...product, isOutOfStock: true }, page))).toEqual({
      errors: [],
      warnings: [noGtin],
    });
    // The validator does find what a merchant listing lacks: a product with no picture has no image.
    expect((await googleIssues(productJsonLd({ ...product, imageUrl: '' }, page))).errors).toEqual([
      expect.stringContaining('"image"'),
    ]);
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
