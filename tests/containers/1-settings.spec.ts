import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CONTAINER_TEST } from '../../scripts/containers/test-project.ts';
import { ROOT } from '../../scripts/stack/config.ts';
import { compose, docker } from './compose.ts';

const SHOP_SERVICES = ['cms', 'checkout-service', 'prize-service', 'web-render'];
const NODE_SERVICES = [...SHOP_SERVICES, 'stripe-sandbox'];

type ComposeConfig = { services: Record<string, { environment: Record<string, string | null> }> };
/** Addresses the shopper's browser opens: the only settings that may name localhost. */
const BROWSER_FACING = new Set(['PUBLIC_WEB_URL', 'STRIPE_SANDBOX_PUBLIC_URL']);

test('`docker compose up` with no .env and no -f gives the containers development settings', async () => {
  const config = JSON.parse(await compose('config', '--format', 'json')) as ComposeConfig;
  for (const service of NODE_SERVICES) {
    const environment = config.services[service]?.environment ?? {};
    const onHost = Object.entries(environment).filter(
      ([key, value]) => !BROWSER_FACING.has(key) && /localhost|127\.0\.0\.1/.test(String(value)),
    );
    expect(onHost, `${service}: settings that point at the host`).toEqual([]);
    expect(environment.NODE_ENV, `${service}: docker-compose.override.yml is development`).toBe('development');
    expect(environment.HOST, service).toBe('0.0.0.0');
  }
  for (const service of SHOP_SERVICES) {
    const environment = config.services[service]?.environment ?? {};
    expect(environment.SMTP_HOST, service).toBe('maildev');
    expect(environment.STRIPE_API_URL, service).toBe('http://stripe-sandbox:12111');
    expect(environment.TRUSTED_PROXY_HOPS, service).toBe('1');
  }
  const cms = config.services.cms?.environment ?? {};
  expect([cms.CMS_PUBLIC_DIR, cms.CMS_PRIVATE_DIR]).toEqual(['/data/public', '/data/private']);
  expect(cms.PUBLIC_WEB_URL).toBe(`http://localhost:${CONTAINER_TEST.ports.web}`);
});

/** `docker compose` on production's files, as docs/operations.md names them, with `.env.example` copied as `.env`. */
function production(...args: string[]): Promise<string> {
  return docker(
    'compose',
    '--project-name',
    'outlet-shop-production-check',
    '--env-file',
    path.join(ROOT, '.env.example'),
    ...CONTAINER_TEST.productionComposeFiles.flatMap((file) => ['-f', file]),
    ...args,
  );
}

test('production is named: it runs no stand-in, publishes the edge on every interface and needs its own database password', async () => {
  await expect(production('config', '--format', 'json')).rejects.toThrow(/POSTGRES_PASSWORD/);
  process.env.POSTGRES_PASSWORD = 'a-production-password';
  try {
    const config = JSON.parse(await production('config', '--format', 'json')) as ComposeConfig & {
      services: Record<string, { ports?: { host_ip?: string; published: string }[] }>;
    };
    expect(Object.keys(config.services).sort()).toEqual(
      ['checkout-service', 'cms', 'postgres', 'prize-service', 'web', 'web-render'].sort(),
    );
    for (const service of SHOP_SERVICES) {
      expect(config.services[service]?.environment.NODE_ENV, service).toBe('production');
      expect(config.services[service]?.environment.STRIPE_API_URL, service).toBe('');
    }
    expect(config.services.web?.environment.NGINX_CSP_EXTRA_FRAME_SRC).toBe('');
    expect(config.services.web?.ports?.map((port) => port.host_ip ?? '')).toEqual(['']);
  } finally {
    delete process.env.POSTGRES_PASSWORD;
  }
});

test('development publishes its ports on 127.0.0.1 only', async () => {
  const config = JSON.parse(await compose('config', '--format', 'json')) as {
    services: Record<string, { ports?: { host_ip?: string }[] }>;
  };
  const published = Object.entries(config.services).flatMap(([name, service]) =>
    (service.ports ?? []).map((port) => [name, port.host_ip ?? '0.0.0.0']),
  );
  expect(published.map(([name]) => name).sort()).toEqual(['maildev', 'stripe-sandbox', 'web']);
  for (const [name, hostIp] of published) expect(hostIp, name).toBe('127.0.0.1');
});

test('production refuses to start the checkout and the prize service with the secrets of a .env copied from .env.example', async () => {
  // Both check their settings before they reach for the database (`--no-deps`: none runs); the
  // CMS refuses in its register step, after connecting (cms/test/development-secrets.test.ts).
  process.env.POSTGRES_PASSWORD = 'a-production-password';
  try {
    for (const service of ['checkout-service', 'prize-service']) {
      const started = production('run', '--rm', '--no-deps', '-T', service);
      await expect(started, service).rejects.toThrow(/development secret used in production/);
    }
  } finally {
    delete process.env.POSTGRES_PASSWORD;
  }
});

test('the CMS runs the PostgreSQL driver its workspace pins, not the hoisted one', async () => {
  const pinned = JSON.parse(readFileSync(path.join(ROOT, 'cms', 'package.json'), 'utf8')).dependencies.pg as string;
  const running = await compose('exec', '-T', 'cms', 'node', '-p', "require('pg/package.json').version");
  expect(running.trim()).toBe(pinned);
});

test('the checkout service finds its own mail library in the image', async () => {
  const resolved = await compose(
    'exec',
    '-T',
    'checkout-service',
    'node',
    '-e',
    "import('nodemailer').then(() => console.log('nodemailer ok'))",
  );
  expect(resolved.trim()).toBe('nodemailer ok');
});

test('the chat link of the WhatsApp number in the settings reached the SPA, through the CMS shop setting', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('a.chat-help')).toHaveAttribute('href', CONTAINER_TEST.chatHelpUrl);
});
