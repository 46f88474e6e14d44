import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../stack/config.ts';

/**
 * The expand/contract rule for the checkout's and the prize service's migrations
 * (docs/operations.md, "Releasing without downtime"; docs/decisions/106): a release only adds;
 * what removes or tightens waits for a later release and names, in a `-- contracts: <file>` line,
 * the earlier migration whose expansion it completes.
 */

/** The services whose SQL migrations the rule reads, each with its migrations folder. */
export const MIGRATING_SERVICES = {
  'checkout-service': 'checkout-service/migrations',
  'prize-service': 'prize-service/migrations',
} as const;

/** Statements a replica of the previous release may fail on; each with the words an engineer reads. */
const DESTRUCTIVE: { name: string; pattern: RegExp }[] = [
  { name: 'DROP TABLE', pattern: /\bDROP\s+TABLE\b/i },
  { name: 'DROP COLUMN', pattern: /\bDROP\s+COLUMN\b/i },
  { name: 'DROP FUNCTION', pattern: /\bDROP\s+(?:FUNCTION|PROCEDURE)\b/i },
  { name: 'DROP VIEW', pattern: /\bDROP\s+(?:MATERIALIZED\s+)?VIEW\b/i },
  { name: 'DROP TYPE', pattern: /\bDROP\s+TYPE\b/i },
  { name: 'RENAME', pattern: /\bRENAME\b/i },
  { name: 'SET NOT NULL', pattern: /\bSET\s+NOT\s+NULL\b/i },
  { name: 'ALTER COLUMN … TYPE', pattern: /\bALTER\s+(?:COLUMN\s+)?"?\w+"?\s+(?:SET\s+DATA\s+)?TYPE\b/i },
  { name: 'ALTER TYPE', pattern: /\bALTER\s+TYPE\b/i },
  { name: 'TRUNCATE', pattern: /\bTRUNCATE\b/i },
];

/** A node-pg-migrate SQL file's up part: what runs when a release migrates (the down part is for rollbacks). */
function upPart(sql: string): string {
  return sql.split(/^\s*--\s*Down Migration\b.*$/im)[0] ?? '';
}

/** The SQL without its comments (`-- …` and `/* … *\/`), so a comment's words are not read as statements. */
function withoutComments(sql: string): string {
  return sql.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/--[^\n]*/g, ' ');
}

/** `ADD COLUMN … NOT NULL` with no `DEFAULT`: the previous release's inserts, which leave it out, fail. */
function requiredColumnsWithoutDefault(sql: string): string[] {
  return [...sql.matchAll(/\bADD\s+(?:COLUMN\s+)?(?:IF\s+NOT\s+EXISTS\s+)?[^,;]*?\bNOT\s+NULL\b[^,;]*/gi)]
    .map((match) => match[0])
    .filter((clause) => !/\bDEFAULT\b/i.test(clause) && !/\bPRIMARY\s+KEY\b/i.test(clause))
    .map(() => 'ADD COLUMN … NOT NULL without DEFAULT');
}

/**
 * The destructive statements of one migration's up part: names such as `DROP COLUMN`, one per
 * kind found, comments and the `-- Down Migration` part left out. Empty: the migration only expands.
 */
export function destructiveStatements(sql: string): string[] {
  const code = withoutComments(upPart(sql));
  const found = DESTRUCTIVE.filter(({ pattern }) => pattern.test(code)).map(({ name }) => name);
  return [...new Set([...found, ...requiredColumnsWithoutDefault(code)])];
}

/** The earlier migrations a contracting one names in its `-- contracts: <file>` lines. */
export function contractedMigrations(sql: string): string[] {
  return [...sql.matchAll(/^\s*--\s*contracts:\s*(\S+)/gim)].map((match) => match[1] as string);
}

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/**
 * The commit the rule compares with for `folder`: `RELEASE_BASE_REF` when set, else the parent of
 * the last commit that changed the folder, so the newest migrations are always read.
 * @throws when the clone has no such history (a shallow clone): the rule cannot be checked.
 */
export function migrationBaseRef(folder: string, env: NodeJS.ProcessEnv = process.env): string {
  const named = env.RELEASE_BASE_REF;
  const last = named ? '' : git('log', '-1', '--format=%H', '--', folder);
  const ref = named ?? `${last}~1`;
  try {
    return git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    throw new Error(
      `The migrations of ${folder} are compared with ${named ? `RELEASE_BASE_REF=${named}` : `the commit before ${last || 'HEAD'}`}, ` +
        'which this clone does not have: clone with history (git fetch --unshallow) to check the expand/contract rule',
    );
  }
}

/** The file names in `folder` at `ref` (none when the folder did not exist then). */
function filesAt(ref: string, folder: string): Set<string> {
  try {
    return new Set(git('ls-tree', '--name-only', `${ref}:${folder}`).split('\n').filter(Boolean));
  } catch {
    return new Set();
  }
}

/** One migration that breaks the rule: its file, the destructive statements, and why it is not excused. */
export interface RuleBreach {
  file: string;
  statements: string[];
  reason: string;
}

/**
 * The migrations of `folder` added since `baseRef` (in the working tree, committed or not) that
 * contain a destructive statement without a `-- contracts:` line naming a migration the base
 * already had. Returns the new files read and the breaches.
 */
export function checkNewMigrations(folder: string, baseRef: string): { added: string[]; breaches: RuleBreach[] } {
  const directory = path.join(ROOT, folder);
  const before = filesAt(baseRef, folder);
  const added = existsSync(directory)
    ? readdirSync(directory)
        .filter((file) => !before.has(file))
        .sort()
    : [];
  const breaches: RuleBreach[] = [];
  for (const file of added) {
    const sql = readFileSync(path.join(directory, file), 'utf8');
    const statements = destructiveStatements(sql);
    if (statements.length === 0) continue;
    const named = contractedMigrations(sql);
    const released = named.filter((earlier) => before.has(earlier));
    if (released.length > 0) continue;
    breaches.push({
      file: `${folder}/${file}`,
      statements,
      reason:
        named.length === 0
          ? 'no `-- contracts: <expanding migration>` line: expand in this release, contract in a later one'
          : `its \`-- contracts:\` line names ${named.join(', ')}, which the previous release (${baseRef.slice(0, 10)}) did not have`,
    });
  }
  return { added, breaches };
}
