/**
 * Vitest global setup of the CMS's service tests: the booted Strapi is CommonJS that Node
 * `require`s, so it reads the workspace packages from their `dist/`, not their sources (every
 * other test reads the sources, docs/decisions/070). The packages whose sources changed since
 * their last build are built first, so these tests see a rule's edit too, without
 * `npm run build:packages`.
 */
import path from 'node:path';
import { ROOT } from '../stack/config.ts';
import { buildChangedPackages } from '../stack/packages.ts';

export async function setup(): Promise<void> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  await buildChangedPackages({ ...env, NODE_ENV: 'production' }, path.join(ROOT, '.data', 'logs'));
}
