/**
 * Writes Strapi's TypeScript types of the CMS's content types and components
 * (`types/generated/contentTypes.d.ts`, `components.d.ts`), which are generated, never committed
 * (docs/decisions/080). `npm run typecheck`, `npm run build -w cms`, `npm start`'s CMS build and the
 * `cms-service` tests run it first; `strapi develop` refreshes them too.
 *
 * Unlike `strapi ts:generate-types`, it never reads or writes `dist/`: it compiles the CMS into a
 * fresh scratch folder (`.data/typegen-*`, removed afterwards), so a `dist/` left by an older
 * source tree (a deleted content type's schema, a moved file) or being rebuilt by another process
 * cannot change or break the result. It runs Strapi's `register` without the shop's own register
 * lifecycle (no database, no server), with development settings, whatever `NODE_ENV` is.
 *
 * Skips the work (≈ 1 s instead of ≈ 15 s) when the schemas, the config and the installed Strapi
 * are those the files were generated from (`types/generated/.source-digest`).
 *
 * @throws when the CMS cannot be registered (the message says why) or Strapi writes no types.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const CMS_DIR = path.resolve(__dirname, '..');
const OUT_DIR = path.join(CMS_DIR, 'types', 'generated');
const STAMP = path.join(OUT_DIR, '.source-digest');
const ARTIFACTS = ['contentTypes.d.ts', 'components.d.ts'] as const;

/**
 * A digest of what the types depend on: every JSON file under `src/` (content-type and component
 * schemas), the config (which plugins bring their own types), the CMS's package.json, the installed
 * Strapi version and this script.
 */
export function typesSourceDigest(): string {
  const hash = createHash('sha256');
  const files: string[] = [];
  collect(path.join(CMS_DIR, 'src'), (file) => file.endsWith('.json'), files);
  collect(path.join(CMS_DIR, 'config'), () => true, files);
  files.push(path.join(CMS_DIR, 'package.json'), __filename);
  for (const file of files.sort()) hash.update(`${path.relative(CMS_DIR, file)}\n`).update(readFileSync(file));
  hash.update(JSON.parse(readFileSync(require.resolve('@strapi/strapi/package.json'), 'utf8')).version);
  return hash.digest('hex');
}

/** Whether the generated types on disk were made from the current sources. */
export function typesAreCurrent(digest = typesSourceDigest()): boolean {
  return (
    ARTIFACTS.every((name) => existsSync(path.join(OUT_DIR, name))) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8') === digest
  );
}

/**
 * Generates the types when they are missing or older than their sources.
 *
 * @returns whether they were (re)generated.
 */
export async function generateTypes(options: { silent?: boolean } = {}): Promise<boolean> {
  const digest = typesSourceDigest();
  if (typesAreCurrent(digest)) return false;
  await mkdir(path.join(CMS_DIR, '.data'), { recursive: true });
  // Inside cms/ (CommonJS scope, node_modules reachable), like the real dist/; git-ignored.
  const scratch = await mkdtemp(path.join(CMS_DIR, '.data', 'typegen-'));
  const nodeEnv = process.env.NODE_ENV;
  try {
    const tsUtils = require('@strapi/typescript-utils') as typeof import('@strapi/typescript-utils');
    const distDir = path.join(scratch, 'dist');
    await transpile(distDir);
    // The types do not depend on settings; development's defaults need no secrets.
    process.env.NODE_ENV = 'development';
    const { createStrapi } = require('@strapi/strapi') as typeof import('@strapi/strapi');
    const strapi = createStrapi({ appDir: CMS_DIR, distDir, autoReload: false, serveAdminPanel: false });
    strapi.log.level = 'error';
    // The schemas and the plugins' own (i18n's locale fields among them) are registered before the
    // shop's register lifecycle, which is operational (secret checks, the start-up lock on the
    // database, routes): skipped, so generating needs neither a database nor production secrets.
    Object.assign(strapi, { runUserLifecycles: async () => undefined });
    try {
      await strapi.register();
    } catch (error) {
      throw new Error(
        `The CMS could not be loaded to read its schemas: ${(error as Error).message}. ` +
          'If it names @outlet-shop/*, run `npm run build:packages`.',
      );
    }
    await tsUtils.generators.generate({
      strapi,
      pwd: scratch,
      rootDir: 'types',
      logger: { silent: options.silent ?? true, debug: false },
      artifacts: { contentTypes: true, components: true },
    });
    await strapi.destroy();
    const written = path.join(scratch, 'types', 'generated');
    const missing = ARTIFACTS.filter((name) => !existsSync(path.join(written, name)));
    if (missing.length) throw new Error(`Strapi wrote no ${missing.join(', ')}`);
    await mkdir(OUT_DIR, { recursive: true });
    // A rename within one file system: a typecheck running meanwhile reads the old or the new file.
    for (const name of ARTIFACTS) await rename(path.join(written, name), path.join(OUT_DIR, name));
    await writeFile(STAMP, digest);
    return true;
  } finally {
    process.env.NODE_ENV = nodeEnv;
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Compiles the files `tsconfig.json` names into `outDir`, file by file without type-checking: the
 * code may use a field the old types lack, and a full program takes ≈ 20 s where this takes ≈ 2 s.
 */
async function transpile(outDir: string): Promise<void> {
  const ts = require('typescript') as typeof import('typescript');
  const configFile = path.join(CMS_DIR, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options, fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, CMS_DIR, undefined, configFile);
  for (const file of fileNames) {
    const target = path.join(outDir, path.relative(CMS_DIR, file));
    await mkdir(path.dirname(target), { recursive: true });
    if (file.endsWith('.json')) await writeFile(target, readFileSync(file));
    else if (file.endsWith('.ts') && !file.endsWith('.d.ts')) {
      const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
        compilerOptions: options,
        fileName: file,
      });
      await writeFile(target.replace(/\.ts$/, '.js'), outputText);
    }
  }
}

function collect(dir: string, keep: (file: string) => boolean, into: string[]): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const entry = path.join(dir, name);
    if (statSync(entry).isDirectory()) collect(entry, keep, into);
    else if (keep(entry)) into.push(entry);
  }
}

if (require.main === module) {
  const started = Date.now();
  generateTypes().then(
    (generated) => {
      const took = ((Date.now() - started) / 1000).toFixed(1);
      console.log(generated ? `CMS types generated in ${took} s` : 'CMS types up to date');
      // Strapi's register leaves handles (its logger, the database pool it never opened) behind.
      process.exit(0);
    },
    (error: unknown) => {
      console.error(`CMS types not generated: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
