import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JOB_RETRY_POLICY } from '@outlet-shop/service-kit/retry-policy';
import { describe, expect, it } from 'vitest';

/*
 * Every job the CMS queues, in TypeScript or in SQL, is tried under the shop's one retry policy
 * (docs/decisions/069): no `max_attempts` of its own.
 */

const SRC = path.join(__dirname, '..');
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(ts|sql)$/.test(file) && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(path.join(SRC, file), 'utf8') }));

describe('the CMS jobs', () => {
  it("are queued with the retry policy's attempts, never a count of their own", () => {
    const counts = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/max_attempts\s*=>\s*(\d+)/g)].map((match) => `${file}: ${match[1]}`),
    );
    expect(counts.filter((count) => !count.endsWith(`: ${JOB_RETRY_POLICY.maxAttempts}`))).toEqual([]);
    const ownCounts = sources.filter(({ text }) => /\b(MAX_ATTEMPTS|maxAttempts)\s*=/.test(text));
    expect(ownCounts.map(({ file }) => file)).toEqual([]);
  });
});
