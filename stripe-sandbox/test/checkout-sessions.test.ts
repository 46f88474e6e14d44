import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_KEY, sessionParams, startSandbox } from './helper.ts';

describe('Checkout Sessions through the real Stripe SDK', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    sandbox = await startSandbox('http://127.0.0.1:9/unused');
  });
  afterAll(() => sandbox.app.close());

  it('creates an open embedded session with the total of its lines and retrieves it', async () => {
    const created = await sandbox.stripe.checkout.sessions.create(sessionParams());
    expect(created).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 6900,
      amount_total: 6900,
      currency: 'aed',
      customer_email: 'aisha@example.ae',
      client_reference_id: 'NOT-1763812345678',
      metadata: { customer_reference_number: 'NOT-1763812345678' },
      ui_mode: 'embedded_page',
      livemode: false,
      payment_intent: null,
    });
    expect(created.id).toMatch(/^cs_test_/);
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_`));

    const retrieved = await sandbox.stripe.checkout.sessions.retrieve(created.id);
    expect(retrieved).toEqual(created);
  });

  it('returns the same session for a repeated Idempotency-Key', async () => {
    const first = await sandbox.stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'order-1' });
    const again = await sandbox.stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'order-1' });
    const other = await sandbox.stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'order-2' });
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
  });

  it('refuses a return_url without {CHECKOUT_SESSION_ID}, naming the param', async () => {
    const creation = sandbox.stripe.checkout.sessions.create(
      sessionParams({ return_url: 'http://localhost:5173/check_out' }),
    );
    await expect(creation).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'return_url',
    });
  });

  it('refuses a line without unit_amount, naming the nested param', async () => {
    const line_items = [{ quantity: 1, price_data: { currency: 'aed', product_data: { name: 'Dates' } } }];
    const creation = sandbox.stripe.checkout.sessions.create(sessionParams({ line_items } as never));
    await expect(creation).rejects.toMatchObject({
      statusCode: 400,
      param: 'line_items[0][price_data][unit_amount]',
      message: 'Missing required param: line_items[0][price_data][unit_amount].',
    });
  });

  it('answers an unknown session with 404 resource_missing', async () => {
    const retrieval = sandbox.stripe.checkout.sessions.retrieve('cs_test_nope');
    await expect(retrieval).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('rejects a wrong API key with an authentication error', async () => {
    const stranger = new Stripe(`${SECRET_KEY}_wrong`, {
      host: '127.0.0.1',
      port: sandbox.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const refused = stranger.checkout.sessions.create(sessionParams());
    await expect(refused).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    // Stripe's answer to a bad key carries no error code.
    await expect(refused).rejects.toMatchObject({
      statusCode: 401,
      code: undefined,
      type: 'StripeAuthenticationError',
    });
  });

  it('accepts the key as a Basic auth user name, as `curl -u sk_test_…:` sends it, and refuses a missing key', async () => {
    const created = await sandbox.stripe.checkout.sessions.create(sessionParams());
    const url = `/v1/checkout/sessions/${created.id}`;
    const basic = `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`;
    const retrieved = await sandbox.app.inject({ method: 'GET', url, headers: { authorization: basic } });
    expect(retrieved.json()).toMatchObject({ id: created.id, amount_total: created.amount_total });
    const anonymous = await sandbox.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toEqual({
      type: 'invalid_request_error',
      message: expect.stringContaining('You did not provide an API key.'),
    });
  });

  it.each([
    ['customer_email=', 'customer_email', 'parameter_invalid_empty'],
    ['expires_at=soon', 'expires_at', 'parameter_invalid_integer'],
    ['customer_email=aisha', 'customer_email', 'email_invalid'],
    ['ui_mode=embedded', 'ui_mode', undefined],
  ])('answers %s with the code Stripe gives for it (%s: %s)', async (change, param, code) => {
    const valid =
      'mode=payment&ui_mode=embedded_page&return_url=http%3A%2F%2Flocalhost%2F%3Fs%3D%7BCHECKOUT_SESSION_ID%7D&line_items[0][quantity]=1&line_items[0][price_data][currency]=aed&line_items[0][price_data][unit_amount]=100&line_items[0][price_data][product_data][name]=Dates';
    const [key] = change.split('=');
    const payload = `${valid
      .split('&')
      .filter((pair) => !pair.startsWith(`${key}=`))
      .join('&')}&${change}`;
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/v1/checkout/sessions',
      headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ type: 'invalid_request_error', param });
    expect(response.json().error.code).toBe(code);
  });

  it('answers GET /health', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('one Idempotency-Key used by concurrent requests, as Stripe answers them', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    sandbox = await startSandbox('http://127.0.0.1:9/unused', SECRET_KEY, { sessionCreateDelayMs: 300 });
  });
  afterAll(() => sandbox.app.close());

  /** A create call as the SDK sends it (form-encoded), answered raw: status, body and headers. */
  async function createRaw(key: string, params: Record<string, string>) {
    const response = await fetch(`http://127.0.0.1:${sandbox.port}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${SECRET_KEY}`,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': key,
      },
      body: new URLSearchParams(params).toString(),
    });
    return {
      status: response.status,
      body: (await response.json()) as { id?: string; error: { type: string; code?: string; message: string } },
      headers: response.headers,
    };
  }

  const form = (name = 'Dates') => ({
    ui_mode: 'embedded_page',
    mode: 'payment',
    return_url: 'http://localhost:5173/check_out?session_id={CHECKOUT_SESSION_ID}',
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'aed',
    'line_items[0][price_data][unit_amount]': '2450',
    'line_items[0][price_data][product_data][name]': name,
  });

  it('answers 409 idempotency_key_in_use while the first request runs, then its stored answer', async () => {
    const first = createRaw('busy-1', form());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const during = await createRaw('busy-1', form());
    expect(during.status).toBe(409);
    expect(during.body.error).toMatchObject({ type: 'idempotency_error', code: 'idempotency_key_in_use' });
    expect(during.body.error.message).toContain('another in-progress request');
    const done = await first;
    expect(done.status).toBe(200);
    const after = await createRaw('busy-1', form());
    expect(after.status).toBe(200);
    expect(after.body.id).toBe(done.body.id);
    expect(after.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses the finished key with other parameters: 400 idempotency_error', async () => {
    await createRaw('busy-2', form());
    const other = await createRaw('busy-2', form('Other Dates'));
    expect(other.status).toBe(400);
    expect(other.body.error.type).toBe('idempotency_error');
  });

  it('the SDK raises that 409 as a StripeAPIError of type idempotency_error, not as a refused key', async () => {
    const first = sandbox.stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'busy-3' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(
      sandbox.stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'busy-3' }),
    ).rejects.toSatisfy(
      (error) =>
        error instanceof Stripe.errors.StripeAPIError &&
        error.statusCode === 409 &&
        error.rawType === 'idempotency_error' &&
        error.code === 'idempotency_key_in_use',
    );
    const session = await first;
    const again = await sandbox.stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'busy-3' });
    expect(again.id).toBe(session.id);
  });
});
