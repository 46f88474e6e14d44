import { LISTING_SORT_FIELDS } from '@outlet-shop/shop-rules';
import { parse } from 'qs';
import { describe, expect, it } from 'vitest';
import { parseListingQuery } from './listing-query';

/*
 * Which product reads the listing read model answers (docs/decisions/085): the storefront's
 * listings; everything else goes to Strapi's own `find`, which answers it as before.
 */

const query = (text: string) => parseListingQuery(parse(text) as Record<string, unknown>);
const storefrontSort = LISTING_SORT_FIELDS['price:asc'].map((field, index) => `sort[${index}]=${field}`).join('&');

describe('parseListingQuery', () => {
  it('takes a brand listing as the storefront asks for it, in every order it offers', () => {
    expect(
      query(
        `populate=*&${storefrontSort}&pagination[page]=2&pagination[pageSize]=24&filters[categories][id][$eq]=10` +
          '&filters[sub_categories][id][$in][0]=4&filters[sub_categories][id][$in][1]=5&filters[title][$containsi]=date',
      ),
    ).toEqual({
      page: 2,
      pageSize: 24,
      sort: [
        ['outofstock', 'asc'],
        ['price', 'asc'],
        ['id', 'asc'],
      ],
      categoryId: 10,
      subCategoryIds: [4, 5],
      titleContains: 'date',
    });
    for (const fields of Object.values(LISTING_SORT_FIELDS)) {
      const sort = fields.map((field, index) => `sort[${index}]=${field}`).join('&');
      expect(query(`populate=*&${sort}&locale=en`)).not.toBeNull();
    }
  });

  it('leaves to Strapi what it does not answer exactly: Arabic, other fields, populates, filters or orders', () => {
    for (const text of [
      `populate=*&${storefrontSort}&locale=ar`,
      `populate[img]=true&${storefrontSort}`,
      `populate=*&${storefrontSort}&fields[0]=title`,
      `populate=*&${storefrontSort}&filters[price][$lt]=10`,
      `populate=*&${storefrontSort}&filters[categories][id][$in][0]=10`,
      `populate=*&${storefrontSort}&pagination[pageSize]=101`,
      `populate=*&${storefrontSort}&pagination[page]=0`,
      'populate=*&sort=price:asc',
      'populate=*&sort=outofstock:asc,price:asc,id:asc',
      `populate=*&${storefrontSort}&status=draft`,
    ]) {
      expect(query(text), text).toBeNull();
    }
  });
});
