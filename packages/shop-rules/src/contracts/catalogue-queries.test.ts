import { describe, expect, it } from 'vitest';
import { arabicTextsQuery, productsQuery } from './catalogue-queries.ts';

/** The query's pairs, decoded as a server reads them. */
const pairs = (query: string) =>
  Object.fromEntries(query.split('&').map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]));

describe("the checkout's catalogue queries", () => {
  it('read as the CMS parses them: the ids, the image url only, one page of 100', () => {
    expect(pairs(productsQuery([7, 12]))).toEqual({
      'filters[id][$in][0]': '7',
      'filters[id][$in][1]': '12',
      'populate[img][fields][0]': 'url',
      'pagination[pageSize]': '100',
    });
  });

  it('ask the Arabic title and weight of the same ids', () => {
    expect(pairs(arabicTextsQuery([7]))).toEqual({
      'filters[id][$in][0]': '7',
      'fields[0]': 'title',
      'fields[1]': 'weight',
      'fields[2]': 'locale',
      locale: 'ar',
      'pagination[pageSize]': '100',
    });
  });
});
