import { createPool } from '@outlet-shop/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../scripts/test/database.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/database.ts';
import { seedSampleCodes } from '../src/seed.ts';

const raw: string[] = [];
let close: () => Promise<void>;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const database = await createTestDatabase('prize');
  await migrate(database.url);
  const db = createPool(database.url);
  await seedSampleCodes(db);
  app = await buildApp(
    { config: loadConfig({ PRIZE_DATABASE_URL: database.url }), db },
    { logger: { level: 'trace', stream: { write: (line: string) => void raw.push(line) } } },
  );
  close = async () => {
    await app.close();
    await db.end();
    await database.drop();
  };
});
afterAll(() => close());

describe('prize-service logs', () => {
  it('name the code check without the code, found or not', async () => {
    expect((await app.inject('/v1/varifyCode/WELCOME50')).statusCode).toBe(200);
    expect((await app.inject('/v1/varifyCode/NO-SUCH-K3Y')).statusCode).toBe(404);
    const urls = raw.map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url).filter(Boolean);
    expect(urls).toEqual(['/v1/varifyCode/[redacted]', '/v1/varifyCode/[redacted]']);
    expect(raw.join('')).not.toMatch(/WELCOME50|NO-SUCH-K3Y/i);
  });
});
