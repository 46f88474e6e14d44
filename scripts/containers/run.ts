/**
 * `npm run test:containers`: the shop as `docker compose` runs it, tried as a new user would
 * (docs/operations.md, "Docker Compose"; docs/testing.md). In order, each step timed:
 *   1. engine      a Docker engine with Compose v2 (scripts/containers/engine.sh installs and
 *                  starts one when none answers);
 *   2. base images the images the Dockerfiles and compose name, pulled, or built locally by
 *                  ../shared/tools/container-standins when no registry can be reached;
 *   3. up          `docker compose up --build --wait` as on a fresh clone: no `-f`, so Compose
 *                  reads docker-compose.yml and docker-compose.override.yml (development, with
 *                  maildev, the Stripe sandbox, Redis and S3), and no `.env`; as project
 *                  `outlet-shop-test` on its own ports;
 *   4. journeys    tests/containers (Playwright) through the published edge port;
 *   5. scale out   the same project with two replicas of cms, checkout-service, prize-service and
 *                  web-render (`up --scale …`, docs/decisions/086), then tests/containers/scaled;
 *                  with 20 shoppers buying while a replica of each is killed (about 1–2.5
 *                  minutes; `CONTAINER_TEST_REPLICA_LOSS=0` leaves that out);
 *                  `CONTAINER_TEST_REPLICAS=0` leaves the whole step out;
 *   6. down        `docker compose down -v`, also when a step failed; under CI, the engine is
 *                  stopped again if step 1 started it.
 * Exits non-zero when any step fails; prints the containers' logs when `up` or the journeys fail.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../stack/config.ts';
import { CONTAINER_TEST } from './test-project.ts';

const STANDINS = path.resolve(ROOT, '..', 'shared', 'tools', 'container-standins', 'build-standins.sh');

interface Step {
  name: string;
  seconds: number;
  ok: boolean;
}
const steps: Step[] = [];

/** Runs a command with inherited output; resolves with its exit code. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(127));
  });
}

/** Runs a command quietly; resolves with its exit code. */
function quiet(command: string, args: string[], timeoutMs = 60_000): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'ignore', timeout: timeoutMs });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(127));
  });
}

async function step(name: string, body: () => Promise<boolean>): Promise<boolean> {
  const started = performance.now();
  console.log(`\n=== ${new Date().toISOString().slice(11, 19)} ${name}`);
  let ok = false;
  try {
    ok = await body();
  } catch (error) {
    console.error(error);
  }
  const seconds = (performance.now() - started) / 1000;
  steps.push({ name, seconds, ok });
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return ok;
}

/** The base images the Dockerfiles (`FROM`, their ARG defaults) and the compose file name. */
async function baseImages(): Promise<string[]> {
  const files = [
    'infra/docker/node-service.Dockerfile',
    'cms/Dockerfile',
    'web/Dockerfile',
    'infra/docker/stand-ins/redis.Dockerfile',
    'infra/docker/stand-ins/s3.Dockerfile',
    'infra/docker/prometheus.Dockerfile',
  ];
  const images = new Set<string>();
  for (const file of files) {
    const text = await readFile(path.join(ROOT, file), 'utf8');
    const args = new Map([...text.matchAll(/^ARG (\w+)=(\S+)/gm)].map((match) => [match[1], match[2]]));
    const stages = new Set([...text.matchAll(/^FROM \S+ AS (\S+)/gim)].map((match) => match[1]));
    for (const [, from] of text.matchAll(/^FROM (\S+)/gm)) {
      const image = from?.replace(/^\$\{(\w+)\}$/, (_whole, name: string) => args.get(name) ?? '');
      if (image && !stages.has(image)) images.add(image);
    }
  }
  for (const file of CONTAINER_TEST.composeFiles) {
    const compose = await readFile(path.join(ROOT, file), 'utf8');
    for (const [, image] of compose.matchAll(/^\s+image: (\S+)$/gm)) {
      if (image && !image.startsWith('outlet-shop/')) images.add(image);
    }
  }
  return [...images].sort();
}

async function ensureBaseImages(): Promise<boolean> {
  const images = await baseImages();
  const missing: string[] = [];
  for (const image of images) {
    if ((await quiet('docker', ['image', 'inspect', image])) === 0) continue;
    if ((await quiet('docker', ['pull', '-q', image], 60_000)) === 0) {
      console.log(`pulled ${image}`);
      continue;
    }
    missing.push(image);
  }
  console.log(`base images: ${images.join(', ')}`);
  if (missing.length === 0) return true;
  console.log(`no registry answers for ${missing.join(', ')}: building local stand-ins`);
  if (!existsSync(STANDINS)) {
    console.error(`${STANDINS} is not there: pull the images from a registry or build them yourself`);
    return false;
  }
  const lab = path.join(tmpdir(), 'outlet-shop-container-lab');
  const mirror = (await readFile('/etc/apt/sources.list.d/debian.sources', 'utf8').catch(() => '')).match(
    /^URIs:\s*(\S+\/debian)\/?\s*$/m,
  )?.[1];
  // The stand-in script finds a mirror in the apt sources by itself; it is given the one apt uses.
  return (
    (await run('bash', [STANDINS], {
      ...process.env,
      LAB: lab,
      ...(mirror ? { DEBIAN_MIRROR: mirror } : {}),
    })) === 0
  );
}

