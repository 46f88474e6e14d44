/**
 * Vitest global setup of the CMS's service tests: the booted Strapi is CommonJS that Node
 * `require`s, so it reads the workspace packages from their `dist/`, not their sources (every
 * other test reads the sources, docs/decisions/070). The packages whose sources changed since
 * their last build are built first, so these tests see a rule's edit too, without
 * `npm run build:packages`. Then Strapi's types of the schemas are generated when missing or
 * stale (they are not committed, docs/decisions/080): the tests compile the CMS with `tsc`, which
 * type-checks against them.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../stack/config.ts';
import { buildChangedPackages } from '../stack/packages.ts';
import { runToCompletion } from '../stack/processes.ts';

export async function setup(): Promise<void> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const logDir = path.join(ROOT, '.data', 'logs');
  await buildChangedPackages({ ...env, NODE_ENV: 'production' }, logDir);
  const tsx = path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist', 'cli.mjs');
  await runToCompletion(
    {
      name: 'cms-types',
      command: process.execPath,
      args: [tsx, 'scripts/generate-types.ts'],
      cwd: path.join(ROOT, 'cms'),
      env,
    },
    logDir,
  );
}
