import http from 'node:http';
import { expect, test } from '@playwright/test';
import { TEST_PORTS } from '../../scripts/stack/test-profile.ts';

/**
 * A code check through the web origin from a given loopback address (as two shoppers on two
 * machines would be), optionally sending an X-Forwarded-For of its own; resolves with the status.
 * 127.0.0.2 and 127.0.0.3: the other journeys' checks come from 127.0.0.1 and keep their allowance.
 */
function checkCode(from: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: TEST_PORTS.web,
        path: '/prize/v1/varifyCode/NOT-A-CODE',
        localAddress: from,
        headers,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
  });
}

test('prize code checks are limited per shopper address; a forged X-Forwarded-For changes nothing', async () => {
  // 20 wrong codes in 15 minutes per browser, and a check without the browser's id counts for its address
  // (.env.example, docs/decisions/098): each wrong code is a 404 until then.
  for (let index = 0; index < 20; index += 1) expect(await checkCode('127.0.0.2')).toBe(404);
  expect(await checkCode('127.0.0.2')).toBe(429);
  expect(await checkCode('127.0.0.2', { 'X-Forwarded-For': '203.0.113.77' })).toBe(429);
  expect(await checkCode('127.0.0.3')).toBe(404);
});