const envDir = await mkdtemp(path.join(tmpdir(), 'outlet-shop-compose-'));
const envFile = path.join(envDir, '.env');
// As a new developer on a fresh clone: no `.env` (an empty one, so a developer's own `.env` beside
// the compose files changes nothing), no `-f` (Compose reads docker-compose.override.yml by
// itself). The test project's ports and the chat link the SPA must carry come from the environment.
await writeFile(envFile, '');
const composeEnv: NodeJS.ProcessEnv = { ...process.env, ...CONTAINER_TEST.environment };
const compose = (...args: string[]) =>
  run('docker', ['compose', '--project-name', CONTAINER_TEST.project, '--env-file', envFile, ...args], composeEnv);

let ok =
  (await step('engine', async () => (await run('bash', [path.join(ROOT, 'scripts/containers/engine.sh')])) === 0)) &&
  (await step('base images', ensureBaseImages));
if (ok) {
  ok =
    (await step('up', async () => {
      await compose('down', '-v', '--remove-orphans');
      const up = () => compose('up', '--build', '--detach', '--wait', '--wait-timeout', '600');
      if ((await up()) === 0) return true;
      // A health check may time out once on a loaded machine (the CMS seeding), and compose stops
      // waiting at the first "unhealthy": its next passing check makes it healthy again.
      console.log('a service was not healthy yet: waiting 30 s, then once more');
      await new Promise((resolve) => setTimeout(resolve, 30_000));
      return (await up()) === 0;
    })) &&
    (await step(
      'journeys',
      async () =>
        (await run('npx', ['playwright', 'test', '-c', 'tests/containers/playwright.config.ts'], {
          ...composeEnv,
          CONTAINER_TEST_ENV_FILE: envFile,
        })) === 0,
    ));
  if (ok && process.env.CONTAINER_TEST_REPLICAS !== '0') {
    const scale = ['cms', 'checkout-service', 'prize-service', 'web-render'].flatMap((name) => [
      '--scale',
      `${name}=2`,
    ]);
    ok =
      (await step('scale out', async () => {
        const scaleOut = () => compose('up', '--detach', '--wait', '--wait-timeout', '600', ...scale);
        if ((await scaleOut()) === 0) return true;
        // A new replica's health check may time out once on a loaded machine, and compose stops
        // waiting at the first "unhealthy": its next passing check makes it healthy again.
        console.log('a replica was not healthy yet: waiting 30 s, then once more');
        await new Promise((resolve) => setTimeout(resolve, 30_000));
        return (await scaleOut()) === 0;
      })) &&
      (await step(
        'replicas',
        async () =>
          (await run('npx', ['playwright', 'test', '-c', 'tests/containers/scaled/playwright.config.ts'], {
            ...composeEnv,
            CONTAINER_TEST_ENV_FILE: envFile,
          })) === 0,
      ));
  }
  if (!ok) await compose('logs', '--no-color', '--tail', '80');
  await step('down', async () => (await compose('down', '-v', '--remove-orphans')) === 0);
}
await rm(envDir, { recursive: true, force: true });
// CI leaves nothing running; a developer keeps the engine (and its build cache warm) for next time.
const startedEngine = await readFile('/tmp/outlet-shop-dockerd.pid', 'utf8').catch(() => '');
if (process.env.CI && startedEngine.trim()) {
  await step('stop engine', async () => {
    try {
      process.kill(Number(startedEngine), 'SIGTERM');
    } catch {
      // Already gone.
    }
    await rm('/tmp/outlet-shop-dockerd.pid', { force: true });
    return true;
  });
}

console.log('\nContainers test:');
for (const { name, seconds, ok: passed } of steps) {
  console.log(`  ${name.padEnd(12)} ${seconds.toFixed(1).padStart(7)} s  ${passed ? 'ok' : 'FAILED'}`);
}
const total = steps.reduce((sum, { seconds }) => sum + seconds, 0);
console.log(`  ${'total'.padEnd(12)} ${total.toFixed(1).padStart(7)} s`);
process.exit(ok && steps.every((entry) => entry.ok) ? 0 : 1);
