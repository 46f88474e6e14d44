import { AppError } from '@outlet-shop/service-kit';
import {
  clientHoldLimit,
  fitsMaskedEmail,
  holdLimitMessage,
  maskEmail,
  normaliseEmail,
  type OrderFulfilment,
  PRIZE_50_OFF,
  type StockHoldClient,
} from '@outlet-shop/shop-rules';
import Stripe from 'stripe';
import type { Catalog, Product } from '../src/clients/catalog.ts';
import type { CmsOrders, StaffOrder } from '../src/clients/cms-orders.ts';
import type { PrizeCode, Prizes, ReserveAnswer } from '../src/clients/prizes.ts';
import type { Stock, StockCommitOutcome } from '../src/clients/stock.ts';
import type { StripeGateway } from '../src/clients/stripe.ts';
import type { MailTransport } from '../src/mail/mail-transport.ts';
import type { OrderDocuments } from '../src/tax-documents/order-documents.ts';

/** The CMS catalogue: a few products like the seed's, editable per test. */
export class FakeCatalog implements Catalog {
  isDown = false;
  products = new Map<number, Product>(
    [
      product(1, 'Crunchy Peanut Butter', 24.5, 'زبدة الفول السوداني المقرمشة'),
      product(2, 'Dates Maamoul', 30, 'معمول التمر'),
      { ...product(3, 'Saffron Toffee', 12.5, 'توفي الزعفران'), isOutOfStock: true },
      { ...product(4, 'Chocodate Gift Box', 40, 'علبة هدايا شوكوديت'), maxOrderQuantity: 2 },
      { ...product(5, 'Flash Wafer', 5, null), isFlashSale: true, flashSaleLimit: 3 },
      { ...product(6, 'Flash Crisps', 7.25, null), isFlashSale: true, flashSaleLimit: 3 },
    ].map((p) => [p.id, p]),
  );

  async findProducts(ids: readonly number[]): Promise<Product[]> {
    if (this.isDown) throw new AppError('catalog_unavailable', 503, 'The catalogue is unavailable');
    return ids.flatMap((id) => this.products.get(id) ?? []);
  }
}

/** A product like the seed's; `titleAr` null: staff never translated it (the CMS answers no Arabic row). */
function product(id: number, title: string, priceAed: number, titleAr: string | null): Product {
  const base = {
    id,
    title,
    weight: '340 g',
    titleAr,
    weightAr: titleAr ? '340 غ' : null,
    priceFils: Math.round(priceAed * 100),
    imageUrl: null,
  };
  return {
    ...base,
    isOutOfStock: false,
    available: null,
    isFlashSale: false,
    flashSaleLimit: null,
    maxOrderQuantity: null,
  };
}

/**
 * The CMS's stock and holds in memory, with its rules (docs/decisions/046, 058): all lines held or
 * none, within the asking client's share of each product, release and commit once per order, a
 * late payment takes what is left or is oversold. Products without a count have plenty.
 */
export class FakeStock implements Stock {
  isDown = false;
  /** The CMS makes the next holds, but its answers never reach the checkout (a timeout): 503. */
  isAnswerLost = false;
  /** Pieces on hand per product id (absent = 1000). */
  onHand = new Map<number, number>();
  held = new Map<number, number>();
  holds = new Map<
    string,
    {
      lines: { product_id: number; quantity: number }[];
      status: string;
      expiresAt: Date;
      clientKey?: string;
      clientKeys?: string[];
    }
  >();
  calls: { action: 'hold' | 'release' | 'commit'; reference: string; reason?: string }[] = [];
  /** Runs inside every hold before it answers (a slow CMS: a test moves its clock here). */
  duringHold: (() => Promise<void> | void) | null = null;

  private stockOf(id: number): number {
    return this.onHand.get(id) ?? 1000;
  }

  available(id: number): number {
    return this.stockOf(id) - (this.held.get(id) ?? 0);
  }

  private check(): void {
    if (this.isDown)
      throw new AppError('stock_unavailable', 503, 'Stock cannot be checked right now, please try again');
  }

