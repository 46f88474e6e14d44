import { expect, test } from '@playwright/test';
import { CONTAINER_TEST } from '../../../scripts/containers/test-project.ts';
import { TEST_DELIVERY_ADDRESS } from '../../support/shop.ts';
import { adminToken, catcherMails, compose, docker, replicaAddresses } from '../compose.ts';

/*
 * Losing a replica of each service while shoppers buy (docs/decisions/086): 20 shoppers, each on
 * their own address, buy through the two checkout replicas as the edge would spread them; one
 * replica each of cms, checkout-service, prize-service and web-render is killed on the way. A
 * shopper whose call failed asks again, as one pressing the button again would. Part of every run
 * of the scaled journeys (docs/decisions/089); CONTAINER_TEST_REPLICA_LOSS=0 leaves it out.
 */

test.skip(process.env.CONTAINER_TEST_REPLICA_LOSS === '0', 'CONTAINER_TEST_REPLICA_LOSS=0 leaves it out');

const SHOPPERS = 20;
const SANDBOX = `http://localhost:${CONTAINER_TEST.ports.stripeSandbox}`;

/** The answer of the first try that reached a live replica and was not a 5xx, rotating over `origins`. */
async function askUntilAnswered(
  origins: () => string[],
  path: string,
  init: RequestInit,
): Promise<{ status: number; body: Record<string, unknown> }> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const live = origins();
    const origin = live[attempt % live.length] as string;
    try {
      const answer = await fetch(`${origin}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
      if (answer.status < 500) return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
    } catch {
      // The replica is gone: the next try goes to another.
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`no replica answered ${path}`);
}

test('20 shoppers buy while one replica of each service is killed: each order paid once, one mail each', async ({
  baseURL,
}) => {
  test.setTimeout(420_000);
  let checkouts = (await replicaAddresses('checkout-service')).map((address) => `http://${address}:4242`);
  const cms = (await replicaAddresses('cms')).map((address) => `http://${address}:1337`);
  const listed = await fetch(
    `${cms[0]}/api/products?filters[available][$gte]=10&filters[flash_sale][$eq]=false&filters[id][$ne]=3&pagination[pageSize]=4`,
  );
  const products = ((await listed.json()) as { data: { id: number }[] }).data.map((product) => product.id);
  expect(products.length).toBeGreaterThan(0);

  const victims = await Promise.all(
    ['cms', 'checkout-service', 'prize-service', 'web-render'].map(async (service) => {
      const ids = (await compose('ps', '-q', service)).trim().split('\n');
      return ids[1] as string;
    }),
  );
  const killedCheckout = (
    await docker('inspect', '-f', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', victims[1] as string)
  ).trim();
  const killing = new Promise<void>((resolve) => {
    setTimeout(async () => {
      await docker('kill', ...victims);
      checkouts = checkouts.filter((origin) => !origin.includes(`//${killedCheckout}:`));
      resolve();
    }, 4_000);
  });

  const run = Date.now();
  const shoppers = Array.from({ length: SHOPPERS }, (_, index) => ({
    email: `replica-loss-${run}-${index}@example.com`,
    mobile: `+9715012345${String(index).padStart(2, '0')}`,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${index + 1}` },
    product: products[index % products.length] as number,
  }));
  const bought = await Promise.all(
    shoppers.map(async (shopper, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 400));
      const created = await askUntilAnswered(() => checkouts, '/v1/create_order_ref', {
        method: 'POST',
        headers: shopper.headers,
        body: JSON.stringify({
          destination_address_name: 'Replica Shopper',
          email: shopper.email,
          ...TEST_DELIVERY_ADDRESS,
          // Twenty shoppers, twenty phones: one mobile number is one shopper's three open checkouts.
          destination_address_mobile_number: shopper.mobile,
          products: [{ id: shopper.product, quantity: 1 }],
        }),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const order = created.body.order as { customer_reference_number: string; order_access_token: string };
      const reference = order.customer_reference_number;
      const withToken = { ...shopper.headers, 'X-Order-Token': order.order_access_token };
      const popup = await askUntilAnswered(() => checkouts, '/v1/create-checkout-session', {
        method: 'POST',
        headers: withToken,
        body: JSON.stringify({ customer_reference_number: reference }),
      });
      expect(popup.status, JSON.stringify(popup.body)).toBe(200);
      const paid = await fetch(`${SANDBOX}/embedded-checkout/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          client_secret: popup.body.clientSecret,
          cardNumber: '4242 4242 4242 4242',
          expiry: '12 / 34',
          cvc: '123',
          name: 'Replica Shopper',
        }),
      });
      expect(paid.status).toBe(200);
      const { returnUrl } = (await paid.json()) as { returnUrl: string };
      const sessionId = new URL(returnUrl).searchParams.get('session_id') as string;
      const completed = await askUntilAnswered(() => checkouts, '/v1/create_order', {
        method: 'POST',
        headers: withToken,
        body: JSON.stringify({ customer_reference_number: reference, sessionId }),
      });
      expect(completed.status, JSON.stringify(completed.body)).toBe(200);
      expect((completed.body.order as { payment_status: string }).payment_status).toBe('paid');
      return reference;
    }),
  );
  await killing;
  expect(new Set(bought).size).toBe(SHOPPERS);

  // Each paid order once in the admin, and one confirmation mail each.
  const staff = { Authorization: `Bearer ${await adminToken(String(baseURL))}` };
  for (const reference of bought) {
    await expect
      .poll(
        async () => {
          const answer = await fetch(
            `${baseURL}/content-manager/collection-types/api::order.order?filters[customer_reference_number][$eq]=${reference}`,
            { headers: staff },
          );
          return ((await answer.json()) as { results?: { payment_status: string }[] }).results?.map(
            (row) => row.payment_status,
          );
        },
        { timeout: 120_000, intervals: [2_000] },
      )
      .toEqual(['paid']);
  }
  const subjects = bought.map((reference) => `Your Outlet Shop order ${reference} is confirmed`);
  await expect
    .poll(async () => (await catcherMails()).filter((mail) => subjects.includes(mail.subject)).length, {
      timeout: 120_000,
      intervals: [2_000],
    })
    .toBeGreaterThanOrEqual(SHOPPERS);
  await new Promise((resolve) => setTimeout(resolve, 8_000));
  // One mail per order as the shopper's mail service shows it: a job whose replica was killed after
  // the SMTP server took its mail runs again, and its mail carries the same Message-ID (at most the
  // killed checkout's two running jobs).
  const mails = (await catcherMails()).filter((mail) => subjects.includes(mail.subject));
  const shown = new Map(mails.map((mail) => [mail.messageId, mail.subject]));
  expect([...shown.values()].sort()).toEqual([...subjects].sort());
  expect(mails.length, 'mails sent twice (a killed replica mid-send)').toBeLessThanOrEqual(SHOPPERS + 2);

  // The lost replicas come back for whatever runs next.
  const scale = ['cms', 'checkout-service', 'prize-service', 'web-render'].flatMap((name) => ['--scale', `${name}=2`]);
  // Started, not awaited healthy: what runs next waits for what it needs.
  await compose('up', '--detach', ...scale);
});
