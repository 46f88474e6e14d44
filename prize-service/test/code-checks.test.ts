import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_TOKEN, setupApp } from './helper.ts';

describe('POST /v1/code-checks (the checkout prices a code for a shopper)', () => {
  let context: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    context = await setupApp();
  });
  afterAll(() => context.close());

  const check = (code: string, email: string, token = SERVICE_TOKEN) =>
    context.app.inject({
      method: 'POST',
      url: '/v1/code-checks',
      headers: { authorization: `Bearer ${token}` },
      payload: { code, email },
    });

  it("answers whether the e-mail is the winner's, comparing trimmed and case-insensitively", async () => {
    const winner = await check(' welcome50', '  Shopper@Example.COM ');
    expect(winner.statusCode).toBe(200);
    expect(winner.json()).toEqual({
      code: { code: 'WELCOME50', winItemName: '50% Off on next order', isWinnersEmail: true, fitsWinnersMask: true },
    });
    const other = await check('WELCOME50', 'anyone@example.com');
    expect(other.json().code).toMatchObject({ code: 'WELCOME50', isWinnersEmail: false, fitsWinnersMask: false });
    expect(other.body).not.toContain('shopper@');
  });

  it("answers whether the e-mail fits the winner's masked address (s******@e******.com), the storefront's estimate", async () => {
    const fits = await check('WELCOME50', 'Sampler@Elsewhe.com');
    expect(fits.json().code).toEqual({
      code: 'WELCOME50',
      winItemName: '50% Off on next order',
      isWinnersEmail: false,
      fitsWinnersMask: true,
    });
    expect((await check('WELCOME50', 'sampler@elsewhe.ae')).json().code.fitsWinnersMask).toBe(false);
  });

  it('refuses a caller without the service token, so nobody else can test addresses against a code', async () => {
    const response = await check('WELCOME50', 'shopper@example.com', 'not-the-service-token');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('answers an unknown code with 404 code_invalid and a bad body with 400', async () => {
    expect((await check('NOPE', 'a@b.ae')).json().error.code).toBe('code_invalid');
    const withNul = await check('WELCOME\u000050', 'a@b.ae');
    expect(withNul.statusCode).toBe(404);
    expect(withNul.json().error.code).toBe('code_invalid');
    const bad = await context.app.inject({
      method: 'POST',
      url: '/v1/code-checks',
      headers: { authorization: `Bearer ${SERVICE_TOKEN}` },
      payload: { code: 'WELCOME50' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
  });
});