  /** Pieces of a product the shopper's open holds keep: those under any of its keys, as the CMS counts. */
  private heldBy(client: StockHoldClient, productId: number): number {
    const keys = new Set([client.key, ...(client.keys ?? [])]);
    let pieces = 0;
    for (const hold of this.holds.values()) {
      const holdKeys = [hold.clientKey, ...(hold.clientKeys ?? [])];
      if (hold.status !== 'held' || !holdKeys.some((key) => key !== undefined && keys.has(key))) continue;
      pieces += hold.lines.find((line) => line.product_id === productId)?.quantity ?? 0;
    }
    return pieces;
  }

  async hold(
    reference: string,
    lines: readonly { product_id: number; quantity: number }[],
    expiresAt: Date,
    client?: StockHoldClient,
  ) {
    this.check();
    this.calls.push({ action: 'hold', reference });
    await this.duringHold?.();
    const existing = this.holds.get(reference);
    if (existing && existing.status !== 'released') {
      existing.expiresAt = expiresAt;
      return;
    }
    const short = lines.filter((line) => this.available(line.product_id) < line.quantity);
    if (short.length > 0) {
      throw new AppError('out_of_stock', 409, 'Temporary out of stock', {
        products: short.map((line) => ({ id: line.product_id, title: `Product ${line.product_id}`, available: 0 })),
      });
    }
    const overShare = lines.flatMap((line) => {
      if (!client) return [];
      const mine = this.heldBy(client, line.product_id);
      const open = this.available(line.product_id) + mine;
      const room = clientHoldLimit(open, client.max_share_percent, client.min_pieces) - mine;
      const title = `Product ${line.product_id}`;
      const refusal = { id: line.product_id, title, available: this.available(line.product_id), limit: room };
      return line.quantity > room ? [refusal] : [];
    });
    const [first] = overShare;
    if (first) {
      throw new AppError('hold_limit_reached', 409, holdLimitMessage(first.title, first.limit), {
        products: overShare,
        title: first.title,
        limit: first.limit,
      });
    }
    for (const line of lines) this.held.set(line.product_id, (this.held.get(line.product_id) ?? 0) + line.quantity);
    this.holds.set(reference, {
      lines: [...lines],
      status: 'held',
      expiresAt,
      clientKey: client?.key,
      clientKeys: client?.keys,
    });
    if (this.isAnswerLost) throw new AppError('stock_unavailable', 503, 'Stock cannot be checked right now');
  }

  async release(reference: string, reason: string) {
    this.check();
    this.calls.push({ action: 'release', reference, reason });
    const hold = this.holds.get(reference);
    if (hold?.status !== 'held') return [];
    hold.status = 'released';
    for (const line of hold.lines)
      this.held.set(line.product_id, (this.held.get(line.product_id) ?? 0) - line.quantity);
    return hold.lines;
  }

  async commit(
    reference: string,
    lines: readonly { product_id: number; quantity: number }[],
  ): Promise<StockCommitOutcome> {
    this.check();
    this.calls.push({ action: 'commit', reference });
    const hold = this.holds.get(reference);
    const outcome = (status: 'committed' | 'oversold') => ({
      status,
      lines: lines.map((line) => ({ ...line, status })),
    });
    if (hold?.status === 'committed' || hold?.status === 'oversold') return outcome(hold.status);
    const wasHeld = hold?.status === 'held';
    if (wasHeld) {
      for (const line of lines) this.held.set(line.product_id, (this.held.get(line.product_id) ?? 0) - line.quantity);
    }
    const fits = lines.every((line) => this.available(line.product_id) >= line.quantity);
    if (fits) for (const line of lines) this.onHand.set(line.product_id, this.stockOf(line.product_id) - line.quantity);
    const status = fits ? 'committed' : 'oversold';
    this.holds.set(reference, { lines: [...lines], status, expiresAt: hold?.expiresAt ?? new Date() });
    return outcome(status);
  }
}

