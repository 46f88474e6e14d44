import { describe, expect, it } from 'vitest';
import { createCatalogueCache, type StoredAnswer } from './catalogue-cache.ts';

function answer(body: string, status = 200, headers: StoredAnswer['headers'] = {}): StoredAnswer {
  return { status, headers, body: Buffer.from(body) };
}

/** A CMS stand-in whose answers the test releases one by one. */
function heldFetches() {
  const pending: ((value: StoredAnswer | Error) => void)[] = [];
  let calls = 0;
  const fetch = () => {
    calls += 1;
    return new Promise<StoredAnswer>((resolve, reject) => {
      pending.push((value) => (value instanceof Error ? reject(value) : resolve(value)));
    });
  };
  return {
    fetch,
    release: (value: StoredAnswer | Error) => pending.shift()?.(value),
    get calls() {
      return calls;
    },
  };
}

const noVariant = () => '';
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the catalogue micro-cache', () => {
  let clockMs = 0;
  const now = () => clockMs;
  const cache = () => createCatalogueCache({ maxBytes: 1024 * 1024, now });

  it('keeps a 200 for 1 s: MISS, then HIT', async () => {
    clockMs = 0;
    const subject = cache();
    const first = await subject.answer('GET/api/products', noVariant, async () => answer('one'));
    expect(first.status).toBe('MISS');
    clockMs = 999;
    const second = await subject.answer('GET/api/products', noVariant, async () => answer('two'));
    expect(second).toMatchObject({ status: 'HIT', answer: { body: Buffer.from('one') } });
  });

  it('asks the CMS once for concurrent misses of one key', async () => {
    const cms = heldFetches();
    const subject = cache();
    const answers = [1, 2, 3].map(() => subject.answer('GET/api/banners', noVariant, cms.fetch));
    cms.release(answer('banners'));
    const statuses = (await Promise.all(answers)).map((result) => result.status);
    expect(cms.calls).toBe(1);
    expect(statuses).toEqual(['MISS', 'HIT', 'HIT']);
  });

  it('after 1 s answers only the new copy, concurrent requests waiting for one refresh (EXPIRED)', async () => {
    clockMs = 0;
    const cms = heldFetches();
    const subject = cache();
    const miss = subject.answer('GET/api/pages', noVariant, cms.fetch);
    cms.release(answer('old'));
    await miss;
    clockMs = 1_000;
    const waiting = [1, 2].map(() => subject.answer('GET/api/pages', noVariant, cms.fetch));
    cms.release(answer('new'));
    const answers = await Promise.all(waiting);
    expect(answers.map((result) => [result.status, result.answer.body.toString()])).toEqual([
      ['EXPIRED', 'new'],
      ['EXPIRED', 'new'],
    ]);
    const fresh = await subject.answer('GET/api/pages', noVariant, cms.fetch);
    expect(fresh).toMatchObject({ status: 'HIT', answer: { body: Buffer.from('new') } });
    expect(cms.calls).toBe(2);
  });

  it('keeps serving the stale copy while the CMS fails or answers 5xx', async () => {
    clockMs = 0;
    const subject = cache();
    await subject.answer('GET/api/categories', noVariant, async () => answer('kept'));
    clockMs = 6_000;
    await subject.answer('GET/api/categories', noVariant, async () => Promise.reject(new Error('ECONNREFUSED')));
    await settle();
    const afterError = await subject.answer('GET/api/categories', noVariant, async () => answer('oops', 503));
    await settle();
    const after503 = await subject.answer('GET/api/categories', noVariant, async () => answer('oops', 500));
    expect([afterError.status, after503.status]).toEqual(['STALE', 'STALE']);
    expect(after503.answer.body.toString()).toBe('kept');
  });

  it('drops a copy the CMS no longer serves (a 404 on refresh)', async () => {
    clockMs = 0;
    const subject = cache();
    await subject.answer('GET/api/products/x', noVariant, async () => answer('product'));
    clockMs = 6_000;
    await subject.answer('GET/api/products/x', noVariant, async () => answer('gone', 404));
    await settle();
    const next = await subject.answer('GET/api/products/x', noVariant, async () => answer('gone', 404));
    expect(next).toMatchObject({ status: 'MISS', answer: { status: 404 } });
  });

  it('keeps no error answer, and rejects when the CMS fails with no copy', async () => {
    const subject = cache();
    await subject.answer('GET/api/products?bad', noVariant, async () => answer('bad request', 400));
    expect(subject.size).toBe(0);
    await expect(subject.answer('GET/api/x', noVariant, () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
  });

  it('keeps one copy per value of the headers the answer varies on (Vary), Accept-Encoding aside', async () => {
    clockMs = 0;
    const subject = cache();
    const fromShop = () => '';
    const fromPartner = () => 'https://partner.example';
    const varying = (body: string) => async () => answer(body, 200, { vary: 'Origin, Accept-Encoding' });
    await subject.answer('GET/api/banners', fromShop, varying('for the shop'));
    const partner = await subject.answer('GET/api/banners', fromPartner, varying('for the partner'));
    expect(partner).toMatchObject({ status: 'MISS', answer: { body: Buffer.from('for the partner') } });
  });
});
