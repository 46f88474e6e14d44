import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, answerFrameworkError, installErrorHandler } from '../src/errors.ts';

async function sandboxThrowing(error: unknown) {
  const app = Fastify({ frameworkErrors: answerFrameworkError });
  installErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  app.post('/echo', async (request) => request.body);
  app.get('/v1/things/:id', async () => ({}));
  await app.ready();
  return app;
}

describe("the sandbox's errors in Stripe's shape", () => {
  it('answers its own errors with type, code, message and param', async () => {
    const app = await sandboxThrowing(
      new AppError('card_declined', 402, 'Your card was declined.', 'card_error', 'cardNumber'),
    );
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.', param: 'cardNumber' },
    });
  });

  it("answers Fastify's refusals and unknown URLs as invalid_request_error without a code", async () => {
    const app = await sandboxThrowing(new Error('unused'));
    const missing = await app.inject('/v1/nothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { type: 'invalid_request_error', message: 'Unrecognized request URL (GET: /v1/nothing).' },
    });
    const broken = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(broken.statusCode).toBe(400);
    expect(Object.keys(broken.json().error)).toEqual(['type', 'message']);
    const badUrl = await app.inject('/v1/things/%E0%A4%A');
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().error.type).toBe('invalid_request_error');
  });

  it('hides an unexpected failure behind a generic 500 api_error', async () => {
    const app = await sandboxThrowing(new Error('secret detail'));
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { type: 'api_error', message: 'Something went wrong in the sandbox' } });
  });
});
