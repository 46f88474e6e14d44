import { createServer } from 'node:net';
import { DELIVERY_TIERS, formatAed } from '@outlet-shop/shop-rules';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpCatcher } from '../../scripts/test/smtp-catcher.ts';
import { isConfirmationOf } from './fakes.ts';
import { createOrderWithSession, postStripeEvent, setupApp, type TestContext } from './helper.ts';

let eventCount = 0;
function completedEvent(context: TestContext, sessionId: string) {
  eventCount += 1;
  return {
    id: `evt_mail_${eventCount}`,
    type: 'checkout.session.completed',
    data: { object: context.stripe.sessions.get(sessionId) },
  };
}

async function payByWebhook(context: TestContext, overrides: Record<string, unknown> = {}) {
  const { reference, sessionId } = await createOrderWithSession(context, overrides);
  context.stripe.pay(sessionId);
  const response = await postStripeEvent(context, completedEvent(context, sessionId));
  expect(response.statusCode).toBe(200);
  return reference;
}

/** The order's confirmation mail: attempts, when it was sent, the last refusal; undefined when none is queued. */
async function outboxRow(context: TestContext, reference: string) {
  const result = await context.db.query(
    `SELECT confirmation_mail_attempts AS attempts, confirmation_mailed_at AS sent_at, confirmation_mail_error AS last_error
       FROM orders
      WHERE customer_reference_number = $1
        AND (confirmation_mailed_at IS NOT NULL
          OR EXISTS (SELECT 1 FROM graphile_worker.jobs WHERE key = 'order-confirmation-mail:' || $1))`,
    [reference],
  );
  return result.rows[0] as { attempts: number; sent_at: Date | null; last_error: string | null } | undefined;
}

