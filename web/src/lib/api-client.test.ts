import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessage, requestJson } from './api-client';
import { localeReady, renderInLocale } from './i18n';

/*
 * The services' refusals as a shopper reads them. Their Arabic texts are a text file of their own,
 * which no first page loads (docs/performance.md, "Storefront's first page"): a refusal that reaches
 * the page still reads in Arabic.
 */
describe('a refusal from a service', () => {
  beforeAll(() => localeReady);
  afterEach(() => vi.unstubAllGlobals());
  afterAll(() => renderInLocale('en'));

  const refuse = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'rate_limited', message: 'Too many attempts. Please wait a minute and try again.' } },
          { status: 429 },
        ),
      ),
    );

  it('reads in Arabic on an Arabic page, its texts loaded as it arrives', async () => {
    // Only the page's common texts, as a first page has them.
    await renderInLocale('ar');
    refuse();
    const error = await requestJson('/api/products/search?q=x').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error)).toBe('محاولات كثيرة. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.');
    // An unknown code, and anything that is not a service's refusal, read as the generic text.
    expect(errorMessage(new ApiError(500, 'no_such_code', 'x'))).toBe(errorMessage(new Error('x')));
    expect(errorMessage(new Error('x'))).not.toBe('x');
  });

  it("reads in the service's own words on an English page", async () => {
    await renderInLocale('en');
    refuse();
    const error = await requestJson('/api/products/search?q=x').catch((thrown: unknown) => thrown);
    expect(errorMessage(error)).toBe('Too many attempts. Please wait a minute and try again.');
  });
});
