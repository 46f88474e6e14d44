/**
 * WORK IN PROGRESS, not part of `npm run test:containers` (docs/operations.md, "Releasing without
 * downtime"): a release under traffic on its own. On the test project of `TEST_PORT_OFFSET`
 * (`outlet-shop-test-<offset>`), with a Docker engine already answering (scripts/containers/engine.sh):
 *   1. builds this commit's images (`docker compose build`);
 *   2. builds the previous commit's (`RELEASE_BASE_REF`, else HEAD~1) from a git worktree as
 *      `outlet-shop/<service>:previous` (scripts/containers/previous-release.ts);
 *   3. starts the project afresh on them with two replicas of cms, checkout-service, prize-service
 *      and web-render;
 *   4. runs tests/containers/scaled/6-rolling-upgrade.wip.ts, which replaces every replica with this
 *      commit's image one at a time under orders and browsing and counts failed requests;
 *   5. `down -v` (`KEEP=1` leaves the project up to look at).
 *
 *   TEST_PORT_OFFSET=500 node --import tsx scripts/containers/upgrade-wip.ts
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../stack/config.ts';
import { buildPreviousImages, checkOutPreviousShop, composePrevious } from './previous-release.ts';
import { CONTAINER_TEST } from './test-project.ts';

/** Runs a command with inherited output; resolves with its exit code. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(127));
  });
}

const started = Date.now();
const mark = (what: string) => console.log(`\n=== ${((Date.now() - started) / 1000).toFixed(0)} s ${what}`);
const envDir = await mkdtemp(path.join(tmpdir(), 'outlet-shop-compose-'));
const envFile = path.join(envDir, '.env');
await writeFile(envFile, '');
const composeEnv = { ...process.env, ...CONTAINER_TEST.environment };
const compose = (...args: string[]) =>
  run('docker', ['compose', '--project-name', CONTAINER_TEST.project, '--env-file', envFile, ...args], composeEnv);
const scale = ['cms', 'checkout-service', 'prize-service', 'web-render'].flatMap((name) => ['--scale', `${name}=2`]);

mark('build this commit');
let code = await compose('build');
const shop = await checkOutPreviousShop(CONTAINER_TEST.project, envFile, composeEnv);
try {
  if (code === 0) {
    mark(`build the previous commit ${shop.commit}`);
    code = await buildPreviousImages(shop, composeEnv);
  }
  if (code === 0) {
    mark('the previous shop, scaled');
    await compose('down', '-v', '--remove-orphans');
    const up = () => composePrevious(shop, composeEnv, 'up', '--detach', '--wait', '--wait-timeout', '600', ...scale);
    code = await up();
    // A health check may time out once on a loaded machine, as in scripts/containers/run.ts.
    if (code !== 0) code = await new Promise((resolve) => setTimeout(resolve, 30_000)).then(up);
  }
  if (code === 0) {
    mark('rolling upgrade');
    code = await run('npx', ['playwright', 'test', '-c', 'tests/containers/scaled/upgrade-wip.config.ts'], {
      ...composeEnv,
      CONTAINER_TEST_ENV_FILE: envFile,
      CONTAINER_TEST_UPGRADE_FROM: shop.commit,
    });
  }
  if (code !== 0) await compose('logs', '--no-color', '--tail', '60');
} finally {
  mark(`done: ${code === 0 ? 'passed' : 'FAILED'}`);
  if (process.env.KEEP !== '1') await compose('down', '-v', '--remove-orphans');
  await shop.remove();
  await rm(envDir, { recursive: true, force: true });
}
process.exit(code);
