import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../stack/config.ts';
import { SOURCE_CONDITION } from '../stack/packages.ts';
import { createTestDatabase } from '../test/database.ts';
import { type PreviousRelease, previousCommit, unpackPreviousRelease } from './previous-release.ts';

/*
 * A release rolls out one replica at a time (docs/operations.md, "Releasing without downtime";
 * docs/decisions/106). For the checkout and the prize service, on one database, as a rollout
 * goes: the previous commit's service migrates and serves; this commit's boots on that schema and
 * those rows (its start-up migrates) and serves them; the previous commit's boots again on this
 * commit's schema (as a replica of it restarting mid-rollout does) and serves every row. Each runs
 * in a process of its own (scripts/release/boot-service.ts) through its public API.
 */

const exec = promisify(execFile);
const DRIVER = path.join(ROOT, 'scripts/release/boot-service.ts');

interface Booted {
  ready?: number;
  error?: string;
  [key: string]: unknown;
}

let previous: PreviousRelease;
beforeAll(async () => {
  previous = await unpackPreviousRelease(previousCommit());
}, 60_000);
afterAll(() => previous?.remove());

/** Boots `service` of the release at `root` on `databaseUrl`; its answers, or why it did not boot. */
async function boot(
  root: string,
  service: string,
  databaseUrl: string,
  label: string,
  earlier: string[],
): Promise<Booted> {
  const run = await exec(
    process.execPath,
    [
      `--conditions=${SOURCE_CONDITION}`,
      '--import',
      'tsx',
      DRIVER,
      root,
      service,
      databaseUrl,
      label,
      earlier.join(','),
    ],
    { cwd: ROOT, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stdout?: string; stderr?: string; message: string }) => ({
    stdout: error.stdout ?? '',
    stderr: `${error.message}\n${error.stderr ?? ''}`,
  }));
  const line = run.stdout.split('\n').find((text) => text.startsWith('RESULT '));
  if (!line) return { error: `no result from ${service} of ${root}:\n${run.stderr.slice(-4_000)}` };
  const log = run.stdout
    .split('\n')
    .filter((text) => text && !text.startsWith('RESULT '))
    .join('\n');
  return { ...(JSON.parse(line.slice('RESULT '.length)) as Booted), ...(log ? { log: log.slice(-4_000) } : {}) };
}

/** Which release ran, for the failure message. */
function who(root: string): string {
  const note = previous.lockfileNote ? ` (${previous.lockfileNote})` : '';
  return root === ROOT ? 'this commit' : `the previous commit ${previous.commit.slice(0, 10)}${note}`;
}

describe.concurrent.each(['checkout-service', 'prize-service'])('%s across a rolling release', (service) => {
  it('the previous release, this one on its schema and rows, then the previous one on this schema: each boots and serves every row', async () => {
    const database = await createTestDatabase(`release_${service.split('-')[0]}`);
    try {
      const rollout: [string, string][] = [
        [previous.root, 'first'],
        [ROOT, 'second'],
        [previous.root, 'third'],
      ];
      const made = new Map<string, Booted>();
      for (const [root, label] of rollout) {
        const result = await boot(root, service, database.url, label, [...made.keys()]);
        const context = `${service} of ${who(root)} (${label}): ${JSON.stringify(result)}`;
        expect(result.error, context).toBeUndefined();
        expect(result.ready, context).toBe(200);
        if (service === 'checkout-service') {
          expect((result.created as { status: number }).status, context).toBe(201);
          expect((result.popup as { status: number }).status, context).toBe(200);
          const replays = result.replays as { label: string; status: number; reference?: string }[];
          expect(
            replays.map(({ label: other, status, reference }) => ({ other, status, reference })),
            context,
          ).toEqual(
            [...made].map(([other, earlier]) => ({
              other,
              status: 200,
              reference: (earlier.created as { reference: string }).reference,
            })),
          );
        } else {
          expect((result.redeemed as { status: number }).status, context).toBe(201);
          expect(result.replays, context).toEqual(
            [...made.keys()].map((other) => ({ label: other, sameOrder: 200, anotherOrder: 409 })),
          );
        }
        made.set(label, result);
      }
    } finally {
      await database.drop();
    }
  }, 120_000);
});
