/**
 * Boots one release's checkout or prize service on a test database as its server does (migrate,
 * then the app) and tries it through its public API; prints one JSON line `RESULT {…}`. Run by
 * scripts/release/compatibility.test.ts in a process of its own, once per release, so the
 * previous and this release's module graphs never meet:
 *
 *   node --conditions=@outlet-shop/source --import tsx scripts/release/boot-service.ts \
 *     <release root> <checkout-service|prize-service> <database url> <label> <earlier labels, comma-separated>
 *
 * The app gets the in-memory fakes of its own release's `test/fakes.ts` for the CMS, Stripe and
 * mail, as its service tests do; only the database is shared between releases.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [root, service, databaseUrl, label, earlierList] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string?,
];
const earlier = (earlierList ?? '').split(',').filter(Boolean);
const load = (file: string) => import(pathToFileURL(path.join(root, file)).href);

/** The runs of a rollout, in order: the previous release, this one, the previous one again. */
const RUNS = ['first', 'second', 'third'];

/**
 * The checkout form every release has taken (docs/product.md 3), one shopper per label: a
 * browser's new popup ends its own earlier ones at Stripe, and each release has a Stripe fake of its own.
 */
function orderOf(run: string) {
  const index = RUNS.indexOf(run) + 1;
  return {
    destination_address_name: 'Rolling Release',
    email: `rolling-${run}@example.ae`,
    destination_address_mobile_number: `+97150123456${index}`,
    destination_address_city: 'Dubai',
    destination_address_area: 'Al Barsha 1, Street 12',
    destination_address_house_no: 'Villa 7',
    destination_address_building_name: 'Villa 7',
    destination_address_landmark: 'Near the mall',
    products: [{ id: 1, quantity: 2 }],
  };
}

interface Injectable {
  inject(options: object): Promise<{ statusCode: number; body: string; json(): Record<string, unknown> }>;
  close(): Promise<void>;
}

async function checkout(): Promise<Record<string, unknown>> {
  const { migrate } = await load('checkout-service/src/database.ts');
  await migrate(databaseUrl);
  const { createPool } = await load('packages/service-kit/src/index.ts');
  const { loadConfig } = await load('checkout-service/src/config.ts');
  const { buildApp } = await load('checkout-service/src/app.ts');
  const fakes = await load('checkout-service/test/fakes.ts');
  const db = createPool(databaseUrl);
  const stripe = new fakes.FakeStripe();
  // Each release's fake numbers its sessions from 1; the shared rows need them apart (`cs_test_2001`, …).
  stripe.count = RUNS.indexOf(label) * 1000;
  const config = loadConfig({
    CHECKOUT_DATABASE_URL: databaseUrl,
    STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
    CHECKOUT_OPEN_SESSIONS_PER_SHOPPER: '100000',
    CHECKOUT_OPEN_SESSIONS_PER_ADDRESS: '100000',
    CHECKOUT_CLIENT_HOLD_SHARE_PERCENT: '100',
  });
  const app: Injectable = await buildApp(
    {
      config,
      db,
      catalog: new fakes.FakeCatalog(),
      prizes: new fakes.FakePrizes(),
      cmsOrders: new fakes.FakeCmsOrders(),
      stock: new fakes.FakeStock(),
      stripe,
      documents: new fakes.RecordingDocuments(),
      mailer: new fakes.FakeMailer(),
    },
    {
      creationsPerMinute: 10_000,
      paymentChecksPerMinute: 10_000,
      jobPollIntervalMs: 100,
      // Errors only, on stdout: the test shows them beside a failed answer.
      logger: { level: 'error' },
    },
  );
  try {
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    const place = (run: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/create_order_ref',
        headers: { 'idempotency-key': `rolling-${run}` },
        payload: orderOf(run),
      });
    const created = await place(label);
    const order = created.statusCode === 201 ? (created.json().order as Record<string, string>) : null;
    const popup = order
      ? await app.inject({
          method: 'POST',
          url: '/v1/create-checkout-session',
          headers: { 'x-order-token': order.order_access_token },
          payload: { customer_reference_number: order.customer_reference_number },
        })
      : null;
    // An order another release placed, asked for again with its key: read back from the shared rows.
    const replays = await Promise.all(
      earlier.map(async (other) => {
        const answer = await place(other);
        return {
          label: other,
          status: answer.statusCode,
          reference: (answer.json().order as { customer_reference_number?: string } | undefined)
            ?.customer_reference_number,
        };
      }),
    );
    return {
      ready: ready.statusCode,
      created: {
        status: created.statusCode,
        reference: order?.customer_reference_number,
        body: order ? undefined : created.body,
      },
      popup: { status: popup?.statusCode, body: popup && popup.statusCode !== 200 ? popup.body : undefined },
      replays,
    };
  } finally {
    await app.close();
    await db.end();
  }
}

/** The sample code each label redeems: one a run, so every release spends one of its own. */
const CODE_OF: Record<string, string> = { first: 'GOLDCOIN', second: 'MOVIE2', third: 'FAMILY1' };
const TOKEN = 'test-prize-service-token';

async function prize(): Promise<Record<string, unknown>> {
  const { migrate } = await load('prize-service/src/database.ts');
  await migrate(databaseUrl);
  const { createPool } = await load('packages/service-kit/src/index.ts');
  const { loadConfig } = await load('prize-service/src/config.ts');
  const { buildApp } = await load('prize-service/src/app.ts');
  const { seedSampleCodes } = await load('prize-service/src/seed.ts');
  const db = createPool(databaseUrl);
  await seedSampleCodes(db);
  const config = loadConfig({ PRIZE_DATABASE_URL: databaseUrl, PRIZE_SERVICE_TOKEN: TOKEN });
  const app: Injectable = await buildApp({ config, db });
  try {
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    const redeem = (code: string, orderReference: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/redemptions',
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: { code, orderReference },
      });
    const redeemed = await redeem(CODE_OF[label] as string, `ORDER-${label}`);
    // A code another release spent: the same order again is answered its redemption, another order is refused.
    const replays = await Promise.all(
      earlier.map(async (other) => ({
        label: other,
        sameOrder: (await redeem(CODE_OF[other] as string, `ORDER-${other}`)).statusCode,
        anotherOrder: (await redeem(CODE_OF[other] as string, `ORDER-${label}-late`)).statusCode,
      })),
    );
    return {
      ready: ready.statusCode,
      redeemed: { status: redeemed.statusCode, body: redeemed.statusCode === 201 ? undefined : redeemed.body },
      replays,
    };
  } finally {
    await app.close();
    await db.end();
  }
}

try {
  const result = service === 'checkout-service' ? await checkout() : await prize();
  console.log(`RESULT ${JSON.stringify(result)}`);
  process.exit(0);
} catch (error) {
  console.log(
    `RESULT ${JSON.stringify({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) })}`,
  );
  process.exit(1);
}
