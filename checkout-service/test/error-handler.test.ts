import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderPayload, setupApp, type TestContext } from './helper.ts';

let context: TestContext;
beforeAll(async () => {
  context = await setupApp();
});
afterAll(() => context.close());

it('answers GET /health', async () => {
  const response = await context.app.inject({ url: '/health' });
  expect(response.json()).toEqual({ status: 'ok' });
});

it('answers unknown routes and broken JSON in the one error shape', async () => {
  const missing = await context.app.inject({ url: '/v1/nothing' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().error.code).toBe('not_found');
  const broken = await context.app.inject({
    method: 'POST',
    url: '/v1/create_order_ref',
    headers: { 'content-type': 'application/json' },
    payload: '{"email":',
  });
  expect(broken.statusCode).toBe(400);
  expect(broken.json().error.code).toBe('bad_request');
});

it('hides unexpected failures behind a generic 500', async () => {
  context.catalog.findProducts = async () => {
    throw new Error('connection string with password=secret');
  };
  const response = await context.app.inject({ method: 'POST', url: '/v1/create_order_ref', payload: orderPayload() });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong' } });
});

it('tells the SPA which card checkout to mount, and that the shop takes test payments only', async () => {
  const response = await context.app.inject({ url: '/v1/config' });
  expect(response.json()).toEqual({
    paymentMode: 'sandbox',
    publishableKey: 'pk_test_sandbox',
    sandboxCheckoutUrl: 'http://localhost:12111/embedded-checkout',
    testMode: true,
  });
});

it('answers with the caller X-Request-Id when it is safe, else with a new one', async () => {
  const kept = await context.app.inject({ url: '/health', headers: { 'x-request-id': 'edge-abc-123' } });
  expect(kept.headers['x-request-id']).toBe('edge-abc-123');
  const replaced = await context.app.inject({ url: '/health', headers: { 'x-request-id': 'not a safe id <script>' } });
  expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});