/** A prize code as the fake prize service stores it: the record and its winner's e-mail. */
interface FakePrizeCode {
  code: string;
  userEmail: string;
  winItemName: string;
}

/**
 * The prize service with its rules (docs/decisions/054): codes by name; `check` compares the
 * winner's e-mail trimmed and case-insensitively; a code is reserved for one order at a time until
 * its end (the same order renews it, an ended reservation stops blocking); a redemption spends the
 * code once, refused while another order's reservation lasts. Every reservation, release and
 * redemption call is recorded.
 */
export class FakePrizes implements Prizes {
  codes = new Map<string, FakePrizeCode>([
    ['HALF50', { code: 'HALF50', userEmail: 'winner@example.ae', winItemName: PRIZE_50_OFF }],
    ['GOLD1', { code: 'GOLD1', userEmail: 'winner@example.ae', winItemName: 'GOLD COIN' }],
  ]);
  /** The order that redeemed each spent code. */
  redeemedBy = new Map<string, string>();
  reservations = new Map<string, { orderReference: string; expiresAt: Date }>();
  reservationAttempts: { code: string; orderReference: string; reserved: boolean }[] = [];
  releases: { code: string; orderReference: string }[] = [];
  redemptions: { code: string; orderReference: string }[] = [];
  /** Every redemption call, refused or not. */
  redemptionAttempts: { code: string; orderReference: string }[] = [];
  /** The next redemption calls that fail as an outage would (before any refusal). */
  failRedemptions = 0;
  /** Codes the prize service refuses for good, whoever asks (spent by an order this fake never saw). */
  refusedCodes = new Set<string>();
  private issued = 0;

  /** A new 50% code issued to `userEmail` (as the prize promotion site issues one per winner); its name. */
  issueHalfOff(userEmail = 'winner@example.ae'): string {
    this.issued += 1;
    const code = `HALF50-${this.issued}`;
    this.codes.set(code, { code, userEmail, winItemName: PRIZE_50_OFF });
    return code;
  }

  private activeCode(code: string): FakePrizeCode | null {
    const found = this.codes.get(code.trim().toUpperCase());
    return found && !this.redeemedBy.has(found.code) ? found : null;
  }

  private reservedByAnother(code: string, orderReference: string): boolean {
    const reservation = this.reservations.get(code);
    return Boolean(reservation && reservation.orderReference !== orderReference && reservation.expiresAt > new Date());
  }

  async check(code: string, email: string): Promise<PrizeCode | null> {
    const found = this.activeCode(code);
    if (!found) return null;
    const isForCheckoutEmail = normaliseEmail(found.userEmail) === normaliseEmail(email);
    const fitsWinnersMask = isForCheckoutEmail || fitsMaskedEmail(email, maskEmail(found.userEmail));
    return { code: found.code, winItemName: found.winItemName, isForCheckoutEmail, fitsWinnersMask };
  }

  async reserve(code: string, orderReference: string, expiresAt: Date): Promise<ReserveAnswer> {
    await new Promise((resolve) => setTimeout(resolve, 2));
    const found = this.activeCode(code);
    const reserved = Boolean(found) && !this.reservedByAnother(found?.code ?? '', orderReference);
    this.reservationAttempts.push({ code, orderReference, reserved });
    if (!found) return { isReserved: false, reservedBy: null };
    const earlier = this.reservations.get(found.code);
    if (!reserved) return { isReserved: false, reservedBy: earlier?.orderReference ?? null };
    const kept = earlier?.orderReference === orderReference && earlier.expiresAt > expiresAt;
    this.reservations.set(found.code, { orderReference, expiresAt: kept ? earlier.expiresAt : expiresAt });
    return { isReserved: true };
  }

  async release(code: string, orderReference: string): Promise<void> {
    this.releases.push({ code, orderReference });
    if (this.reservations.get(code)?.orderReference === orderReference) this.reservations.delete(code);
  }

