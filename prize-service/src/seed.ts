import { pathToFileURL } from 'node:url';
import { createPool } from '@outlet-shop/service-kit';
import type pg from 'pg';
import { loadConfig } from './config.ts';
import { migrate } from './database.ts';
import { insertCodes } from './prize-codes.ts';
import { SAMPLE_CODES } from './sample-codes.ts';

/** Inserts the sample codes that are missing (idempotent; used codes stay used). Returns how many were new. */
export async function seedSampleCodes(db: pg.Pool): Promise<number> {
  return insertCodes(db, SAMPLE_CODES);
}

async function main(): Promise<void> {
  const config = loadConfig();
  await migrate(config.PRIZE_DATABASE_URL);
  const db = createPool(config.PRIZE_DATABASE_URL);
  try {
    const inserted = await seedSampleCodes(db);
    console.log(`Seeded ${inserted} new prize code(s); ${SAMPLE_CODES.length - inserted} already present.`);
  } finally {
    await db.end();
  }
}

// `npm run seed -w prize-service` runs this file; the server imports `seedSampleCodes`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
