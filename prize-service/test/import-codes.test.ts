import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCodes } from '../src/import-codes.ts';
import { setupApp } from './helper.ts';

describe('CSV import of prize codes', () => {
  let context: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    context = await setupApp({ PRIZE_VERIFY_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => context.close());

  it('inserts valid new rows, skips existing codes untouched and reports invalid lines', async () => {
    const csv = await readFile(new URL('./fixtures/codes.csv', import.meta.url), 'utf8');
    const report = await importCodes(context.db, csv);
    expect(report.inserted).toBe(2);
    expect(report.skipped).toBe(1);
    expect(report.invalid.map((row) => row.line)).toEqual([4, 5]);

    const imported = await context.app.inject({ url: '/v1/varifyCode/Spring24' });
    expect(imported.json()).toEqual({
      code: { code: 'SPRING24', qr: 'QR-SPRING24', userEmail: 'f**@e******.com', winItemName: '2 Movie Ticket' },
    });
    // The code check shows the address masked (docs/decisions/054); the import stored it whole.
    const stored = await context.db.query(`SELECT user_email FROM prize_codes WHERE code = 'SPRING24'`);
    expect(stored.rows).toEqual([{ user_email: 'fan@example.com' }]);
    const existing = await context.app.inject({ url: '/v1/varifyCode/GOLDCOIN' });
    expect(existing.json().code.winItemName).toBe('GOLD COIN');
    expect((await context.app.inject({ url: '/v1/varifyCode/FAMILY9' })).json().code.qr).toBeNull();

    const rerun = await importCodes(context.db, csv);
    expect(rerun).toMatchObject({ inserted: 0, skipped: 3 });
  });
});
