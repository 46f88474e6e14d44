import { describe, expect, it } from 'vitest';
import { clientKeyOf, shopperKeysOf } from './client-key.ts';

describe('clientKeyOf (docs/decisions/058)', () => {
  it('is a digest, never the address, and the same for the same address', () => {
    const key = clientKeyOf('203.0.113.7');
    expect(key).toMatch(/^[\w-]{22}$/);
    expect(key).not.toContain('203');
    expect(clientKeyOf('203.0.113.7')).toBe(key);
    expect(clientKeyOf('203.0.113.8')).not.toBe(key);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe(clientKeyOf('203.0.113.7'));
  });

  it('counts IPv6 addresses by their /64, however they are written', () => {
    const key = clientKeyOf('2001:db8:85a3:1::1');
    expect(clientKeyOf('2001:0db8:85a3:0001:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKeyOf('2001:DB8:85A3:1:abcd::9')).toBe(key);
    expect(clientKeyOf('2001:db8:85a3:2::1')).not.toBe(key);
    expect(clientKeyOf('::1')).toBe(clientKeyOf('0:0:0:0:0:0:0:1'));
  });
});

describe('shopperKeysOf (docs/decisions/095)', () => {
  it('names a shopper by digests of its browser session, e-mail and mobile number, never by the values', () => {
    const shopper = shopperKeysOf({
      browserSession: 'b-0123456789abcdef',
      email: ' Aisha@Example.ae',
      mobile: '+971501234567',
    });
    expect(shopper.keys).toHaveLength(3);
    expect(shopper.browserKey).toBe(shopper.keys[0]);
    for (const key of shopper.keys) expect(key).toMatch(/^[\w-]{22}$/);
    expect(shopper.keys.join()).not.toMatch(/aisha|971|0123/i);
    const sameEmail = shopperKeysOf({ browserSession: null, email: 'aisha@example.ae', mobile: '+971509999999' });
    expect(sameEmail.browserKey).toBeNull();
    expect(sameEmail.keys).toContain(shopper.keys[1]);
    expect(sameEmail.keys).not.toContain(shopper.keys[2]);
  });
});
