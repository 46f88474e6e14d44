import { describe, expect, it } from 'vitest';
import { isSafeRequestId, REQUEST_ID_MAX_LENGTH, requestIdFor } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it("keeps the caller's id when safe: the edge's 32 hex digits, a UUID, 128 characters", () => {
    expect(requestIdFor('0f1e2d3c4b5a69788796a5b4c3d2e1f0')).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
    expect(requestIdFor('edge-abc_1.2:3')).toBe('edge-abc_1.2:3');
    const longest = 'a'.repeat(REQUEST_ID_MAX_LENGTH);
    expect(REQUEST_ID_MAX_LENGTH).toBe(128);
    expect(requestIdFor(longest)).toBe(longest);
  });

  it('makes a new UUID for a missing, empty, too long or unsafe id', () => {
    for (const header of [undefined, '', 'a'.repeat(129), 'not a safe id <script>', 'line\nbreak']) {
      expect(requestIdFor(header)).toMatch(UUID);
    }
  });

  it('takes the first of repeated headers', () => {
    expect(requestIdFor(['first-id', 'second-id'])).toBe('first-id');
    expect(requestIdFor(['bad id', 'second-id'])).toMatch(UUID);
  });

  it('isSafeRequestId refuses anything but a string', () => {
    expect(isSafeRequestId(42)).toBe(false);
    expect(isSafeRequestId('abc')).toBe(true);
  });
});