describe('order confirmation mail (recording SMTP stand-in)', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await setupApp({ jobPollIntervalMs: 50, mailRetryBaseMs: 50 });
  });
  afterAll(() => context.close());

  it('mails the shopper once: reference, lines, amounts, discount, delivery, VAT and address', async () => {
    const reference = await payByWebhook(context, {
      email: 'winner@example.ae',
      coupon_code: 'HALF50',
      products: [
        { id: 1, quantity: 2 },
        { id: 2, quantity: 1 },
      ],
    });
    await expect.poll(() => context.mailer.sent.filter((mail) => isConfirmationOf(mail, reference)).length).toBe(1);
    const [mail] = context.mailer.sent.filter((sent) => isConfirmationOf(sent, reference));
    expect(mail?.to).toBe('winner@example.ae');
    expect(mail?.from).toContain('shop@outlet-shop.example');
    // 2 x 24.50 + 30.00 = 79.00; half off = 39.50, below the reduced fee's tier: the full fee; VAT 5/105.
    const { fullFeeFils } = DELIVERY_TIERS;
    const totalFils = 7900 - 3950 + fullFeeFils;
    for (const text of [
      reference,
      '2 x Crunchy Peanut Butter 340 g @ AED 24.50 = AED 49.00',
      '1 x Dates Maamoul 340 g @ AED 30.00 = AED 30.00',
      'Items: AED 79.00',
      'Discount (50% Off on next order): -AED 39.50',
      `Delivery: ${formatAed(fullFeeFils)}`,
      `Total paid: ${formatAed(totalFils)}`,
      `of which 5% VAT: ${formatAed(Math.round((totalFils * 5) / 105))}`,
      'Aisha Khan',
      'Al Barsha 1, Street 12',
      'Dubai, United Arab Emirates',
    ]) {
      expect(mail?.text).toContain(text);
    }
    expect(mail?.html).toContain('Crunchy Peanut Butter 340 g');
    expect(mail?.html).toContain(formatAed(totalFils));
    // One 'House No. or Name' input fills building name and house no.: the house shows once.
    expect(mail?.text).toContain('\nVilla 7\n');
    expect(mail?.text).not.toContain('Villa 7, Villa 7');
    // The sentence about the delivery comes before the address it speaks of.
    expect(mail?.text.indexOf('We will deliver to the address below')).toBeLessThan(
      mail?.text.indexOf('Delivery address:') ?? -1,
    );
    // The logo travels inline with the mail and the HTML shows it from there; the invoice is still attached.
    const logo = mail?.attachments?.find((attachment) => attachment.cid);
    expect(logo?.contentType).toBe('image/png');
    expect(mail?.html).toContain(`src="cid:${logo?.cid}"`);
    expect(mail?.html).toMatch(/<img [^>]*alt="Outlet Shop"/);
    expect(mail?.attachments?.some((attachment) => attachment.contentType === 'application/pdf')).toBe(true);
    // The job stamps the order once the SMTP server took the mail (just after the send returns).
    await expect.poll(async () => (await outboxRow(context, reference))?.sent_at ?? null).not.toBeNull();
  });

  it('links the order status page with the reference, never the e-mail (docs/decisions/075)', async () => {
    const reference = await payByWebhook(context, { email: 'follow@example.ae' });
    await expect.poll(() => context.mailer.sent.filter((mail) => isConfirmationOf(mail, reference)).length).toBe(1);
    const [mail] = context.mailer.sent.filter((sent) => isConfirmationOf(sent, reference));
    const statusUrl = `http://localhost:5173/order-status?ref=${reference}`;
    expect(mail?.text).toContain(`Follow your order with its reference and this e-mail address: ${statusUrl}`);
    expect(mail?.html).toContain(`<a href="${statusUrl}">our order status page</a>`);
    expect(`${mail?.text}${mail?.html}`).not.toMatch(/order-status\?[^"\s]*follow/);
  });

  it('escapes what the shopper typed in the HTML mail and keeps it on one line in the text', async () => {
    const reference = await payByWebhook(context, {
      destination_address_landmark: '<img src=x onerror=alert(1)> near the mall',
    });
    await expect.poll(() => context.mailer.sent.filter((mail) => isConfirmationOf(mail, reference)).length).toBe(1);
    const [mail] = context.mailer.sent.filter((sent) => isConfirmationOf(sent, reference));
    expect(mail?.html).not.toContain('<img src=x');
    expect(mail?.html).toContain('&lt;img src=x onerror=alert(1)&gt; near the mall');
  });

  it('keeps the mail while the SMTP server refuses it, and sends it once when it takes it', async () => {
    context.mailer.failures = 3;
    const reference = await payByWebhook(context);
    await expect.poll(() => context.mailer.sent.filter((mail) => isConfirmationOf(mail, reference)).length).toBe(1);
    // Stamped by the job just after the send returns: three refusals, then the mail that went.
    await expect.poll(async () => (await outboxRow(context, reference))?.sent_at ?? null).not.toBeNull();
    expect((await outboxRow(context, reference))?.attempts).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(context.mailer.sent.filter((mail) => isConfirmationOf(mail, reference))).toHaveLength(1);
  });

  it('queues no mail for an order that is not paid', async () => {
    const { reference } = await createOrderWithSession(context);
    expect(await outboxRow(context, reference)).toBeUndefined();
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('order confirmation mail through a real SMTP server', () => {
  let context: TestContext;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = new SmtpCatcher(await freePort());
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, ignoreTLS: true });
    context = await setupApp({ jobPollIntervalMs: 100, mailRetryBaseMs: 100, mailer: transport });
  });
  afterAll(async () => {
    await context.close();
    await smtp.stop();
  });

  it('SMTP down, an order paid, SMTP up: exactly one mail arrives', async () => {
    const reference = await payByWebhook(context, { email: 'Shopper@Example.com' });
    await expect.poll(async () => (await outboxRow(context, reference))?.last_error ?? '').toMatch(/ECONNREFUSED/);
    expect((await outboxRow(context, reference))?.sent_at).toBeNull();

    await smtp.start();
    const mail = await smtp.waitFor(`your order ${reference} is confirmed`);
    expect(mail.rcptTo.map((address) => address.toLowerCase())).toEqual(['shopper@example.com']);
    expect(mail.parsed.subject).toBe(`Your Outlet Shop order ${reference} is confirmed`);
    expect(mail.parsed.html).toContain(reference);
    // The order's own Message-ID: sent again after a replica died mid-job, the shopper's mail service shows one.
    expect(mail.parsed.messageId).toBe(`<order-confirmation.${reference}@outlet-shop.example>`);
    // The logo arrives as an inline part the HTML references by its Content-ID.
    const logo = mail.parsed.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(logo?.contentDisposition).toBe('inline');
    expect(logo?.cid).toBe('logo@outlet-shop');
    // mailparser puts a part the HTML references by `cid:` into the HTML as a data: URL.
    expect(mail.parsed.html).toContain('<img src="data:image/png;base64,');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.matching(`your order ${reference} is confirmed`)).toHaveLength(1);
  });
});
