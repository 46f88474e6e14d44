import type pg from 'pg';
import type Stripe from 'stripe';

/** True when the Stripe event with this id was handled before (a replay). */
export async function isEventProcessed(db: pg.Pool, eventId: string): Promise<boolean> {
  const seen = await db.query('SELECT 1 FROM processed_stripe_events WHERE id = $1', [eventId]);
  return (seen.rowCount ?? 0) > 0;
}

/** Remembers a handled Stripe event, so a replay of it is acknowledged and ignored. */
export async function recordProcessedEvent(db: pg.Pool, event: Pick<Stripe.Event, 'id' | 'type'>): Promise<void> {
  await db.query('INSERT INTO processed_stripe_events (id, type) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    event.id,
    event.type,
  ]);
}
