import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from '@/lib/api-client';
import { localeReady, renderInLocale } from '@/lib/i18n';

/** The checkout's refusals of docs/decisions/058 as a shopper reads them, in both languages. */
// The refusals' Arabic texts are loaded as a refusal arrives (web/src/lib/api-client.ts `withErrorTexts`).
describe('hold limit refusals', () => {
  beforeAll(() => localeReady);
  afterAll(() => renderInLocale('en'));

  const holdLimit = new ApiError(
    409,
    'hold_limit_reached',
    'Right now you can buy at most 3 pcs of Dates Maamoul, counting your other unpaid checkouts',
    { products: [{ id: 2, title: 'Dates Maamoul', available: 4, limit: 3 }], title: 'Dates Maamoul', limit: 3 },
  );

  it('in English, the checkout service’s own words', () => {
    expect(errorMessage(holdLimit)).toBe(holdLimit.message);
  });

  it('in Arabic, with the product and the numbers from the refusal', async () => {
    await renderInLocale('ar', ['errors']);
    expect(errorMessage(holdLimit)).toBe(
      'يمكنك الآن شراء 3 قطع كحد أقصى من Dates Maamoul، مع احتساب طلباتك الأخرى غير المدفوعة',
    );
    expect(
      errorMessage(new ApiError(422, 'order_too_many_pieces', 'An order can have at most 100 pieces', { limit: 100 })),
    ).toBe('لا يمكن أن يضم الطلب الواحد أكثر من 100 قطعة');
    expect(
      errorMessage(new ApiError(410, 'order_expired', 'This order has expired. Please place your order again.')),
    ).toBe('انتهت صلاحية هذا الطلب. يُرجى تقديم طلبك مرة أخرى.');
  });

  it('words a full network as the network’s, never as the shopper’s own checkouts, in both languages', async () => {
    const network = new ApiError(
      429,
      'too_many_checkouts_from_network',
      'Many checkouts are open from your network right now. Please try again in a few minutes (within 30 minutes)',
      { limit: 50, retryAfterSeconds: 1800 },
    );
    await renderInLocale('en');
    expect(errorMessage(network)).toBe(network.message);
    await renderInLocale('ar', ['errors']);
    expect(errorMessage(network)).toBe(
      'هناك عمليات دفع كثيرة مفتوحة من شبكتك الآن. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
    );
  });
});
