import type { Organization, WebSite, WithContext } from 'schema-dts';
import { SHOP_NAME } from '@/lib/json-ld';

/**
 * The home page's `Organization` and `WebSite`, whose `SearchAction` is the shop's search page
 * (`/search?q=…`, docs/decisions/076), at `homeUrl` (the page's own language).
 */
export function homeJsonLd(origin: string, homeUrl: string): [WithContext<Organization>, WithContext<WebSite>] {
  const searchTarget = `${homeUrl.replace(/\/$/, '')}/search?q={search_term_string}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SHOP_NAME,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SHOP_NAME,
      url: homeUrl,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: searchTarget },
        // schema.org's `query-input`, which schema-dts does not name.
        ...{ 'query-input': 'required name=search_term_string' },
      },
    },
  ];
}
