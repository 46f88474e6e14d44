import { execFile } from 'node:child_process';
import { devNull } from 'node:os';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { CONTAINER_TEST } from '../../scripts/containers/test-project.ts';
import { ROOT } from '../../scripts/stack/config.ts';
import { type CaughtMail, waitForMail } from '../support/stack.ts';

const exec = promisify(execFile);

/** The settings file the runner gave compose: an empty one, as on a fresh clone with no `.env`. */
export function composeEnvFile(): string {
  return process.env.CONTAINER_TEST_ENV_FILE ?? devNull;
}

/** Runs `docker compose` on the test project with the runner's settings; resolves with stdout. */
export async function compose(...args: string[]): Promise<string> {
  const envFile = composeEnvFile();
  const { stdout } = await exec(
    'docker',
    [
      'compose',
      '--project-name',
      CONTAINER_TEST.project,
      '--env-file',
      envFile,
      // No `-f`: Compose reads docker-compose.yml and docker-compose.override.yml by itself.
      ...args,
    ],
    { cwd: ROOT, env: { ...process.env, ...CONTAINER_TEST.environment }, maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}

/** Runs `docker` itself; resolves with stdout. */
export async function docker(...args: string[]): Promise<string> {
  const { stdout } = await exec('docker', args, { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
  return stdout.trim();
}

/** The address a service's container has on the project's network. */
export async function containerAddress(service: string): Promise<string> {
  const id = (await compose('ps', '-q', service)).trim();
  return docker('inspect', '-f', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', id);
}

/** The addresses of every running replica of a service on the project's network, one per container. */
export async function replicaAddresses(service: string): Promise<string[]> {
  const ids = (await compose('ps', '-q', service)).trim().split('\n').filter(Boolean);
  return Promise.all(
    ids.map((id) => docker('inspect', '-f', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', id)),
  );
}

/** Every mail in docker-compose.override.yml's maildev. */
export async function catcherMails(): Promise<CaughtMail[]> {
  return (await (await fetch(`http://localhost:${CONTAINER_TEST.ports.maildev}/email`)).json()) as CaughtMail[];
}

/** Waits for the first mail in docker-compose.override.yml's maildev that `matches` accepts. */
export function waitForCatcherMail(matches: (mail: CaughtMail) => boolean): Promise<CaughtMail> {
  return waitForMail(matches, 60_000, `http://localhost:${CONTAINER_TEST.ports.maildev}`);
}

/** The development admin of `.env.example`, signed in through the edge: its JWT. */
export async function adminToken(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@outlet-shop.local', password: 'OutletShop-dev-1' }),
  });
  expect(response.status, 'admin login through the edge').toBe(200);
  const { data } = (await response.json()) as { data: { token: string } };
  return data.token;
}
