import { describe, expect, it } from 'vitest';
import { acknowledgementKey } from './acknowledgement-limit';

describe('acknowledgementKey', () => {
  it('counts one mailbox however its case or +tag is written', () => {
    expect(acknowledgementKey(' Victim+1@Example.COM ')).toBe('victim@example.com');
    expect(acknowledgementKey('victim+x+y@example.com')).toBe('victim@example.com');
    expect(acknowledgementKey('victim@example.com')).toBe('victim@example.com');
  });

  it('keeps an address whose local part starts with + as it is', () => {
    expect(acknowledgementKey('+1@example.com')).toBe('+1@example.com');
  });
});
