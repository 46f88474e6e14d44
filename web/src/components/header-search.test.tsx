import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localeReady, renderInLocale } from '@/lib/i18n';
import { HeaderSearch } from './header-search';

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
beforeAll(() => localeReady);
afterEach(async () => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  await renderInLocale('en');
});

/** Where the router is: the page the search opened. */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderSearch(at = '/products/2'): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root?.render(
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <HeaderSearch />
                <Location />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    ),
  );
  return container;
}

/** Types `text` into the field as a shopper would (React reads the native value setter's change). */
function type(field: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function submit(container: HTMLElement): void {
  act(() => container.querySelector('form')?.requestSubmit());
}

const locationOf = (container: HTMLElement) => container.querySelector('[data-testid="location"]')?.textContent;

describe('the header search (docs/decisions/076)', () => {
  it("opens the results page for the words typed, a misspelt 'choclate' as typed", () => {
    const container = renderSearch();
    const field = container.querySelector<HTMLInputElement>('input[type="search"]');
    expect(field?.labels?.[0]?.textContent).toBe('Search the shop');
    type(field as HTMLInputElement, '  choclate ');
    submit(container);
    expect(locationOf(container)).toBe('/search?q=choclate');
  });

  it('sends nothing shorter than 2 characters, and the field says the limits to the browser', () => {
    const container = renderSearch();
    const field = container.querySelector<HTMLInputElement>('input[type="search"]') as HTMLInputElement;
    expect([field.minLength, field.maxLength, field.required]).toEqual([2, 80, true]);
    type(field, 'a');
    submit(container);
    expect(locationOf(container)).toBe('/products/2');
  });

  it('is a search button on phones that opens the field and says it is open', () => {
    const container = renderSearch();
    const toggle = container.querySelector<HTMLButtonElement>('.header-search__toggle') as HTMLButtonElement;
    expect(toggle.getAttribute('aria-label')).toBe('Search');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const form = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect([form?.tagName, form?.getAttribute('role')]).toEqual(['FORM', 'search']);
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('.header-search')?.classList).toContain('header-search--open');
  });

  it('keeps the words of the results page in the field', () => {
    const container = renderSearch('/search?q=dates');
    expect(container.querySelector<HTMLInputElement>('input[type="search"]')?.value).toBe('dates');
  });

  it('searches Arabic words in Arabic, labelled in Arabic', async () => {
    await renderInLocale('ar');
    const container = renderSearch();
    const field = container.querySelector<HTMLInputElement>('input[type="search"]') as HTMLInputElement;
    expect(field.labels?.[0]?.textContent).toBe('ابحث في المتجر');
    type(field, 'مجدول');
    submit(container);
    expect(locationOf(container)).toBe(`/search?q=${encodeURIComponent('مجدول')}`);
  });
});
