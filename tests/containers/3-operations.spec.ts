import { expect, test } from '@playwright/test';
import { CONTAINER_TEST } from '../../scripts/containers/test-project.ts';
import { compose, containerAddress, docker } from './compose.ts';

test.describe.configure({ mode: 'serial' });

/** The first uploaded image the catalogue names, as a path on the shop's origin. */
async function someUploadPath(baseURL: string): Promise<string> {
  const body = await (await fetch(`${baseURL}/api/products?pagination[pageSize]=5&populate=*`)).text();
  const match = body.match(/\/uploads\/[A-Za-z0-9._-]+\.(?:png|jpe?g|webp|svg)/);
  if (!match) throw new Error('the catalogue names no uploaded image');
  return match[0];
}

test('uploaded media are still served after `docker compose up --force-recreate cms`', async ({ baseURL }) => {
  const upload = await someUploadPath(String(baseURL));
  const before = await fetch(`${baseURL}${upload}`);
  expect(before.status).toBe(200);
  const bytes = (await before.arrayBuffer()).byteLength;

  await compose('up', '--detach', '--wait', '--force-recreate', 'cms');

  const after = await fetch(`${baseURL}${upload}`);
  expect(after.status).toBe(200);
  expect((await after.arrayBuffer()).byteLength).toBe(bytes);
});

test('the edge still answers after the cms container comes back on a new address', async ({ baseURL }) => {
  const before = await containerAddress('cms');
  const network = `${CONTAINER_TEST.project}_default`;
  // Something else takes the next free address while the cms is gone, so it cannot get its own back.
  await compose('rm', '--stop', '--force', 'cms');
  const placeholder = await docker(
    'run',
    '--detach',
    '--rm',
    '--network',
    network,
    'node:24-bookworm-slim',
    'sleep',
    '300',
  );
  try {
    await compose('up', '--detach', '--wait', 'cms');
    const after = await containerAddress('cms');
    expect(after).not.toBe(before);
    await expect.poll(async () => (await fetch(`${baseURL}/api/ready`)).status, { timeout: 30_000 }).toBe(200);
    expect((await fetch(`${baseURL}/api/products?pagination[pageSize]=1`)).status).toBe(200);
  } finally {
    await docker('rm', '--force', placeholder);
  }
});

test('the edge answers 503 with the busy page while web-render is down, and pages rendered once it is back', async ({
  baseURL,
}) => {
  await compose('stop', 'web-render');
  try {
    // A temporary failure for crawlers (docs/decisions/081), never the shell with 200; the busy page
    // is still the shell, which the app draws in a shopper's browser.
    const page = await fetch(`${baseURL}/product/1`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('30');
    const html = await page.text();
    expect(html).toContain('This page is on its way');
    expect(html).toContain('<script type="module"');
    expect(html).not.toContain('data-rendered');
    const arabic = await fetch(`${baseURL}/ar/about`);
    expect(arabic.status).toBe(503);
    expect(await arabic.text()).toContain('<html lang="ar" dir="rtl">');
    // The shopper's own pages are files of the build's shell, as ever.
    expect((await fetch(`${baseURL}/index.html`)).status).toBe(200);
    // A POST is refused as when web-render is up (405), not answered with the shell.
    const post = await fetch(`${baseURL}/contact`, { method: 'POST', body: 'name=x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  } finally {
    await compose('up', '--detach', '--wait', 'web-render');
  }
  await expect
    .poll(async () => (await (await fetch(`${baseURL}/product/1`)).text()).includes('data-rendered'), {
      timeout: 30_000,
    })
    .toBe(true);
});

/**
 * The statuses of prize code checks sent through the edge (`web:8080`) from inside the container of
 * `service`, one after the other: a shopper on an address of its own (each container has one on the
 * project's network; development publishes the edge on 127.0.0.1 only, so no second host reaches it).
 */
async function checksFrom(service: string, count: number, headers: Record<string, string> = {}): Promise<number[]> {
  const script = `(async () => { const statuses = []; for (let i = 0; i < ${count}; i += 1) {
    statuses.push((await fetch('http://web:8080/prize/v1/varifyCode/NOT-A-CODE', { headers: ${JSON.stringify(headers)} })).status); }
    console.log(JSON.stringify(statuses)); })()`;
  return JSON.parse(await compose('exec', '-T', service, 'node', '-e', script)) as number[];
}

test('prize code checks are limited per shopper address; a forged X-Forwarded-For changes nothing', async () => {
  // 20 wrong codes in 15 minutes per browser, and a check without the browser's id counts for its
  // address (docs/decisions/098): each wrong code is a 404 until then. Two shoppers: the Stripe
  // sandbox's and the mail catcher's containers, each on its own address.
  expect(await checksFrom('stripe-sandbox', 20)).toEqual(Array(20).fill(404));
  expect(await checksFrom('stripe-sandbox', 1)).toEqual([429]);
  expect(await checksFrom('stripe-sandbox', 1, { 'X-Forwarded-For': '203.0.113.77' })).toEqual([429]);
  expect(await checksFrom('maildev', 1)).toEqual([404]);
});