  async redeem(code: string, orderReference: string): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 5));
    this.redemptionAttempts.push({ code, orderReference });
    const refused = () => new AppError('prize_redeem_refused', 409, 'The prize code was refused for this order');
    if (this.failRedemptions > 0) {
      this.failRedemptions -= 1;
      throw new Error('prize service down');
    }
    if (this.refusedCodes.has(code)) throw refused();
    if (this.redeemedBy.get(code) === orderReference) return;
    if (!this.activeCode(code) || this.reservedByAnother(code, orderReference)) throw refused();
    this.redeemedBy.set(code, orderReference);
    this.reservations.delete(code);
    this.redemptions.push({ code, orderReference });
  }
}

/** The CMS order sync: every order pushed, and a switch to fail the next pushes. */
export class FakeCmsOrders implements CmsOrders {
  pushes: StaffOrder[] = [];
  failPushes = 0;
  /** The staff's fulfilment of each order by reference (absent: the CMS has no copy). */
  fulfilments = new Map<string, OrderFulfilment>();
  /** While set, reading a fulfilment fails as an unreachable CMS does. */
  isFulfilmentDown = false;
  fulfilmentReads: string[] = [];

  async fulfilment(reference: string): Promise<OrderFulfilment | null> {
    this.fulfilmentReads.push(reference);
    if (this.isFulfilmentDown) throw new Error('CMS down');
    return this.fulfilments.get(reference) ?? null;
  }

  async push(order: StaffOrder): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (this.failPushes > 0) {
      this.failPushes -= 1;
      throw new Error('CMS down');
    }
    this.pushes.push(order);
  }
}

/**
 * Stripe's Checkout Sessions in memory (create/retrieve, amount_total summed from the line
 * items as Stripe does, `expires_at` 30 minutes to 24 hours after the call arrives, by `now`)
 * with the SDK's real webhook signature check. With `isKeyInUseRefused`, a call whose
 * Idempotency-Key is still being executed gets what the SDK raises after Stripe's 409
 * `idempotency_key_in_use`; otherwise it waits for the first call's answer.
 */
export class FakeStripe implements StripeGateway {
  sessions = new Map<string, Stripe.Checkout.Session>();
  /** Sessions Stripe made (an idempotent repeat is not counted). */
  createdWith: Stripe.Checkout.SessionCreateParams[] = [];
  /** Every create call as it arrived: its `expires_at` and the clock then (ms). */
  createCalls: { expiresAt: number | undefined; atMs: number }[] = [];
  /** Stripe's clock, ms (a test may share one with the app). */
  now: () => number = Date.now;
  isKeyInUseRefused = false;
  private byIdempotencyKey = new Map<
    string,
    { params: string; session: Promise<Stripe.Checkout.Session>; isDone: boolean }
  >();

  private async makeSession(params: Stripe.Checkout.SessionCreateParams): Promise<Stripe.Checkout.Session> {
    const createdS = this.now() / 1000;
    const expiresAt = params.expires_at;
    if (expiresAt !== undefined && (expiresAt < createdS + 1800 || expiresAt > createdS + 86_400)) {
      throw new Stripe.errors.StripeInvalidRequestError({
        message:
          'The `expires_at` timestamp must be between 30 minutes and 24 hours after the Checkout Session is created.',
        param: 'expires_at',
        statusCode: 400,
      });
    }
    this.createdWith.push(params);
    // Stripe takes a while to answer; concurrent callers overlap as they would in production.
    await new Promise((resolve) => setTimeout(resolve, 10));
    this.count += 1;
    const id = `cs_test_${this.count}`;
    const amountTotal = (params.line_items ?? []).reduce(
      (sum, item) => sum + (item.price_data?.unit_amount ?? 0) * (item.quantity ?? 1),
      0,
    );
    const session = {
      id,
      object: 'checkout.session',
      client_secret: `${id}_secret_x`,
      amount_total: amountTotal,
      currency: params.currency,
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      customer_email: params.customer_email ?? null,
      expires_at: params.expires_at ?? Math.floor(Date.now() / 1000) + 86_400,
    } as unknown as Stripe.Checkout.Session;
    this.sessions.set(id, session);
    return session;
  }
  webhooks = new Stripe('sk_test_fake').webhooks;
  private count = 0;

