import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { answerError, answerStrapiRouteError } from './error-answer';

const context = () => ({ status: 404, body: undefined }) as unknown as Context;

describe('the CMS error answers', () => {
  it("answer the shop's envelope on the shop's routes", () => {
    const ctx = context();
    answerError(ctx, 409, 'out_of_stock', 'Temporary out of stock', { products: [] });
    expect(ctx.status).toBe(409);
    expect(ctx.body).toEqual({
      error: { code: 'out_of_stock', message: 'Temporary out of stock', details: { products: [] } },
    });
  });

  it("keep Strapi's data, status and name beside the envelope on Strapi's routes", () => {
    const ctx = context();
    answerStrapiRouteError(ctx, 415, 'unsupported_media_type', 'Send this as JSON.');
    expect(ctx.status).toBe(415);
    expect(ctx.body).toEqual({
      data: null,
      error: {
        status: 415,
        name: 'UnsupportedMediaTypeError',
        code: 'unsupported_media_type',
        message: 'Send this as JSON.',
        details: {},
      },
    });
  });

  it('refuse a code that is not lowercase snake_case', () => {
    expect(() => answerError(context(), 400, 'Invalid-Query' as Lowercase<string>, 'x')).toThrow(TypeError);
  });
});
