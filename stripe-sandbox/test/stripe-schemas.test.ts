import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Ajv, type ValidateFunction } from 'ajv';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import {
  bankDebit,
  card,
  FAILING_IBAN,
  PAYING_IBAN,
  SECRET_KEY,
  sessionParams,
  startWebhookReceiver,
  WEBHOOK_SECRET,
} from './helper.ts';

/**
 * The schemas of the Stripe objects at the API version the installed SDK pins, extracted by
 * `scripts/extract-schemas.ts`; a newer SDK without a new extraction fails here.
 */
const { source, ...stripeSchemas } = JSON.parse(
  readFileSync(new URL(`./stripe-schemas/${Stripe.API_VERSION}.json`, import.meta.url), 'utf8'),
) as { source: { apiVersion: string }; roots: Record<string, unknown> };

const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
ajv.addSchema(stripeSchemas, 'stripe');
const validators = new Map<string, ValidateFunction>();
function validatorOf(root: string): ValidateFunction {
  const known = validators.get(root);
  if (known) return known;
  if (!(root in stripeSchemas.roots)) throw new Error(`No schema for a Stripe ${root}`);
  const compiled = ajv.compile({ $ref: `stripe#/roots/${root}` });
  validators.set(root, compiled);
  return compiled;
}

/** What is wrong with `value` as a Stripe `root` object, as `path message` lines; empty when it matches. */
function problemsOf(root: string, value: unknown): string[] {
  const validate = validatorOf(root);
  if (validate(value)) return [];
  return (validate.errors ?? [])
    .filter((error) => error.keyword !== 'anyOf')
    .map((error) => `${error.instancePath || '/'} ${error.message} (${JSON.stringify(error.data)?.slice(0, 80)})`);
}

/** Which Stripe object a JSON answer of the API is: an error, a list of refunds, or the object its `object` names. */
function rootOf(status: number, body: { object?: string }): string {
  if (status >= 400) return 'error';
  return body.object === 'list' ? 'refund_list' : String(body.object);
}

/** The object a webhook event carries, by the event's type (`checkout.session.completed` → `checkout.session`). */
function eventObjectRoot(type: string): string {
  return type.replace(
    /\.(completed|expired|created|updated|failed|refunded|async_payment_succeeded|async_payment_failed)$/,
    '',
  );
}

interface Answer {
  method: string;
  url: string;
  status: number;
  requestId: unknown;
  contentType: string;
  body: string;
}

