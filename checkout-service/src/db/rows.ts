/**
 * The rows of the checkout's database as pg returns them, in one home: the behaviour modules
 * (orders, payments, refunds, mails, documents) and the routes read these types from here.
 */
import type { OrderViewLine, PaymentStatus, RefundStatus } from '@outlet-shop/shop-rules';
import type { Supplier } from '../tax-documents/pdf/documents.ts';

/** One stored order line: CMS price and title at the time of ordering (the order view's line). */
export type OrderLine = OrderViewLine;

/** A row of `orders` as pg returns it. */
export interface OrderRow {
  customer_reference_number: string;
  customer_name: string;
  email: string;
  mobile_number: string;
  city: string;
  area: string;
  building_name: string;
  house_no: string;
  landmark: string;
  lines: OrderLine[];
  num_pieces: number;
  items_total_fils: number;
  discount_fils: number;
  delivery_fee_fils: number;
  total_fils: number;
  vat_fils: number;
  coupon_code: string | null;
  prize_win_item: string | null;
  /** `processing`: its session completed unpaid, the payment's result comes later (docs/decisions/062). */
  payment_status: PaymentStatus;
  status: 'pending' | 'confirmed';
  stripe_session_id: string | null;
  paid_at: Date | null;
  prize_redeemed_at: Date | null;
  prize_redemption_refused_at: Date | null;
  cms_synced_at: Date | null;
  /** Counts the changes staff must see in the CMS; the push stamps `cms_synced_at` only for the version it pushed (docs/decisions/065). */
  sync_version: string;
  confirmation_mailed_at: Date | null;
  confirmation_mail_attempts: number;
  confirmation_mail_error: string | null;
  /** Until when the open Checkout Session (and its stock hold) lasts; for a processing payment, its hold's end. */
  session_expires_at: Date | null;
  /** When its session completed unpaid: the delayed payment's start (docs/decisions/062). */
  payment_processing_at: Date | null;
  stock_released_at: Date | null;
  stock_committed_at: Date | null;
  /** Paid while its pieces were gone: staff refund or restock (docs/decisions/046). */
  oversold_at: Date | null;
  idempotency_key: string | null;
  request_fingerprint: string | null;
  stripe_payment_intent_id: string | null;
  /** `INV-2026-000123`, given when the order is paid (decision 047). */
  invoice_number: string | null;
  invoiced_at: Date | null;
  /** Refunded so far, fils: succeeded refunds and those still waiting at Stripe, never failed or canceled ones. */
  refunded_fils: number;
  /** The shopper's language for mails. */
  locale: 'en' | 'ar';
  staff_mailed_at: Date | null;
  /** The supplier (name, address, TRN) as it was when the invoice was issued. */
  invoice_supplier: Supplier | null;
  created_at: Date;
  /** Digest of the address of the client that opened its payment popup (docs/decisions/058). */
  client_key: string | null;
  /** Digests of who opened its payment popup: the browser's own session, the e-mail, the mobile number (docs/decisions/058). */
  shopper_keys: string[] | null;
  /** Digest of the browser's own session that opened its payment popup: its newer popup replaces this one. */
  browser_key: string | null;
  /** The same shopper's newer order that took its prize code: it opens no popup again (docs/decisions/064). */
  superseded_by: string | null;
  /**
   * The prize code and prize whose discount the order's answers show as one that may apply: its
   * e-mail fits the winner's masked address (the winner's own too). `coupon_code` and the totals
   * are the truth (docs/decisions/054).
   */
  estimated_coupon_code: string | null;
  estimated_prize_win_item: string | null;
}

/** A refund as stored (docs/api.md `refund`); amounts in fils. */
export interface RefundRow {
  id: string;
  order_reference: string;
  idempotency_key: string;
  amount_fils: number;
  lines: OrderLine[];
  includes_delivery: boolean;
  restock: boolean;
  reason: string | null;
  staff_email: string | null;
  status: RefundStatus;
  stripe_refund_id: string | null;
  credit_note_number: string | null;
  credited_at: Date | null;
  /** Why it refunded nothing, in a sentence staff read (Stripe's message or outcome). */
  failure: string | null;
  /** Stripe's `failure_reason` of a failed refund (`expired_or_canceled_card`, …). */
  failure_reason: string | null;
  /** When a refund Stripe had taken failed or was canceled (staff are told). */
  undone_at: Date | null;
  /** When staff's mail about that went to ORDERS_MAILBOX. */
  staff_alerted_at: Date | null;
  mailed_at: Date | null;
  created_at: Date;
  /** The supplier as it was when the credit note was issued (null before). */
  credit_note_supplier: Supplier | null;
}
