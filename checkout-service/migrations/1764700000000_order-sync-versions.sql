-- Up Migration
-- The staff's copy of an order in the CMS (docs/decisions/065). `sync_version` counts the changes
-- staff must see; the CMS push reads it with the order and stamps `cms_synced_at` only if it is
-- unchanged, so a push that was in flight during a change never marks the newer state synced.
-- The trigger bumps it (and clears `cms_synced_at`) on every change of a field the push carries,
-- whoever writes it. Orders staff see: processing, paid, and failed after processing. An order
-- entering `processing`, or failing after it, queues its push here (paid orders, refunds and the
-- prize flag queue theirs where they change).
ALTER TABLE orders ADD COLUMN sync_version bigint NOT NULL DEFAULT 0;

CREATE FUNCTION orders_bump_sync_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.payment_status, NEW.status, NEW.stripe_session_id, NEW.paid_at, NEW.invoice_number,
      NEW.refunded_fils, NEW.prize_redemption_refused_at, NEW.payment_processing_at)
     IS DISTINCT FROM
     (OLD.payment_status, OLD.status, OLD.stripe_session_id, OLD.paid_at, OLD.invoice_number,
      OLD.refunded_fils, OLD.prize_redemption_refused_at, OLD.payment_processing_at) THEN
    NEW.sync_version := OLD.sync_version + 1;
    NEW.cms_synced_at := NULL;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER orders_sync_version BEFORE UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_bump_sync_version();

CREATE FUNCTION orders_queue_unpaid_push() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM graphile_worker.add_job('cms-order-push', json_build_object('reference', NEW.customer_reference_number),
            max_attempts => 32767, job_key => 'cms-order-push:' || NEW.customer_reference_number);
  RETURN NULL;
END $$;

CREATE TRIGGER orders_unpaid_push AFTER UPDATE OF payment_status ON orders
  FOR EACH ROW
  WHEN (NEW.payment_status IS DISTINCT FROM OLD.payment_status
        AND NEW.payment_status IN ('processing', 'failed') AND NEW.payment_processing_at IS NOT NULL)
  EXECUTE FUNCTION orders_queue_unpaid_push();

-- Down Migration
DROP TRIGGER orders_unpaid_push ON orders;
DROP FUNCTION orders_queue_unpaid_push();
DROP TRIGGER orders_sync_version ON orders;
DROP FUNCTION orders_bump_sync_version();
ALTER TABLE orders DROP COLUMN sync_version;
