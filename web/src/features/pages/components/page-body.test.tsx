import { DELIVERY_TIERS } from '@outlet-shop/shop-rules';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fillRulePlaceholders, PageLink } from './page-body';

// Rendered with web's React 19 directly: @testing-library/react and @strapi/blocks-react-renderer
// are installed at the root and, loaded by Node there, would bring the root's React 18.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** A paragraph of a CMS page with these staff-written links, as the page shows it. */
function renderLinks(links: Array<{ url: string; text: string }>): HTMLElement {
  const container = document.body.appendChild(document.createElement('p'));
  root = createRoot(container);
  act(() =>
    root?.render(
      <MemoryRouter>
        {links.map(({ url, text }) => (
          <PageLink key={url} url={url}>
            {text}
          </PageLink>
        ))}
      </MemoryRouter>,
    ),
  );
  return container;
}

const HOSTILE = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  ' \t\njavascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '\u0000 VBScript:msgbox(1)',
];

describe('links in a CMS page body', () => {
  it.each(HOSTILE)('keep the text of a %j link but no link', (url) => {
    const paragraph = renderLinks([{ url, text: 'Click me' }]);
    expect(paragraph.textContent).toBe('Click me');
    expect(paragraph.querySelectorAll('a')).toHaveLength(0);
  });

  it('stay links for http(s), mailto, tel and relative URLs', () => {
    const paragraph = renderLinks([
      { url: 'https://maps.example.com/outlet', text: 'Map' },
      { url: 'HTTP://shop.example.ae', text: 'Old site' },
      { url: 'mailto:care@outlet-shop.example', text: 'Mail us' },
      { url: 'tel:+97140000000', text: 'Call us' },
      { url: '/contact', text: 'Contact' },
      { url: 'privacy-policy#cookies', text: 'Cookies' },
    ]);
    const links = [...paragraph.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Map', 'https://maps.example.com/outlet'],
      ['Old site', 'HTTP://shop.example.ae'],
      ['Mail us', 'mailto:care@outlet-shop.example'],
      ['Call us', 'tel:+97140000000'],
      ['Contact', '/contact'],
      ['Cookies', 'privacy-policy#cookies'],
    ]);
  });
});

describe("the rules' figures in a CMS page body", () => {
  it('are filled from the delivery tiers, so a page never repeats them', () => {
    const aed = (fils: number) => `AED ${fils / 100}`;
    expect(
      fillRulePlaceholders(
        'Delivery costs {delivery_full_fee} below {delivery_reduced_fee_from}, {delivery_reduced_fee} from it, free from {free_delivery_from}.',
      ),
    ).toBe(
      `Delivery costs ${aed(DELIVERY_TIERS.fullFeeFils)} below ${aed(DELIVERY_TIERS.reducedFeeFromFils)}, ` +
        `${aed(DELIVERY_TIERS.reducedFeeFils)} from it, free from ${aed(DELIVERY_TIERS.freeFromFils)}.`,
    );
  });

  it('leave other braces as staff wrote them', () => {
    expect(fillRulePlaceholders('{unknown} and {}')).toBe('{unknown} and {}');
  });
});
