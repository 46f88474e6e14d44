import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  DEBIAN_CHROMIUM,
  DEBIAN_NGINX,
  DEBIAN_PROMTOOL,
  DEBIAN_REDIS_SERVER,
  findChromium,
  findNginx,
  findPromtool,
  findRedisServer,
  type Machine,
  missingToolsMessage,
} from './test-tools.ts';

const PLAYWRIGHT_CHROMIUM = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** A machine with exactly `programs` installed. */
function machine(programs: string[], env: Record<string, string> = {}, isDebian = true): Machine {
  return {
    env,
    canRun: (file) => programs.includes(file),
    playwrightChromium: () => PLAYWRIGHT_CHROMIUM,
    isDebian,
  };
}

describe('finding the programs the journeys need', () => {
  it("takes CHROMIUM_PATH, then Debian's Chromium, then Playwright's own", () => {
    expect(findChromium(machine([DEBIAN_CHROMIUM, '/opt/chrome'], { CHROMIUM_PATH: '/opt/chrome' })).path).toBe(
      '/opt/chrome',
    );
    expect(findChromium(machine([DEBIAN_CHROMIUM, PLAYWRIGHT_CHROMIUM])).path).toBe(DEBIAN_CHROMIUM);
    expect(findChromium(machine([PLAYWRIGHT_CHROMIUM])).path).toBe(PLAYWRIGHT_CHROMIUM);
  });

  it('does not look elsewhere when CHROMIUM_PATH or NGINX_PATH names nothing', () => {
    const wrong = machine([DEBIAN_CHROMIUM, DEBIAN_NGINX], { CHROMIUM_PATH: '/opt/none', NGINX_PATH: '/opt/nginx' });
    expect(findChromium(wrong)).toEqual({ missing: 'CHROMIUM_PATH=/opt/none is not a program' });
    expect(findNginx(wrong)).toEqual({ missing: 'NGINX_PATH=/opt/nginx is not a program' });
  });

  it('finds the Redis server at REDIS_SERVER_PATH, else Debian’s', () => {
    expect(findRedisServer(machine([DEBIAN_REDIS_SERVER])).path).toBe(DEBIAN_REDIS_SERVER);
    expect(findRedisServer(machine(['/opt/redis'], { REDIS_SERVER_PATH: '/opt/redis' })).path).toBe('/opt/redis');
    expect(findRedisServer(machine([]))).toEqual({
      missing: 'not at /usr/bin/redis-server, and REDIS_SERVER_PATH is unset',
    });
  });

  it("finds promtool at PROMTOOL_PATH, else Debian's (of its prometheus package)", () => {
    expect(findPromtool(machine([DEBIAN_PROMTOOL])).path).toBe(DEBIAN_PROMTOOL);
    expect(findPromtool(machine(['/opt/promtool'], { PROMTOOL_PATH: '/opt/promtool' })).path).toBe('/opt/promtool');
    expect(findPromtool(machine([]))).toEqual({
      missing: "not at /usr/bin/promtool (Debian's prometheus package), and PROMTOOL_PATH is unset",
    });
  });

  it('says nothing when all are there', () => {
    const rest = [DEBIAN_NGINX, DEBIAN_REDIS_SERVER, DEBIAN_PROMTOOL];
    expect(missingToolsMessage(machine([DEBIAN_CHROMIUM, ...rest]))).toBeUndefined();
    expect(missingToolsMessage(machine([PLAYWRIGHT_CHROMIUM, ...rest]))).toBeUndefined();
  });
});

describe('the message of a fresh machine', () => {
  it('on Debian, names all and the one apt-get line that installs them', () => {
    expect(missingToolsMessage(machine([]))).toBe(
      [
        'npm test needs chromium, nginx, redis-server and promtool, which this machine lacks; nothing has run yet.',
        `  chromium: not at /usr/bin/chromium, nor Playwright's own (${PLAYWRIGHT_CHROMIUM}), and CHROMIUM_PATH is unset`,
        '  nginx: not at /usr/sbin/nginx, and NGINX_PATH is unset',
        '  redis-server: not at /usr/bin/redis-server, and REDIS_SERVER_PATH is unset',
        "  promtool: not at /usr/bin/promtool (Debian's prometheus package), and PROMTOOL_PATH is unset",
        '',
        'Install, then run npm test again:',
        '  sudo apt-get install chromium nginx redis-server prometheus',
        '',
        'Or point at programs you already have: CHROMIUM_PATH=/path/to/chromium NGINX_PATH=/path/to/nginx',
        '  REDIS_SERVER_PATH=/path/to/redis-server PROMTOOL_PATH=/path/to/promtool npm test',
        '(README.md, "Tests").',
      ].join('\n'),
    );
  });

  it('names only what is missing', () => {
    const message = missingToolsMessage(machine([DEBIAN_CHROMIUM, DEBIAN_REDIS_SERVER, DEBIAN_PROMTOOL]));
    expect(message).toMatch(/^npm test needs nginx, which/);
    expect(message).toContain('  sudo apt-get install nginx\n');
    expect(message).not.toContain('chromium:');
  });

  it("elsewhere, Playwright's download for Chromium and the system's nginx", () => {
    const message = missingToolsMessage(machine([], {}, false));
    expect(message).toContain('  npx playwright install --with-deps chromium\n');
    expect(message).toContain("  nginx from your system's packages");
    expect(message).toContain("  redis-server from your system's packages");
    expect(message).toContain("  promtool from your system's Prometheus package");
    expect(message).not.toContain('apt-get');
  });
});

describe('npm test', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

  it('runs the check before anything else', async () => {
    const { scripts } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.test).toMatch(/^node --import tsx scripts\/test\/preflight\.ts && /);
  });

  it('stops with that message alone when a program is missing', async () => {
    const env = {
      ...process.env,
      CHROMIUM_PATH: '/nonexistent/chromium',
      NGINX_PATH: '/nonexistent/nginx',
      REDIS_SERVER_PATH: '/nonexistent/redis-server',
      PROMTOOL_PATH: '/nonexistent/promtool',
    };
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/test/preflight.ts'], {
      cwd: root,
      env,
    });
    const failure = await run.then(
      () => undefined,
      (error: { code?: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toBe('');
    expect(failure?.stderr).toBe(
      [
        'npm test needs chromium, nginx, redis-server and promtool, which this machine lacks; nothing has run yet.',
        '  chromium: CHROMIUM_PATH=/nonexistent/chromium is not a program',
        '  nginx: NGINX_PATH=/nonexistent/nginx is not a program',
        '  redis-server: REDIS_SERVER_PATH=/nonexistent/redis-server is not a program',
        '  promtool: PROMTOOL_PATH=/nonexistent/promtool is not a program',
        '',
        'Install, then run npm test again:',
        '  sudo apt-get install chromium nginx redis-server prometheus',
        '',
        'Or point at programs you already have: CHROMIUM_PATH=/path/to/chromium NGINX_PATH=/path/to/nginx',
        '  REDIS_SERVER_PATH=/path/to/redis-server PROMTOOL_PATH=/path/to/promtool npm test',
        '(README.md, "Tests").\n',
      ].join('\n'),
    );
  });
});