  checkout = {
    sessions: {
      create: async (params: Stripe.Checkout.SessionCreateParams, options?: { idempotencyKey?: string }) => {
        this.createCalls.push({ expiresAt: params.expires_at, atMs: this.now() });
        const key = options?.idempotencyKey;
        const earlier = key ? this.byIdempotencyKey.get(key) : undefined;
        if (earlier) {
          if (!earlier.isDone && this.isKeyInUseRefused) {
            throw new Stripe.errors.StripeAPIError({
              message: 'There is currently another in-progress request using this Idempotent Key.',
              type: 'idempotency_error',
              code: 'idempotency_key_in_use',
              statusCode: 409,
            });
          }
          if (earlier.params !== JSON.stringify(params)) {
            throw new Stripe.errors.StripeIdempotencyError({
              message: 'Keys for idempotent requests can only be used with the same parameters',
              statusCode: 400,
            });
          }
          return structuredClone(await earlier.session) as Stripe.Response<Stripe.Checkout.Session>;
        }
        const session = this.makeSession(params);
        if (key) {
          const saved = { params: JSON.stringify(params), session, isDone: false };
          this.byIdempotencyKey.set(key, saved);
          session.then(
            () => Object.assign(saved, { isDone: true }),
            () => Object.assign(saved, { isDone: true }),
          );
        }
        return structuredClone(await session) as Stripe.Response<Stripe.Checkout.Session>;
      },
      retrieve: async (id: string) => {
        const session = this.sessions.get(id);
        if (!session) {
          throw new Stripe.errors.StripeInvalidRequestError({
            message: `No such checkout.session: '${id}'`,
            code: 'resource_missing',
            statusCode: 404,
          });
        }
        return structuredClone(session) as Stripe.Response<Stripe.Checkout.Session>;
      },
      expire: async (id: string) => {
        const session = this.sessions.get(id);
        if (session?.status !== 'open') {
          throw new Stripe.errors.StripeInvalidRequestError({
            message: 'Only open sessions can be expired',
            statusCode: 400,
          });
        }
        Object.assign(session, { status: 'expired' });
        return structuredClone(session) as Stripe.Response<Stripe.Checkout.Session>;
      },
    },
  } as unknown as StripeGateway['checkout'];

  /** What the card page does on 4242 4242 4242 4242: the session completes and is paid (with a PaymentIntent). */
  pay(sessionId: string): Stripe.Checkout.Session {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: `pi_for_${sessionId}` });
    return session;
  }

  /** Refunds Stripe made, newest last; `failRefunds` refuses that many next (card closed, say). */
  refundsMade: Stripe.Refund[] = [];
  failRefunds = 0;
  /** That many next refunds are made, but their answer is lost on the way (a time-out). */
  loseRefundAnswers = 0;
  /** The status each next refund starts in (Stripe's card refunds mostly start `succeeded`), first first. */
  refundStatuses: string[] = [];
  private refundKeys = new Map<string, Stripe.Refund>();

  /**
   * What Stripe does "some time later" to a refund (docs/decisions/063): its status becomes
   * `status` (a failed one with Stripe's `failure_reason`). Answers the Refund as an event about
   * it carries it.
   */
  settleRefund(id: string, status: string, failureReason = 'expired_or_canceled_card'): Stripe.Refund {
    const refund = this.refundsMade.find((candidate) => candidate.id === id);
    if (!refund) throw new Error(`no refund ${id}`);
    Object.assign(refund, { status, ...(status === 'failed' ? { failure_reason: failureReason } : {}) });
    return structuredClone(refund);
  }

  refunds = {
    create: async (params: Stripe.RefundCreateParams, options?: { idempotencyKey?: string }) => {
      const key = options?.idempotencyKey;
      const earlier = key ? this.refundKeys.get(key) : undefined;
      if (earlier) return structuredClone(earlier) as Stripe.Response<Stripe.Refund>;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (this.failRefunds > 0) {
        this.failRefunds -= 1;
        throw new Stripe.errors.StripeInvalidRequestError({ message: 'The card was closed', statusCode: 400 });
      }
      const refund = {
        id: `re_test_${this.refundsMade.length + 1}`,
        object: 'refund',
        amount: params.amount,
        currency: 'aed',
        payment_intent: params.payment_intent,
        status: this.refundStatuses.shift() ?? 'succeeded',
        reason: params.reason ?? null,
        metadata: params.metadata ?? {},
      } as unknown as Stripe.Refund;
      this.refundsMade.push(refund);
      // A repeated key gets the first answer again, as Stripe replays it, whatever became of the refund.
      if (key) this.refundKeys.set(key, structuredClone(refund));
      if (this.loseRefundAnswers > 0) {
        this.loseRefundAnswers -= 1;
        throw new Stripe.errors.StripeConnectionError({ message: 'Request was retried but timed out' });
      }
      return structuredClone(refund) as Stripe.Response<Stripe.Refund>;
    },
    list: async (params?: Stripe.RefundListParams) => {
      const data = this.refundsMade.filter(
        (refund) => !params?.payment_intent || refund.payment_intent === params.payment_intent,
      );
      return {
        object: 'list',
        data: [...data].reverse(),
        has_more: false,
      } as unknown as Stripe.ApiListPromise<Stripe.Refund>;
    },
  } as unknown as StripeGateway['refunds'];
}

