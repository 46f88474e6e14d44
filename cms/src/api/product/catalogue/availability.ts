/** What shoppers see of a product's stock: pieces they can still buy, and the sold-out flag. */
export interface Availability {
  available: number;
  outofstock: boolean;
}

/** A row of `outlet_stock_availability_since` (cms/src/api/stock/sql/functions/availability.sql). */
interface AvailabilityRow extends Availability {
  document_id: string;
  stock_version: string | number;
}

/** What one look at the database found: documents whose availability moved, and those that sold out or came back. */
export interface AvailabilityChanges {
  moved: string[];
  /** Documents whose `outofstock` flipped: listings filtered or ordered by it may hold other products now. */
  flipped: string[];
}

/** Reads the availability rows that moved after `version` (all of them for 0). */
export type ReadAvailability = (version: number) => Promise<AvailabilityRow[]>;

/**
 * How long a change may stay unseen after another look began, ms: rows are re-read while a
 * transaction that took an earlier `stock_version` could still be committing.
 */
const SETTLE_MS = 2000;

/**
 * Every product's availability as PostgreSQL has it now, by document id, kept in this process
 * (docs/decisions/085). The response cache fills kept answers' `available` and `outofstock` from it,
 * so a stock change need not purge them. `refresh()` reads what moved since the last look (one
 * indexed query); concurrent calls share one look, and a call made during a look gets the next one,
 * so it sees every change committed before it was made. Changes another replica makes show at the
 * next look (reads start one when the last is over {@link AvailabilityBoard.maxAgeMs} old).
 */
export class AvailabilityBoard {
  /** How old the last look may be before a read starts another, ms. */
  readonly maxAgeMs: number;
  /** Bumped whenever a look finds a change: renders made at the same version are still right. */
  version = 0;
  private readonly byDocument = new Map<string, Availability>();
  private readonly read: ReadAvailability;
  private isLoaded = false;
  private lookedAt = Number.NEGATIVE_INFINITY;
  /** The highest `stock_version` seen, and what each look had seen when it began (for {@link settledVersion}). */
  private seenVersion = 0;
  private checkpoints: { at: number; version: number }[] = [];
  private running: Promise<AvailabilityChanges> | null = null;
  private queued: Promise<AvailabilityChanges> | null = null;

  constructor(read: ReadAvailability, maxAgeMs = 250) {
    this.read = read;
    this.maxAgeMs = maxAgeMs;
  }

  /** A product's availability as last read; undefined before the first look or for a product it has not seen. */
  get(documentId: string): Availability | undefined {
    return this.byDocument.get(documentId);
  }

  /** Whether the last look is older than {@link maxAgeMs} (or there was none). */
  isStale(): boolean {
    return performance.now() - this.lookedAt > this.maxAgeMs;
  }

  /** Whether a look is under way. */
  isLooking(): boolean {
    return this.running !== null;
  }

  /** Reads what moved since the last look; see the class comment for how calls share looks. */
  refresh(): Promise<AvailabilityChanges> {
    if (this.running) {
      this.queued ??= this.running
        .catch(() => undefined)
        .then(() => {
          this.queued = null;
          return this.refresh();
        });
      return this.queued;
    }
    const look = this.look().finally(() => {
      this.running = null;
    });
    this.running = look;
    return look;
  }

  /**
   * Where the next look starts reading: the highest `stock_version` seen by the newest look that
   * began {@link SETTLE_MS} before the last one (1 when there is none). A change the last look missed
   * committed after it began, so it took its version after that look's start less {@link SETTLE_MS}
   * (no stock transaction is that long), when every version such an older look saw was taken.
   */
  private settledVersion(): number {
    const cutoff = this.lookedAt - SETTLE_MS;
    while (this.checkpoints.length > 1 && (this.checkpoints[1]?.at ?? cutoff + 1) <= cutoff) this.checkpoints.shift();
    const oldest = this.checkpoints[0];
    return oldest && oldest.at <= cutoff ? Math.max(oldest.version, 1) : 1;
  }

  private async look(): Promise<AvailabilityChanges> {
    const startedAt = performance.now();
    const since = this.isLoaded ? this.settledVersion() : 0;
    let rows: AvailabilityRow[];
    try {
      rows = await this.read(since);
    } catch (error) {
      // A failed look counts as one: reads do not start another before maxAgeMs.
      this.lookedAt = startedAt;
      throw error;
    }
    const changes: AvailabilityChanges = { moved: [], flipped: [] };
    let isNew = false;
    for (const row of rows) {
      const known = this.byDocument.get(row.document_id);
      this.seenVersion = Math.max(this.seenVersion, Number(row.stock_version));
      if (known && known.available === row.available && known.outofstock === row.outofstock) continue;
      if (known) changes.moved.push(row.document_id);
      else isNew = true;
      if (known && known.outofstock !== row.outofstock) changes.flipped.push(row.document_id);
      this.byDocument.set(row.document_id, { available: row.available, outofstock: row.outofstock });
    }
    if (changes.moved.length > 0 || isNew) this.version += 1;
    this.checkpoints.push({ at: startedAt, version: this.seenVersion });
    this.isLoaded = true;
    this.lookedAt = startedAt;
    return changes;
  }
}
