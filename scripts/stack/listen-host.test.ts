import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './config.ts';
import { findFreePort } from './ports.ts';
import { type RunningService, startService, stopServices } from './processes.ts';

// `npm start` passes each part the settings of `.env.example` (and `.env`). Under them a part must
// answer on loopback only: every service believes the X-Forwarded-For of whoever reaches its port
// (docs/operations.md "Client addresses"). 127.0.0.2 is loopback on Linux too, but a socket bound
// to 127.0.0.1 does not answer there; one bound to all interfaces (0.0.0.0) does.

/** Whether a TCP connection to `host:port` is accepted. */
function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

let exampleEnv: Record<string, string>;
let scratch: string;
const running: RunningService[] = [];

beforeAll(async () => {
  const parsed = parseEnv(await readFile(path.join(ROOT, '.env.example'), 'utf8'));
  exampleEnv = Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  scratch = await mkdtemp(path.join(tmpdir(), 'listen-host-'));
  await writeFile(path.join(scratch, 'index.html'), '<!doctype html><div id="root"></div>');
});

afterAll(async () => {
  await stopServices(running.splice(0));
  await rm(scratch, { recursive: true, force: true });
});

/** Starts a part's `src/server.ts` as the stack runs it, with `.env.example`'s settings and `extra`. */
async function startPart(workspace: string, portKey: string, extra: Record<string, string>, healthPath: string) {
  const port = await findFreePort();
  const { HOST: _inherited, ...inherited } = process.env;
  const service = await startService(
    {
      name: `${workspace}-${port}`,
      command: process.execPath,
      args: ['--import', 'tsx', 'src/server.ts'],
      cwd: path.join(ROOT, workspace),
      env: { ...inherited, ...exampleEnv, NODE_ENV: 'development', [portKey]: String(port), ...extra } as Record<
        string,
        string
      >,
      readiness: { httpUrl: `http://127.0.0.1:${port}${healthPath}` },
      timeoutMs: 30_000,
    },
    path.join(scratch, 'logs'),
  );
  running.push(service);
  return port;
}

const PARTS = [
  { workspace: 'stripe-sandbox', portKey: 'STRIPE_SANDBOX_PORT', extra: {}, health: '/health' },
  {
    workspace: 'web-origin',
    portKey: 'WEB_PORT',
    extra: (dir: string) => ({ WEB_ROOT: dir, WEB_RENDER_ENTRY: '' }),
    health: '/index.html',
  },
] as const;

describe('the parts of `npm start` listen on loopback unless HOST says otherwise', () => {
  it.each(PARTS)('$workspace answers on 127.0.0.1 only under .env.example', async (part) => {
    const extra = typeof part.extra === 'function' ? part.extra(scratch) : part.extra;
    const port = await startPart(part.workspace, part.portKey, extra, part.health);
    expect(await connects('127.0.0.1', port)).toBe(true);
    expect(await connects('127.0.0.2', port), 'reachable on an address other than 127.0.0.1').toBe(false);
  });

  it('HOST=0.0.0.0 opens a part to every interface (what the containers set)', async () => {
    const port = await startPart('stripe-sandbox', 'STRIPE_SANDBOX_PORT', { HOST: '0.0.0.0' }, '/health');
    expect(await connects('127.0.0.2', port)).toBe(true);
  });
});
