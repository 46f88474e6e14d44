import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { clientReads } from '../../test/public-query-reads';
import { publicQueryRefusal } from './public-query';

/** A URL's path and its query as Strapi's `strapi::query` parses it (qs, its options). */
function parse(url: string): [string, Record<string, unknown>] {
  const [path = '', search = ''] = url.split('?');
  return [path, qs.parse(search, { strictNullHandling: true, arrayLimit: 100, depth: 20 })];
}

const refusalOf = (url: string) => publicQueryRefusal(...parse(url));

const DEEP_POPULATE =
  '/api/products?pagination[pageSize]=100&populate[categories][populate][products][populate][categories][populate][products][populate]=*&populate[sub_categories][populate][products][populate][sub_categories][populate][products][populate]=*';

describe('publicQueryRefusal', () => {
  it.each(clientReads({ product: 7, category: 3, subCategories: [4, 5] }))('takes the client read %s', (url) => {
    expect(refusalOf(url)).toBeNull();
  });

  it.each<[string, string]>([
    [DEEP_POPULATE, 'populate[categories]'],
    ['/api/products?populate[img][populate][related]=*', 'populate[img][populate]'],
    ['/api/products?populate[0]=categories', 'populate[0]'],
    ['/api/products?populate=categories', 'populate'],
    ['/api/categories?populate=*', 'populate'],
    [`/api/products?${'filters[$or][0][categories][products][title][$containsi]=a&'.repeat(3)}`, 'filters[$or]'],
    ['/api/products?filters[categories][products][title][$containsi]=a', 'filters[categories][products]'],
    ['/api/products?filters[categories][title][$containsi]=a', 'filters[categories][title]'],
    ['/api/products?filters[desc][$containsi]=a', 'filters[desc]'],
    ['/api/products?filters[title][$contains]=a', 'filters[title][$contains]'],
    ['/api/products?filters[title][$containsi][$or]=a', 'filters[title][$containsi]'],
    ['/api/products?filters[title]=a', 'filters[title]'],
    [`/api/products?filters[title][$containsi]=${'a'.repeat(201)}`, 'filters[title][$containsi]'],
    ['/api/categories?filters[title][$containsi]=a', 'filters[title][$containsi]'],
    ['/api/products?pagination[pageSize]=101', 'pagination[pageSize]'],
    ['/api/products?pagination[page]=1001', 'pagination[page]'],
    ['/api/products?pagination[limit]=-1', 'pagination[limit]'],
    ['/api/products?pagination[withCount]=false', 'pagination[withCount]'],
    ['/api/products?sort=desc:asc', 'sort'],
    ['/api/products?sort[0]=categories.title:asc', 'sort'],
    ['/api/products?fields[0]=stock', 'fields'],
    ['/api/products?locale=fr', 'locale'],
    ['/api/products?locale=*', 'locale'],
    ['/api/products?status=draft', 'status'],
    ['/api/products?injected[where]=1', 'injected'],
    ['/api/products/abc?filters[id][$eq]=1', 'filters'],
    ['/api/shop-setting?populate[public_holidays][populate]=*', 'populate'],
    ['/api/products/search?q[$ne]=a', 'q'],
    ['/api/products/search?q=ab&populate=*', 'populate'],
    ['/api/ready?x=1', 'x'],
    ['/api/users?populate=role', 'populate'],
    ['/API/Products?populate[0]=categories', 'populate[0]'],
    ['/api/%70roducts?populate[0]=categories', 'populate[0]'],
    ['/api//products?populate[0]=categories', 'populate[0]'],
  ])('refuses %s, naming %s', (url, key) => {
    expect(refusalOf(url)).toMatchObject({ key, message: expect.any(String) });
  });

  it('names what the refused place takes', () => {
    expect(refusalOf('/api/products?populate[0]=categories')?.allowed).toEqual(['*', 'img']);
    expect(refusalOf('/api/products?filters[stock][$lt]=1')?.allowed).toContain('categories.id');
  });

  it('takes a $in list of up to 100 ids (past qs’s array limit too), not more', () => {
    const ids = (count: number) =>
      Array.from({ length: count }, (_, index) => `filters[id][$in][${index}]=${index + 1}`).join('&');
    expect(refusalOf(`/api/products?${ids(100)}&pagination[pageSize]=100`)).toBeNull();
    expect(refusalOf(`/api/products?${ids(101)}`)).toMatchObject({ key: 'filters[id][$in]' });
  });

  it('passes a read without query anywhere under /api', () => {
    expect(refusalOf('/api/ready')).toBeNull();
    expect(refusalOf('/api/products/x')).toBeNull();
  });
});
