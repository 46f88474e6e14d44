import { describe, expect, it } from 'vitest';
import { errorBody, isErrorBody, SHARED_ERROR_CODES } from './error-body.ts';

describe('errorBody', () => {
  it('is the one envelope, details only when given', () => {
    expect(errorBody('rate_limited', 'Too many requests')).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests' },
    });
    expect(errorBody('validation_failed', 'Please check the form', { fieldErrors: { email: ['Required'] } })).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Please check the form',
        details: { fieldErrors: { email: ['Required'] } },
      },
    });
    expect(Object.keys(errorBody('not_found', 'Gone').error)).toEqual(['code', 'message']);
  });

  it('refuses a code that is not lowercase snake_case', () => {
    expect(() => errorBody('Not Found' as Lowercase<string>, 'x')).toThrow(TypeError);
    expect(() => errorBody('not-found', 'x')).toThrow(TypeError);
  });

  it('recognises an envelope read from another service', () => {
    expect(isErrorBody(errorBody('service_unavailable', 'Down'))).toBe(true);
    expect(isErrorBody({ data: null, error: { status: 400, name: 'ValidationError' } })).toBe(false);
    expect(isErrorBody('error')).toBe(false);
  });

  it('gives every shared code one status', () => {
    expect(SHARED_ERROR_CODES.rate_limited).toBe(429);
    expect(SHARED_ERROR_CODES.service_unavailable).toBe(503);
  });
});
