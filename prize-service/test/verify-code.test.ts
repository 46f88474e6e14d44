import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redeem, SERVICE_TOKEN, setupApp } from './helper.ts';

describe('GET /v1/varifyCode/:code', () => {
  let context: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    context = await setupApp({ PRIZE_VERIFY_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => context.close());

  const verify = (code: string) =>
    context.app.inject({ method: 'GET', url: `/v1/varifyCode/${encodeURIComponent(code)}` });

  it("answers the prize record of an active code, with the winner's e-mail masked", async () => {
    const response = await verify('WELCOME50');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: {
        code: 'WELCOME50',
        qr: 'QR-WELCOME50',
        userEmail: 's******@e******.com',
        winItemName: '50% Off on next order',
      },
    });
  });

  it('never discloses the full address of any code, not even to the checkout service', async () => {
    const { rows } = await context.db.query<{ code: string; user_email: string }>(
      `SELECT code, user_email FROM prize_codes WHERE status = 'active'`,
    );
    for (const { code, user_email: email } of rows) {
      const asShopper = await verify(code);
      const asCheckout = await context.app.inject({
        url: `/v1/varifyCode/${code}`,
        headers: { authorization: `Bearer ${SERVICE_TOKEN}` },
      });
      for (const response of [asShopper, asCheckout]) {
        expect(response.statusCode).toBe(200);
        expect(response.body.toLowerCase()).not.toContain(email.toLowerCase());
        expect(response.body.toLowerCase()).not.toContain(email.split('@')[0]);
      }
    }
  });

  it('matches codes trimmed and case-insensitively', async () => {
    const response = await verify('  goldCoin ');
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toMatchObject({ code: 'GOLDCOIN', winItemName: 'GOLD COIN' });
  });

  it('refuses an unknown code and a used code with one identical answer', async () => {
    expect((await redeem(context.app, 'MOVIE2', 'NOT-1')).statusCode).toBe(201);
    const used = await verify('MOVIE2');
    const unknown = await verify('NO-SUCH-CODE');
    expect(used.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(used.body).toBe(unknown.body);
    expect(used.json()).toEqual({ error: { code: 'code_invalid', message: 'Code not valid or Already Used' } });
    expect((await verify('X'.repeat(200))).body).toBe(unknown.body);
    const malformed = await context.app.inject({ url: '/v1/varifyCode/%E0%A4%A' });
    expect(malformed.body).toBe(unknown.body);
    // A NUL byte or another control character: the same refusal, not a 500.
    for (const url of ['/v1/varifyCode/GOLD%00COIN', '/v1/varifyCode/%00', '/v1/varifyCode/GOLD%0ACOIN']) {
      const odd = await context.app.inject({ url });
      expect(odd.statusCode).toBe(404);
      expect(odd.body).toBe(unknown.body);
    }
  });

  it('answers GET /health', async () => {
    expect((await context.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
  });
});

describe('code check limits per client address', () => {
  let context: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    context = await setupApp();
  });
  afterAll(() => context.close());

  const check = (code: string, remoteAddress: string) =>
    context.app.inject({ url: `/v1/varifyCode/${code}`, remoteAddress });

  it("answers dozens of shoppers behind one carrier's address, each checking a real code", async () => {
    const codes = ['WELCOME50', 'HALFOFF2', 'GOLDCOIN', 'FAMILY1', 'PHONE1'];
    const statuses: number[] = [];
    for (let shopper = 0; shopper < 100; shopper++) {
      statuses.push((await check(codes[shopper % codes.length] as string, '10.1.0.1')).statusCode);
    }
    expect(statuses).toEqual(Array(100).fill(200));
    // A few mistyped codes among them change nothing.
    for (let typo = 1; typo <= 5; typo++) expect((await check(`WELCOM${typo}`, '10.1.0.1')).statusCode).toBe(404);
    expect((await check('WELCOME50', '10.1.0.1')).statusCode).toBe(200);
  });

  it('stops a guesser after 20 codes that were not valid, for real codes too, and no other address', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 21; attempt++)
      statuses.push((await check(`GUESS${attempt}`, '10.1.0.2')).statusCode);
    expect(statuses).toEqual([...Array(20).fill(404), 429]);
    const refused = await check('WELCOME50', '10.1.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect((await check('WELCOME50', '10.0.0.7')).statusCode).toBe(200);
  });

  it('refuses the 121st check in a minute from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 121; attempt++) statuses.push((await check('GOLDCOIN', '10.1.0.3')).statusCode);
    expect(statuses).toEqual([...Array(120).fill(200), 429]);
  });
});