/**
 * An SMTP server stand-in: every mail it accepted; `failures` refuses that many first (server
 * down), `recipientRejections` that many next as nodemailer reports a refused recipient (the
 * address in the message, `command`, `response` and `rejected`).
 */
export class FakeMailer implements MailTransport {
  sent: Parameters<MailTransport['sendMail']>[0][] = [];
  failures = 0;
  recipientRejections = 0;

  /** Staff's mailbox: its mails are recorded but never refused (the failures are the shopper's). */
  staffMailbox = 'orders@outlet-shop.example';

  async sendMail(message: Parameters<MailTransport['sendMail']>[0]): Promise<unknown> {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (message.to === this.staffMailbox) {
      this.sent.push(message);
      return { messageId: `<${this.sent.length}@fake>` };
    }
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('connect ECONNREFUSED 127.0.0.1:1025');
    }
    if (this.recipientRejections > 0) {
      this.recipientRejections -= 1;
      const response = `450 4.2.0 <${message.to}>: Recipient address rejected: Greylisted`;
      throw Object.assign(new Error(`Can't send mail - all recipients were rejected: ${response}`), {
        code: 'EENVELOPE',
        response,
        responseCode: 450,
        command: `RCPT TO:<${message.to}>`,
        rejected: [message.to],
      });
    }
    this.sent.push(message);
    return { messageId: `<${this.sent.length}@fake>` };
  }
}

/** True for the shopper's confirmation of this order (staff's new-order mail names the order too). */
export function isConfirmationOf(mail: { subject: string }, reference: string): boolean {
  return mail.subject === `Your Outlet Shop order ${reference} is confirmed`;
}

/**
 * The tax documents, recording what was asked (the real PDFs are tested in invoices.test.ts and
 * through the whole stack); each "PDF" names its document, so a test sees which was attached.
 */
export class RecordingDocuments implements OrderDocuments {
  rendered: string[] = [];

  async invoice(order: Parameters<OrderDocuments['invoice']>[0]): Promise<Buffer> {
    this.rendered.push(order.invoice_number ?? '');
    return Buffer.from(`%PDF-1.7 ${order.invoice_number}`);
  }

  async creditNote(...[order, refund]: Parameters<OrderDocuments['creditNote']>): Promise<Buffer> {
    this.rendered.push(refund.credit_note_number ?? '');
    return Buffer.from(`%PDF-1.7 ${refund.credit_note_number} for ${order.invoice_number}`);
  }
}
