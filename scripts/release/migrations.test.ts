import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../stack/config.ts';
import {
  checkNewMigrations,
  contractedMigrations,
  destructiveStatements,
  MIGRATING_SERVICES,
  migrationBaseRef,
} from './migration-rules.ts';

const up = (sql: string) => `-- Up Migration\n${sql}\n\n-- Down Migration\nSELECT 1;\n`;

describe('what the expand/contract rule reads as destructive (docs/decisions/106)', () => {
  it.each([
    ['ALTER TABLE orders DROP COLUMN coupon_code;', 'DROP COLUMN'],
    ['DROP TABLE order_confirmation_mails;', 'DROP TABLE'],
    ['ALTER TABLE orders RENAME COLUMN email TO customer_email;', 'RENAME'],
    ['ALTER TABLE orders RENAME TO shop_orders;', 'RENAME'],
    ['ALTER TABLE orders ALTER COLUMN locale SET NOT NULL;', 'SET NOT NULL'],
    ['ALTER TABLE orders ALTER COLUMN total_fils TYPE bigint;', 'ALTER COLUMN … TYPE'],
    ['ALTER TABLE orders ALTER total_fils SET DATA TYPE bigint;', 'ALTER COLUMN … TYPE'],
    ["ALTER TYPE payment_status ADD VALUE 'held';", 'ALTER TYPE'],
    ['DROP FUNCTION IF EXISTS order_total(text);', 'DROP FUNCTION'],
    ['ALTER TABLE orders ADD COLUMN channel text NOT NULL;', 'ADD COLUMN … NOT NULL without DEFAULT'],
  ])('%s → %s', (sql, statement) => {
    expect(destructiveStatements(up(sql))).toContain(statement);
  });

  it.each([
    'ALTER TABLE orders ADD COLUMN estimated_coupon_code text;',
    "ALTER TABLE orders ADD COLUMN channel text NOT NULL DEFAULT 'web';",
    'CREATE TABLE order_notes (id bigserial PRIMARY KEY, body text NOT NULL);',
    'CREATE INDEX orders_email_idx ON orders (email);',
    '-- We never DROP TABLE orders here, a comment only.\nALTER TABLE orders ADD COLUMN note text;',
  ])('additive: %s', (sql) => {
    expect(destructiveStatements(up(sql))).toEqual([]);
  });

  it('reads only the up part: the down part undoes and may drop', () => {
    expect(
      destructiveStatements(
        '-- Up Migration\nALTER TABLE orders ADD COLUMN x text;\n-- Down Migration\nALTER TABLE orders DROP COLUMN x;',
      ),
    ).toEqual([]);
  });

  it('finds the drop in an earlier checkout migration that contracted in the release that expanded', () => {
    const sql = readFileSync(path.join(ROOT, 'checkout-service/migrations/1764100000000_fulfilment-jobs.sql'), 'utf8');
    expect(destructiveStatements(sql)).toEqual(['DROP TABLE']);
  });

  it('reads the contracts line that excuses a drop', () => {
    expect(
      contractedMigrations(
        '-- Up Migration\n-- contracts: 1764830000000_prize-estimates.sql\nALTER TABLE orders DROP COLUMN x;',
      ),
    ).toEqual(['1764830000000_prize-estimates.sql']);
  });
});

describe.each(Object.entries(MIGRATING_SERVICES))('%s: the migrations of this release', (_service, folder) => {
  it('only expand, or name the earlier migration they contract', () => {
    const base = migrationBaseRef(folder);
    const { added, breaches } = checkNewMigrations(folder, base);
    const report = breaches.map((breach) => `${breach.file}: ${breach.statements.join(', ')}: ${breach.reason}`);
    expect(report, `migrations added since ${base.slice(0, 10)}: ${added.join(', ') || 'none'}`).toEqual([]);
  });
});
