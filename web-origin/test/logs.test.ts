import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const raw: string[] = [];
let webRoot: string;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'web-origin-logs-'));
  // No service listens on port 9: every forward fails and is logged as a warning.
  const closed = 'http://127.0.0.1:9';
  const config = loadConfig({ WEB_ROOT: webRoot, WEB_RENDER_ENTRY: '', CMS_URL: closed, CHECKOUT_URL: closed });
  app = await buildApp(config, { logger: { level: 'info', stream: { write: (line: string) => void raw.push(line) } } });
});
afterAll(async () => {
  await app?.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('web-origin logs', () => {
  it('keep no session id, signature or order token of the calls they forward', async () => {
    const status = await app.inject({
      url: '/checkout/v1/session-status?session_id=cs_test_w3b0r1g1n',
      headers: { 'x-order-token': 'w3b-order-t0ken' },
    });
    expect(status.statusCode).toBe(502);
    await app.inject('/checkout/v1/orders/NOT-1/invoice.pdf?expires=1790000000&signature=w3b-s1gnature');
    const lines = raw.join('');
    expect(lines).toContain('service did not answer');
    expect(lines).toContain('/checkout/v1/session-status?session_id=[redacted]');
    for (const secret of ['cs_test_w3b0r1g1n', 'w3b-order-t0ken', 'w3b-s1gnature']) expect(lines).not.toContain(secret);
  });
});
