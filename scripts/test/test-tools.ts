import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The programs outside npm that `npm test` needs, found here for everything that uses them:
 * Chromium for every browser journey (tests/support/chromium.ts), nginx for the edge tests and
 * journey (scripts/stack/edge.ts), redis-server for the tests of what CMS replicas share
 * (scripts/stack/stand-ins.ts, docs/decisions/086) and promtool (Debian's `prometheus` package) for
 * the tests of the alert rules and Prometheus's config (infra/monitoring). README "Tests" lists them; `scripts/test/preflight.ts` stops
 * `npm test` before anything runs when one is missing.
 */

/** What the finders read from the machine; tests pass a fake one. */
export interface Machine {
  /** The environment: `CHROMIUM_PATH`, `NGINX_PATH`, `REDIS_SERVER_PATH` and `PROMTOOL_PATH` name a program to use instead. */
  env: Record<string, string | undefined>;
  /** Whether `file` exists and may be run. */
  canRun(file: string): boolean;
  /** Where Playwright keeps its own Chromium once `npx playwright install chromium` has run. */
  playwrightChromium(): string;
  /** Whether this is Debian or a Debian derivative (`/etc/debian_version`), where apt has both. */
  isDebian: boolean;
}

/** Debian's Chromium (`apt-get install chromium`). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** Debian's nginx (`apt-get install nginx`). */
export const DEBIAN_NGINX = '/usr/sbin/nginx';
/** Debian's Redis server (`apt-get install redis-server`); scripts/stack/stand-ins.ts starts it. */
export const DEBIAN_REDIS_SERVER = '/usr/bin/redis-server';
/** Debian's promtool, of its `prometheus` package (`apt-get install prometheus`); infra/test/monitoring.test.ts runs it. */
export const DEBIAN_PROMTOOL = '/usr/bin/promtool';

/** This machine, as the finders read it. */
export function thisMachine(env: Record<string, string | undefined> = process.env): Machine {
  return {
    env,
    canRun(file) {
      try {
        accessSync(file, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    },
    // Loaded only when asked: the stack runner (scripts/stack/edge.ts) finds nginx without Playwright.
    playwrightChromium: () =>
      (createRequire(import.meta.url)('playwright-core') as typeof import('playwright-core')).chromium.executablePath(),
    isDebian: (() => {
      try {
        accessSync('/etc/debian_version');
        return true;
      } catch {
        return false;
      }
    })(),
  };
}

/** A program found, or where it was looked for. */
export type Found = { path: string; missing?: undefined } | { path?: undefined; missing: string };

/**
 * The Chromium the journeys launch: `CHROMIUM_PATH` when set (and then only it), else Debian's,
 * else Playwright's own. `path` is undefined with `missing` naming where it looked.
 */
export function findChromium(machine: Machine): Found {
  if (machine.env.CHROMIUM_PATH) return chosen(machine, 'CHROMIUM_PATH');
  if (machine.canRun(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM };
  const own = machine.playwrightChromium();
  if (machine.canRun(own)) return { path: own };
  return { missing: `not at ${DEBIAN_CHROMIUM}, nor Playwright's own (${own}), and CHROMIUM_PATH is unset` };
}

/** The nginx the edge journey starts: `NGINX_PATH` when set, else Debian's. */
export function findNginx(machine: Machine): Found {
  if (machine.env.NGINX_PATH) return chosen(machine, 'NGINX_PATH');
  if (machine.canRun(DEBIAN_NGINX)) return { path: DEBIAN_NGINX };
  return { missing: `not at ${DEBIAN_NGINX}, and NGINX_PATH is unset` };
}

/** The Redis server the tests of shared state start: `REDIS_SERVER_PATH` when set, else Debian's. */
export function findRedisServer(machine: Machine): Found {
  if (machine.env.REDIS_SERVER_PATH) return chosen(machine, 'REDIS_SERVER_PATH');
  if (machine.canRun(DEBIAN_REDIS_SERVER)) return { path: DEBIAN_REDIS_SERVER };
  return { missing: `not at ${DEBIAN_REDIS_SERVER}, and REDIS_SERVER_PATH is unset` };
}

/** The promtool the monitoring tests run: `PROMTOOL_PATH` when set, else Debian's. */
export function findPromtool(machine: Machine): Found {
  if (machine.env.PROMTOOL_PATH) return chosen(machine, 'PROMTOOL_PATH');
  if (machine.canRun(DEBIAN_PROMTOOL)) return { path: DEBIAN_PROMTOOL };
  return { missing: `not at ${DEBIAN_PROMTOOL} (Debian's prometheus package), and PROMTOOL_PATH is unset` };
}

/** The Debian package of each program (promtool comes with `prometheus`). */
const DEBIAN_PACKAGES: Record<string, string> = { promtool: 'prometheus' };

/** "a", "a and b", "a, b and c". */
function listed(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The program a setting names, which is then the only one tried. */
function chosen(
  machine: Machine,
  setting: 'CHROMIUM_PATH' | 'NGINX_PATH' | 'REDIS_SERVER_PATH' | 'PROMTOOL_PATH',
): Found {
  const file = machine.env[setting] ?? '';
  return machine.canRun(file) ? { path: file } : { missing: `${setting}=${file} is not a program` };
}

/**
 * One message saying what is missing and the commands that get it, or undefined when `npm test`
 * has everything. On Debian the answer is one apt-get line; elsewhere Playwright's download for
 * Chromium and the system's package manager (or `NGINX_PATH`) for nginx.
 */
export function missingToolsMessage(machine: Machine): string | undefined {
  const tools = {
    chromium: findChromium(machine),
    nginx: findNginx(machine),
    'redis-server': findRedisServer(machine),
    promtool: findPromtool(machine),
  };
  const missing = Object.entries(tools).filter(([, found]) => found.missing !== undefined);
  if (missing.length === 0) return undefined;
  const names = missing.map(([name]) => name);
  const lines = [
    `npm test needs ${listed(names)}, which this machine lacks; nothing has run yet.`,
    ...missing.map(([name, found]) => `  ${name}: ${found.missing}`),
    '',
    'Install, then run npm test again:',
  ];
  if (machine.isDebian) {
    lines.push(`  sudo apt-get install ${names.map((name) => DEBIAN_PACKAGES[name] ?? name).join(' ')}`);
  } else {
    if (tools.chromium.missing) lines.push('  npx playwright install --with-deps chromium');
    if (tools.nginx.missing) lines.push("  nginx from your system's packages (dnf install nginx, brew install nginx)");
    if (tools['redis-server'].missing) {
      lines.push("  redis-server from your system's packages (dnf install redis, brew install redis)");
    }
    if (tools.promtool.missing)
      lines.push("  promtool from your system's Prometheus package (brew install prometheus)");
  }
  lines.push(
    '',
    'Or point at programs you already have: CHROMIUM_PATH=/path/to/chromium NGINX_PATH=/path/to/nginx',
    '  REDIS_SERVER_PATH=/path/to/redis-server PROMTOOL_PATH=/path/to/promtool npm test',
    '(README.md, "Tests").',
  );
  return lines.join('\n');
}
