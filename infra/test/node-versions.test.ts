import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const json = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
const { engines } = json('package.json') as { engines: { node: string } };

/** The oldest Node of each line `engines.node` allows (`^22.19.0 || ^24.0.0` → 22.19.0, 24.0.0). */
const oldestOfEachLine = engines.node.split('||').map((range) => semver.minVersion(range.trim())?.version ?? range);

interface Locked {
  engines?: { node?: string } | string[];
  os?: string[];
  cpu?: string[];
}

/** Whether npm installs a locked package here: platform packages only on their own os and cpu. */
const installedHere = (entry: Locked) =>
  (!entry.os || entry.os.includes(process.platform)) && (!entry.cpu || entry.cpu.includes(process.arch));

it('claims only Node versions on which every dependency installs without an EBADENGINE warning', () => {
  const { packages } = json('package-lock.json') as { packages: Record<string, Locked> };
  const refused = oldestOfEachLine.flatMap((version) =>
    Object.entries(packages)
      .filter(([name, entry]) => name !== '' && installedHere(entry))
      .map(([name, entry]) => [name, Array.isArray(entry.engines) ? undefined : entry.engines?.node] as const)
      .filter(([, range]) => range !== undefined && !semver.satisfies(version, range, { includePrerelease: true }))
      .map(([name, range]) => `Node ${version}: ${name} needs ${range}`),
  );
  expect(refused).toEqual([]);
});

it('the README names the Node versions package.json allows', () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const quickStart = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('```sh'));
  for (const version of oldestOfEachLine) {
    const [major, minor] = version.split('.');
    expect(quickStart).toContain(minor === '0' ? `Node.js ${major}` : `${major}.${minor}+`);
  }
});
