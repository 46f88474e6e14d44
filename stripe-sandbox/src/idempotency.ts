import { AppError } from './errors.ts';

const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

type Outcome = { value: unknown } | { error: AppError };

interface SavedRequest {
  savedAtMs: number;
  endpoint: string;
  fingerprint: string;
  outcome: Outcome;
}

/** JSON with object keys sorted, so the same parameters in another order compare equal. */
function fingerprintOf(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

function idempotencyError(message: string, key: string): AppError {
  const hint = `Try using a key other than '${key}' if you meant to execute a different request.`;
  return new AppError('idempotency_key_in_use', 400, `${message} ${hint}`, 'idempotency_error');
}

/**
 * Stripe's `Idempotency-Key` (https://docs.stripe.com/api/idempotent_requests): the outcome of the
 * first request that began executing with a key, success or AppError, is saved and replayed for
 * every retry with that key; validation failures happen before and are not saved. In memory; a key
 * is forgotten 24 hours after its first use, as Stripe forgets it.
 */
export class IdempotencyKeys {
  private readonly saved = new Map<string, SavedRequest>();
  private readonly now: () => number;

  /** `now`: milliseconds since the epoch. */
  constructor(now: () => number) {
    this.now = now;
  }

  /** Drops keys older than 24 hours; the map is in insertion order, so the old ones come first. */
  private forgetOld(nowMs: number): void {
    for (const [key, request] of this.saved) {
      if (nowMs - request.savedAtMs < KEY_LIFETIME_MS) return;
      this.saved.delete(key);
    }
  }

  /**
   * Runs `execute` once per key. Without a key it just runs. The same key and `params` again →
   * the first outcome (a copy of the object as it was then, or the same error), `replayed: true`;
   * the key with other `params` or on another `endpoint` → 400 `idempotency_error`.
   */
  run<T>(
    key: string | undefined,
    endpoint: string,
    params: unknown,
    execute: () => T,
  ): { value: T; replayed: boolean } {
    if (!key) return { value: execute(), replayed: false };
    const savedAtMs = this.now();
    this.forgetOld(savedAtMs);
    const fingerprint = fingerprintOf(params);
    const earlier = this.saved.get(key);
    if (earlier) {
      if (earlier.endpoint !== endpoint) {
        const message = `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${endpoint}' vs '${earlier.endpoint}').`;
        throw idempotencyError(message, key);
      }
      if (earlier.fingerprint !== fingerprint) {
        const message =
          'Keys for idempotent requests can only be used with the same parameters they were first used with.';
        throw idempotencyError(message, key);
      }
      if ('error' in earlier.outcome) throw earlier.outcome.error;
      return { value: structuredClone(earlier.outcome.value) as T, replayed: true };
    }
    try {
      const value = execute();
      this.saved.set(key, { savedAtMs, endpoint, fingerprint, outcome: { value: structuredClone(value) } });
      return { value, replayed: false };
    } catch (error) {
      if (error instanceof AppError) this.saved.set(key, { savedAtMs, endpoint, fingerprint, outcome: { error } });
      throw error;
    }
  }
}
