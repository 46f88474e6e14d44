-- Up Migration
-- The side effects of a paid order become graphile-worker jobs (docs/decisions/044): the mail
-- outbox table and the retry loop's index go; the order records its mail itself.
ALTER TABLE orders
  ADD COLUMN confirmation_mailed_at timestamptz,
  ADD COLUMN confirmation_mail_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN confirmation_mail_error text;

UPDATE orders
   SET confirmation_mailed_at = mails.sent_at,
       confirmation_mail_attempts = mails.attempts,
       confirmation_mail_error = mails.last_error
  FROM order_confirmation_mails AS mails
 WHERE mails.order_reference = orders.customer_reference_number;

-- What the old loops had not finished yet is queued as jobs (graphile-worker's schema is
-- installed before these migrations run).
SELECT graphile_worker.add_job('order-confirmation-mail', json_build_object('reference', order_reference),
         max_attempts => 32767, job_key => 'order-confirmation-mail:' || order_reference)
  FROM order_confirmation_mails WHERE sent_at IS NULL;
SELECT graphile_worker.add_job('cms-order-push', json_build_object('reference', customer_reference_number),
         max_attempts => 32767, job_key => 'cms-order-push:' || customer_reference_number)
  FROM orders WHERE payment_status = 'paid' AND cms_synced_at IS NULL;
SELECT graphile_worker.add_job('prize-redemption', json_build_object('reference', customer_reference_number),
         max_attempts => 32767, job_key => 'prize-redemption:' || customer_reference_number)
  FROM orders
 WHERE payment_status = 'paid' AND coupon_code IS NOT NULL
   AND prize_redeemed_at IS NULL AND prize_redemption_refused_at IS NULL;

DROP TABLE order_confirmation_mails;
DROP INDEX orders_unsynced_idx;

-- Down Migration
CREATE INDEX orders_unsynced_idx ON orders (paid_at)
  WHERE payment_status = 'paid'
    AND (cms_synced_at IS NULL
      OR (coupon_code IS NOT NULL AND prize_redeemed_at IS NULL AND prize_redemption_refused_at IS NULL));
CREATE TABLE order_confirmation_mails (
  order_reference text PRIMARY KEY REFERENCES orders (customer_reference_number),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_confirmation_mails_due_idx ON order_confirmation_mails (next_attempt_at) WHERE sent_at IS NULL;
INSERT INTO order_confirmation_mails (order_reference, attempts, sent_at, last_error)
SELECT customer_reference_number, confirmation_mail_attempts, confirmation_mailed_at, confirmation_mail_error
  FROM orders WHERE payment_status = 'paid';
ALTER TABLE orders
  DROP COLUMN confirmation_mailed_at,
  DROP COLUMN confirmation_mail_attempts,
  DROP COLUMN confirmation_mail_error;
