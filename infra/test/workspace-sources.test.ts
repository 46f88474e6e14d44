import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SOURCE_CONDITION, WORKSPACE_PACKAGES } from '../../scripts/stack/packages.ts';
import { nodeWatchArgs } from '../../scripts/stack/stack.ts';

// Development and tests read the workspace packages from their TypeScript sources (an export
// condition), so editing a rule needs no build; only the images and the CMS read dist/
// (docs/decisions/070).
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const exec = promisify(execFile);
const SHOP_RULES_SOURCE = path.join(ROOT, 'packages/shop-rules/src/index.ts');
const SHOP_RULES_DIST = path.join(ROOT, 'packages/shop-rules/dist/index.js');

type Exports = Record<string, Record<string, string>>;
const exportsOf = (name: string): Exports =>
  JSON.parse(readFileSync(path.join(ROOT, 'packages', name, 'package.json'), 'utf8')).exports;

/** Where Node resolves `@outlet-shop/shop-rules` from checkout-service/, with these Node flags. */
async function nodeResolves(flags: string[]): Promise<string> {
  const script = "console.log(import.meta.resolve('@outlet-shop/shop-rules'))";
  const { stdout } = await exec(process.execPath, [...flags, '--input-type=module', '--eval', script], {
    cwd: path.join(ROOT, 'checkout-service'),
  });
  return fileURLToPath(stdout.trim());
}

describe('workspace packages from their sources', () => {
  it.each(WORKSPACE_PACKAGES)('%s names its sources first under the condition, dist/ otherwise', (name) => {
    for (const [entry, targets] of Object.entries(exportsOf(name))) {
      expect(Object.keys(targets)[0], entry).toBe(SOURCE_CONDITION);
      const source = targets[SOURCE_CONDITION] ?? '';
      expect(existsSync(path.join(ROOT, 'packages', name, source)), source).toBe(true);
      expect(targets.default, entry).toMatch(/^\.\/dist\/.+\.js$/);
    }
  });

  it('vitest resolves @outlet-shop/shop-rules to its source file', () => {
    expect(fileURLToPath(import.meta.resolve('@outlet-shop/shop-rules'))).toBe(SHOP_RULES_SOURCE);
  });

  it('`npm run dev` runs the Node services under tsx with the condition, which reads the source', async () => {
    const args = nodeWatchArgs('tsx');
    expect(args).toContain(`--conditions=${SOURCE_CONDITION}`);
    expect(await nodeResolves([`--conditions=${SOURCE_CONDITION}`, '--import', 'tsx'])).toBe(SHOP_RULES_SOURCE);
  });

  it('Node without the condition (the images, the CMS) reads dist/', async () => {
    expect(await nodeResolves([])).toBe(SHOP_RULES_DIST);
  });

  it.each(['checkout-service', 'web'])("%s's typecheck reads the rules' sources", (workspace) => {
    const configFile = path.join(ROOT, workspace, 'tsconfig.json');
    const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
    const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile));
    const from = path.join(ROOT, workspace, 'src', 'index.ts');
    const { resolvedModule } = ts.resolveModuleName('@outlet-shop/shop-rules', from, options, ts.sys);
    expect(resolvedModule?.resolvedFileName).toBe(SHOP_RULES_SOURCE);
  });
});
