import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, type ErrorShape, frameworkErrorHandler, installErrorHandler, parseRequest } from './errors.ts';

async function appThrowing(error: unknown, options?: Parameters<typeof installErrorHandler>[1]) {
  const app = Fastify({ frameworkErrors: frameworkErrorHandler(options) });
  installErrorHandler(app, options);
  app.get('/boom', async () => {
    throw error;
  });
  app.post('/echo', async (request) => request.body);
  app.get('/codes/:code', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('installErrorHandler', () => {
  it('answers an AppError with its status, code, message and details', async () => {
    const app = await appThrowing(new AppError('order_not_found', 404, 'No such order', { reference: 'X' }));
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'order_not_found', message: 'No such order', details: { reference: 'X' } },
    });
  });

  it("answers Fastify's own refusals with their status and a generic code", async () => {
    const app = await appThrowing(new Error('unused'));
    const broken = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('bad_request');
    const missing = await app.inject('/nothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: 'No route GET /nothing' } });
    const badUrl = await app.inject('/codes/%E0%A4%A');
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().error.code).toBe('bad_request');
  });

  it('answers the database being unavailable with 503 service_unavailable and Retry-After: 5', async () => {
    const app = await appThrowing(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' }),
    );
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      error: { code: 'service_unavailable', message: 'The shop is briefly unavailable. Please try again in a moment.' },
    });
  });

  it("answers another service's failure without its cause, and logs the cause", async () => {
    const raw: string[] = [];
    const app = Fastify({ logger: { stream: { write: (line: string) => raw.push(line) } } });
    installErrorHandler(app);
    app.get('/boom', async () => {
      throw new AppError('catalog_unavailable', 503, 'The catalogue is unavailable', undefined, {
        cause: new Error('CMS answered 502: upstream connect error'),
      });
    });
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'catalog_unavailable', message: 'The catalogue is unavailable' },
    });
    const logged = raw.map((line) => JSON.parse(line)).find((line) => line.msg === 'answered 503 catalog_unavailable');
    expect(logged?.err.message).toContain('CMS answered 502: upstream connect error');
  });

  it('hides an unexpected error behind a generic 500', async () => {
    const app = await appThrowing(new Error('password=secret'));
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong' } });
  });

  it('gives every answer the shape and wording a service asks for', async () => {
    const shape: ErrorShape = ({ kind, code, message }) => ({ error: { kind, code, message } });
    const options = { shape, messages: { internal: 'Oops', notFound: (method: string) => `no ${method}` } };
    const app = await appThrowing(new Error('x'), options);
    expect((await app.inject('/boom')).json()).toEqual({
      error: { kind: 'internal', code: 'internal_error', message: 'Oops' },
    });
    expect((await app.inject('/nothing')).json()).toEqual({
      error: { kind: 'not_found', code: 'not_found', message: 'no GET' },
    });
    expect((await app.inject('/codes/%E0%A4%A')).json().error.kind).toBe('framework');
  });
});

describe('parseRequest', () => {
  const schema = z.object({ email: z.email() });

  it('returns the parsed value', () => {
    expect(parseRequest(schema, { email: 'a@b.ae' })).toEqual({ email: 'a@b.ae' });
  });

  it('throws 400 validation_failed with the field errors', () => {
    let thrown: unknown;
    try {
      parseRequest(schema, { email: 'nope' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      code: 'validation_failed',
      status: 400,
      details: { fieldErrors: { email: [expect.any(String)] } },
    });
  });
});