describe('code check failures per browser, with a ceiling per address', () => {
  let context: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    // Only the failure counts are under test here: the per-minute limit is out of the way.
    context = await setupApp({ PRIZE_VERIFY_RATE_LIMIT_PER_MINUTE: '10000' });
  });
  afterAll(() => context.close());

  const check = (code: string, remoteAddress: string, browser?: string) =>
    context.app.inject({
      url: `/v1/varifyCode/${code}`,
      remoteAddress,
      headers: browser ? { 'x-browser-session': browser } : {},
    });
  const browserId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

  it("stops a guesser's browser after 20 codes that were not valid, while another browser on the same address checks its real code", async () => {
    const guesser = browserId(1);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 21; attempt++)
      statuses.push((await check(`GUESS${attempt}`, '10.2.0.1', guesser)).statusCode);
    expect(statuses).toEqual([...Array(20).fill(404), 429]);
    const refused = await check('WELCOME50', '10.2.0.1', guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    // A shopper behind the same carrier's address, in their own browser: answered, mistyped code too.
    const shopper = browserId(2);
    expect((await check('WELCOME50', '10.2.0.1', shopper)).statusCode).toBe(200);
    expect((await check('WELCOM5', '10.2.0.1', shopper)).statusCode).toBe(404);
    expect((await check('HALFOFF2', '10.2.0.1', shopper)).statusCode).toBe(200);
  });

  it('stops a guesser who makes up a new browser id for every 20 guesses at 200 from the address, and no other address', async () => {
    let guesses = 0;
    for (let id = 100; id < 110; id++) {
      for (let attempt = 1; attempt <= 20; attempt++) {
        guesses++;
        expect((await check(`ROTATE${guesses}`, '10.2.0.2', browserId(id))).statusCode).toBe(404);
      }
    }
    expect(guesses).toBe(200);
    // Every check from that address now waits, a fresh id's and a real code's too.
    const fresh = await check('WELCOME50', '10.2.0.2', browserId(999));
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(60);
    expect((await check('WELCOME50', '10.2.0.2')).statusCode).toBe(429);
    expect((await check('WELCOME50', '10.2.0.3', browserId(999))).statusCode).toBe(200);
  });

  it('counts checks without a well-formed browser id together per address, never as a new browser each', async () => {
    const odd = ['', 'short', 'x'.repeat(101), 'not an id at all!!'];
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 21; attempt++)
      statuses.push((await check(`NOID${attempt}`, '10.2.0.4', odd[attempt % odd.length])).statusCode);
    expect(statuses).toEqual([...Array(20).fill(404), 429]);
    // A browser that sends its id is counted on its own.
    expect((await check('WELCOME50', '10.2.0.4', browserId(3))).statusCode).toBe(200);
  });
});

describe('code check rate limit behind the edge (one trusted proxy hop)', () => {
  let context: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    context = await setupApp();
  });
  afterAll(() => context.close());

  // Every request comes from the edge's address; the edge names the shopper in X-Forwarded-For.
  const throughEdge = (shopper: string, forged?: string) =>
    context.app.inject({
      url: '/v1/varifyCode/GUESS',
      remoteAddress: '172.18.0.8',
      headers: { 'x-forwarded-for': forged ? `${forged}, ${shopper}` : shopper },
    });

  it('limits each shopper separately, and a forged X-Forwarded-For entry does not give a new allowance', async () => {
    for (let attempt = 1; attempt <= 20; attempt++) expect((await throughEdge('198.51.100.1')).statusCode).toBe(404);
    expect((await throughEdge('198.51.100.1')).statusCode).toBe(429);
    expect((await throughEdge('198.51.100.1', '203.0.113.77')).statusCode).toBe(429);
    expect((await throughEdge('198.51.100.2')).statusCode).toBe(404);
  });

  it("never counts the checkout service's checks, which carry its service token", async () => {
    const asCheckout = () =>
      context.app.inject({
        url: '/v1/varifyCode/GUESS',
        remoteAddress: '172.18.0.9',
        headers: { authorization: `Bearer ${SERVICE_TOKEN}` },
      });
    for (let attempt = 1; attempt <= 25; attempt++) expect((await asCheckout()).statusCode).toBe(404);
    const wrongToken = () =>
      context.app.inject({
        url: '/v1/varifyCode/GUESS',
        remoteAddress: '172.18.0.10',
        headers: { authorization: 'Bearer not-the-token-at-all' },
      });
    const statuses = [];
    for (let attempt = 1; attempt <= 21; attempt++) statuses.push((await wrongToken()).statusCode);
    expect(statuses).toEqual([...Array(20).fill(404), 429]);
  });
});
