-- Up Migration
-- Orders staff can run: tax invoices numbered gaplessly per year when an order is
-- paid, refunds from the admin (each with its credit note), the payment's PaymentIntent (what a
-- refund names), the shopper's language for mails, and the staff's new-order mail.
ALTER TABLE orders
  ADD COLUMN stripe_payment_intent_id text,
  ADD COLUMN invoice_number text UNIQUE,
  ADD COLUMN invoiced_at timestamptz,
  ADD COLUMN refunded_fils integer NOT NULL DEFAULT 0 CHECK (refunded_fils >= 0),
  ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ar')),
  ADD COLUMN staff_mailed_at timestamptz;
ALTER TABLE orders ADD CONSTRAINT orders_refunds_within_total CHECK (refunded_fils <= total_fils);

-- The last number given per kind of document ('INV' tax invoice, 'CN' credit note) and calendar
-- year (Dubai time). Taken with INSERT … ON CONFLICT DO UPDATE in the transaction that issues the
-- document: the row lock orders concurrent payments, and a rolled-back payment gives its number back.
CREATE TABLE document_counters (
  kind text NOT NULL,
  year integer NOT NULL,
  last_number integer NOT NULL CHECK (last_number > 0),
  PRIMARY KEY (kind, year)
);

CREATE TABLE refunds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_reference text NOT NULL REFERENCES orders (customer_reference_number),
  -- The admin's request key (a double click refunds once); Stripe gets `refund:<id>`.
  idempotency_key text NOT NULL UNIQUE,
  amount_fils integer NOT NULL CHECK (amount_fils > 0),
  -- [{ id, title, weight, quantity, priceFils, lineTotalFils }] refunded; [] for an amount only.
  lines jsonb NOT NULL,
  includes_delivery boolean NOT NULL DEFAULT false,
  restock boolean NOT NULL DEFAULT false,
  reason text,
  staff_email text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  stripe_refund_id text UNIQUE,
  credit_note_number text UNIQUE,
  credited_at timestamptz,
  failure text,
  mailed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refunds_order_idx ON refunds (order_reference);

-- Down Migration
DROP TABLE refunds;
DROP TABLE document_counters;
ALTER TABLE orders DROP CONSTRAINT orders_refunds_within_total;
ALTER TABLE orders
  DROP COLUMN stripe_payment_intent_id,
  DROP COLUMN invoice_number,
  DROP COLUMN invoiced_at,
  DROP COLUMN refunded_fils,
  DROP COLUMN locale,
  DROP COLUMN staff_mailed_at;
