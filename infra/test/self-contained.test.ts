import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { repositoryFiles } from './repository-files.ts';

// A clone of this repository is all a new engineer has: the README, docs/ and the code's
// comments must cite documents inside it (docs/product.md, docs/architecture.md), never the
// product owner's files beside it.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tracked = repositoryFiles(ROOT).filter(
  (file) => !file.endsWith('package-lock.json') && !/\.(png|jpe?g|webp|ico|woff2?|pdf)$/.test(file),
);

/** Files that name the tool folder beside the repository on purpose (the container stand-ins). */
const TOOL_USERS = new Set(['scripts/containers/run.ts', 'docs/operations.md', 'infra/test/self-contained.test.ts']);

it('cites no document outside the repository', () => {
  const outside: string[] = [];
  for (const file of tracked) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    text.split('\n').forEach((line, index) => {
      if (/\b(SPEC|DESIGN)\.md\b/.test(line) && file !== 'infra/test/self-contained.test.ts') {
        outside.push(`${file}:${index + 1}`);
      }
      if (/\.\.\/shared\//.test(line) && !TOOL_USERS.has(file)) outside.push(`${file}:${index + 1}`);
    });
  }
  expect(outside).toEqual([]);
});

it('links from every Markdown file to files that exist', () => {
  const broken: string[] = [];
  for (const file of tracked.filter((name) => name.endsWith('.md'))) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, target] of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
      // Web addresses and the shop's own routes (`/contact` in the CMS's seeded pages) are not files.
      if (!target || /^[a-z]+:/.test(target) || target.startsWith('/')) continue;
      if (!existsSync(path.resolve(ROOT, path.dirname(file), target))) broken.push(`${file} → ${target}`);
    }
  }
  expect(broken).toEqual([]);
});
