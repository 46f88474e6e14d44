import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JOB_RETRY_POLICY } from '@outlet-shop/service-kit/retry-policy';
import { describe, expect, it } from 'vitest';

/*
 * Stock's rules are written once, in SQL (docs/decisions/068): the service calls the functions and
 * states no rule of its own. The service test (cms/test/stock-api.test.ts) runs them on PostgreSQL.
 */

const SQL_DIR = path.join(__dirname, 'sql');
const sqlFiles = readdirSync(SQL_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.sql'));
const sql = sqlFiles.map((file) => readFileSync(path.join(SQL_DIR, file), 'utf8'));
const occurrences = (pattern: RegExp) => sql.reduce((count, text) => count + (text.match(pattern)?.length ?? 0), 0);

describe('the stock rules in SQL', () => {
  it('defines hold, release, commit and restock with one movement-log insert and one low-stock check', () => {
    const functions = sql.flatMap((text) => [...text.matchAll(/CREATE OR REPLACE FUNCTION (\w+)\(/g)].map((m) => m[1]));
    expect(functions).toEqual(
      expect.arrayContaining([
        'outlet_stock_hold',
        'outlet_stock_release',
        'outlet_stock_commit',
        'outlet_stock_restock',
        'outlet_stock_log',
        'outlet_stock_check_low',
      ]),
    );
    expect(occurrences(/INSERT INTO stock_movements/g)).toBe(1);
    expect(occurrences(/SET low_stock_alerted = true/g)).toBe(1);
    expect(occurrences(/graphile_worker\.add_job/g)).toBe(1);
  });

  it("queues the low-stock mail with the shop's one retry policy's attempts", () => {
    const attempts = [...sql.join('\n').matchAll(/max_attempts => (\d+)/g)].map((m) => Number(m[1]));
    expect(attempts).toEqual([JOB_RETRY_POLICY.maxAttempts]);
  });

  it('has no `?` for knex to take as a binding', () => {
    expect(sql.filter((text) => text.includes('?'))).toEqual([]);
  });

  it('leaves the TypeScript only calls of the stock functions', () => {
    const typescript = ['services/stock.ts', 'staff-edits.ts', 'install-schema.ts', 'lifecycle.ts']
      .map((file) => readFileSync(path.join(__dirname, file), 'utf8'))
      .join('\n');
    expect(typescript).not.toMatch(/\b(INSERT INTO|DELETE FROM|CREATE (OR REPLACE )?(FUNCTION|TABLE))\b/);
    expect(typescript).not.toMatch(/\bUPDATE \w+ SET\b/);
    const calls = [...typescript.matchAll(/'SELECT [^']*'/g)].map((m) => m[0]);
    for (const call of calls) expect(call).toMatch(/outlet_stock_\w+\(|FROM products WHERE document_id/);
  });
});
