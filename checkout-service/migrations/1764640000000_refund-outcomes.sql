-- Up Migration
-- A refund's outcome is Stripe's to tell (docs/decisions/063): it can wait (`pending`, or
-- `requires_action` for a customer's step) and later succeed, fail or be canceled; one that
-- succeeded can still fail. `pending` with no `stripe_refund_id` is a request still with Stripe.
ALTER TABLE refunds DROP CONSTRAINT refunds_status_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_status_check
  CHECK (status IN ('pending', 'requires_action', 'succeeded', 'failed', 'canceled'));
ALTER TABLE refunds
  -- Stripe's `failure_reason` of a failed refund (expired_or_canceled_card, lost_or_stolen_card, …).
  ADD COLUMN failure_reason text,
  -- When a refund Stripe had taken failed or was canceled: staff are told (mail and CMS alert).
  ADD COLUMN undone_at timestamptz,
  -- When staff's mail about it went to ORDERS_MAILBOX.
  ADD COLUMN staff_alerted_at timestamptz;

-- Down Migration
ALTER TABLE refunds DROP COLUMN staff_alerted_at, DROP COLUMN undone_at, DROP COLUMN failure_reason;
UPDATE refunds SET status = 'failed' WHERE status = 'canceled';
UPDATE refunds SET status = 'pending' WHERE status = 'requires_action';
ALTER TABLE refunds DROP CONSTRAINT refunds_status_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_status_check CHECK (status IN ('pending', 'succeeded', 'failed'));