describe(`every answer of the sandbox matches Stripe's schemas at API version ${Stripe.API_VERSION}`, () => {
  const answers: Answer[] = [];
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let stripe: Stripe;
  let base: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    app = await buildApp({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: receiver.url,
      publicUrl: 'http://127.0.0.1',
    });
    app.addHook('onSend', async (request, reply, payload) => {
      answers.push({
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        requestId: reply.getHeader('request-id'),
        contentType: String(reply.getHeader('content-type') ?? ''),
        body: typeof payload === 'string' ? payload : '',
      });
      return payload;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    base = `http://127.0.0.1:${port}`;
    stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  /** The SDK's call, or the error it raised: either way the answer is recorded. */
  const settle = <T>(call: Promise<T>) => call.catch((error: unknown) => error);
  const form = (body: string, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

  /** Everything the checkout service asks of Stripe, the card page's steps, and the refusals of each. */
  async function driveEveryCall(): Promise<void> {
    const session = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'schemas-1' });
    await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'schemas-1' });
    await stripe.checkout.sessions.retrieve(session.id);
    const secret = session.client_secret ?? '';
    await fetch(`${base}/embedded-checkout?client_secret=${encodeURIComponent(secret)}`);
    const confirm = (payload: object) =>
      fetch(`${base}/embedded-checkout/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
    await confirm({ client_secret: secret });
    await confirm(card(secret, { cardNumber: '4000 0000 0000 0002' }));
    await confirm(card(secret, { cvc: '1' }));
    await confirm(card(secret));
    await confirm(card(secret));
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    const paymentIntent = String(paid.payment_intent);
    await stripe.paymentIntents.retrieve(paymentIntent);
    const refund = await stripe.refunds.create({
      payment_intent: paymentIntent,
      amount: 1000,
      reason: 'requested_by_customer',
    });
    await stripe.refunds.retrieve(refund.id);
    await stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 });
    await settle(stripe.refunds.create({ payment_intent: paymentIntent, amount: 999_999 }));
    await stripe.refunds.create({ payment_intent: paymentIntent });
    await settle(stripe.refunds.create({ payment_intent: paymentIntent }));
    await settle(stripe.refunds.create({ payment_intent: 'pi_unknown' }));
    await settle(stripe.refunds.retrieve('re_unknown'));
    await settle(stripe.paymentIntents.retrieve('pi_unknown'));
    await settle(stripe.checkout.sessions.expire(session.id));
    const abandoned = await stripe.checkout.sessions.create(sessionParams());
    await stripe.checkout.sessions.expire(abandoned.id);
    await settle(stripe.checkout.sessions.retrieve('cs_test_unknown'));
    // Bank debits: complete and unpaid, then paid or failed when the bank answers (the test helper).
    const debits = [];
    for (const iban of [PAYING_IBAN, FAILING_IBAN]) {
      const debit = await stripe.checkout.sessions.create(sessionParams());
      await confirm(bankDebit(debit.client_secret ?? '', iban));
      const submitted = await stripe.checkout.sessions.retrieve(debit.id);
      await stripe.paymentIntents.retrieve(String(submitted.payment_intent));
      await fetch(`${base}/v1/test_helpers/checkout/sessions/${debit.id}/settle`, form(''));
      await stripe.paymentIntents.retrieve(String(submitted.payment_intent));
      await stripe.checkout.sessions.retrieve(debit.id);
      debits.push(debit.id);
    }
    await confirm(bankDebit(secret, 'DE89 3704'));
    // Refunds that wait (docs/decisions/063): settled by the test helper, canceled, expired.
    const waitingPayment = await stripe.checkout.sessions.create(sessionParams());
    await confirm(card(waitingPayment.client_secret ?? '', { cardNumber: '4000 0000 0000 7726' }));
    const waitingIntent = String((await stripe.checkout.sessions.retrieve(waitingPayment.id)).payment_intent);
    const flows = ['pending_then_succeeded', 'pending_then_failed', 'succeeded_then_failed', 'requires_action'];
    const waiting: string[] = [];
    for (const flow of [...flows, 'requires_action']) {
      const metadata = { sandbox_refund_flow: flow };
      waiting.push((await stripe.refunds.create({ payment_intent: waitingIntent, amount: 500, metadata })).id);
    }
    await stripe.refunds.create({ payment_intent: waitingIntent, amount: 500 });
    await stripe.refunds.list({ payment_intent: waitingIntent, limit: 100 });
    for (const id of waiting.slice(0, 3)) await fetch(`${base}/v1/test_helpers/refunds/${id}/settle`, form(''));
    await settle(fetch(`${base}/v1/test_helpers/refunds/${waiting[0]}/settle`, form('')));
    await stripe.refunds.cancel(waiting[3] ?? '');
    await stripe.testHelpers.refunds.expire(waiting[4] ?? '');
    await settle(stripe.refunds.cancel(waiting[3] ?? ''));
    for (const id of waiting) await stripe.refunds.retrieve(id);
    await stripe.refunds.list({ payment_intent: waitingIntent, limit: 100 });
    await fetch(`${base}/v1/test_helpers/checkout/sessions/${session.id}/settle`, form(''));
    await settle(stripe.checkout.sessions.create(sessionParams({ line_items: undefined })));
    await settle(
      stripe.checkout.sessions.create(sessionParams({ customer_email: 'other@example.ae' }), {
        idempotencyKey: 'schemas-1',
      }),
    );
    await fetch(`${base}/v1/checkout/sessions`, form('mode=payment&surprise=1'));
    await fetch(`${base}/v1/checkout/sessions`, form('mode=payment&ui_mode=embedded_page&expires_at=soon'));
    await fetch(`${base}/v1/checkout/sessions`, form('mode=payment&ui_mode=embedded_page&customer_email='));
    await fetch(`${base}/v1/refunds?limit=500`, { headers: { authorization: `Bearer ${SECRET_KEY}` } });
    await fetch(`${base}/v1/checkout/sessions/${session.id}`);
    await fetch(`${base}/v1/checkout/sessions/${session.id}`, { headers: { authorization: 'Bearer sk_test_wrong' } });
    await fetch(`${base}/v1/nothing-here`, { headers: { authorization: `Bearer ${SECRET_KEY}` } });
    await fetch(`${base}/health`);
    await receiver.waitForEvent('checkout.session.completed', session.id);
    await receiver.waitForEvent('checkout.session.expired', abandoned.id);
    await receiver.waitForEvent(
      'charge.refunded',
      String((await stripe.paymentIntents.retrieve(paymentIntent)).latest_charge),
    );
    await receiver.waitForEvents('refund.created', refund.id);
    await receiver.waitForEvent('checkout.session.async_payment_succeeded', debits[0] ?? '');
    await receiver.waitForEvent('checkout.session.async_payment_failed', debits[1] ?? '');
    for (const id of waiting.slice(1, 3)) await receiver.waitForEvent('refund.failed', id);
    for (const id of [waiting[0], waiting[3], waiting[4]]) await receiver.waitForEvent('refund.updated', id ?? '');
  }

  it('answers every API call, success or refusal, with a Stripe object of the pinned version and a Request-Id', async () => {
    await driveEveryCall();
    expect(source.apiVersion).toBe(Stripe.API_VERSION);
    const apiAnswers = answers.filter(
      (answer) => answer.url.startsWith('/v1/') || answer.url.startsWith('/embedded-checkout/confirm'),
    );
    expect(apiAnswers.length).toBeGreaterThan(30);
    const problems = apiAnswers.flatMap((answer) => {
      const body = JSON.parse(answer.body) as { object?: string; returnUrl?: string };
      // The card page's own success answer is the sandbox's, not an API object.
      if (answer.url.startsWith('/embedded-checkout/confirm') && answer.status === 200) return [];
      const root = rootOf(answer.status, body);
      return problemsOf(root, body).map(
        (problem) => `${answer.method} ${answer.url} ${answer.status} (${root}): ${problem}`,
      );
    });
    expect(problems).toEqual([]);
    const statuses = new Set(apiAnswers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual([200, 400, 401, 402, 404, 409]);
    expect(answers.filter((answer) => !/^req_[A-Za-z0-9]{14,}$/.test(String(answer.requestId)))).toEqual([]);
  });

  it("sends webhook events whose envelope and data.object match Stripe's", async () => {
    expect(receiver.received.length).toBeGreaterThanOrEqual(4);
    const problems = receiver.received.flatMap((delivery) => {
      const event = JSON.parse(delivery.body) as { type: string; data: { object: unknown } };
      const root = eventObjectRoot(event.type);
      return [
        ...problemsOf('event', event).map((problem) => `${event.type} envelope: ${problem}`),
        ...problemsOf(root, event.data.object).map((problem) => `${event.type} data.object (${root}): ${problem}`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('tells the SDK the Request-Id of each answer, errors included', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    expect(session.lastResponse.requestId).toMatch(/^req_/);
    const refused = await settle(stripe.checkout.sessions.retrieve('cs_test_unknown'));
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((refused as Stripe.errors.StripeError).requestId).toMatch(/^req_/);
  });
});
