import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

describe('isDatabaseUnavailable', () => {
  it('is true for connection failures, restarts, a pool that cannot connect and a statement past its timeout', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', '57P01', '57P03', '08006', '57014']) {
      expect(isDatabaseUnavailable({ code })).toBe(true);
    }
    for (const message of [
      'Connection terminated unexpectedly',
      'timeout exceeded when trying to connect',
      'Knex: Timeout acquiring a connection. The pool is probably full.',
      "Stream isn't writeable and enableOfflineQueue options is false",
    ]) {
      expect(isDatabaseUnavailable(new Error(message))).toBe(true);
    }
  });

  it('is false for a query the database refused and for anything else', () => {
    expect(isDatabaseUnavailable({ code: '23505', message: 'duplicate key' })).toBe(false);
    expect(isDatabaseUnavailable({ code: '42P01', message: 'relation "x" does not exist' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
