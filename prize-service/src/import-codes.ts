import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { createPool } from '@outlet-shop/service-kit';
import { parse } from 'csv-parse/sync';
import type pg from 'pg';
import { z } from 'zod';
import { loadConfig } from './config.ts';
import { migrate } from './database.ts';
import { insertCodes, type NewPrizeCode } from './prize-codes.ts';

const rowSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only (1-64)'),
  qr: z
    .string()
    .trim()
    .max(500)
    .transform((value) => value || null),
  userEmail: z.string().trim().toLowerCase().pipe(z.email()),
  winItemName: z.string().trim().min(1).max(200),
});

/** A CSV row that could not be imported: its line in the file and why. */
export interface InvalidRow {
  line: number;
  reason: string;
}

/** What an import did: new codes, codes already present (left untouched), and refused rows. */
export interface ImportReport {
  inserted: number;
  skipped: number;
  invalid: InvalidRow[];
}

/**
 * Imports prize codes from CSV text with the header `code,qr,userEmail,winItemName`
 * (docs/architecture.md 2). Every row is validated first; valid rows are inserted unless the code
 * exists (then counted as skipped, never overwritten). Throws when the header is wrong.
 */
export async function importCodes(db: pg.Pool, csvText: string): Promise<ImportReport> {
  const records: Record<string, string>[] = parse(csvText, {
    columns: true,
    skip_empty_lines: true,
    bom: true,
    trim: true,
  });
  const invalid: InvalidRow[] = [];
  const valid: NewPrizeCode[] = [];
  records.forEach((record, index) => {
    const parsed = rowSchema.safeParse(record);
    if (parsed.success) valid.push(parsed.data);
    else
      invalid.push({
        line: index + 2,
        reason: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      });
  });
  const inserted = await insertCodes(db, valid);
  return { inserted, skipped: valid.length - inserted, invalid };
}

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run import-codes -w prize-service -- <file.csv>');
  const config = loadConfig();
  await migrate(config.PRIZE_DATABASE_URL);
  const db = createPool(config.PRIZE_DATABASE_URL);
  try {
    const report = await importCodes(db, await readFile(file, 'utf8'));
    for (const row of report.invalid) console.error(`line ${row.line}: ${row.reason}`);
    console.log(
      `Inserted ${report.inserted}, skipped ${report.skipped} (already present), invalid ${report.invalid.length}.`,
    );
    if (report.invalid.length > 0) process.exitCode = 1;
  } finally {
    await db.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
