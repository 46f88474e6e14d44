import { AppError } from './errors.ts';

const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

type Outcome = { value: unknown } | { error: AppError };

interface SavedRequest {
  savedAtMs: number;
  endpoint: string;
  fingerprint: string;
  /** Null while the first request with the key is still executing. */
  outcome: Outcome | null;
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

/** Stripe's 409 for a key whose first request is still being executed; nothing is saved for it. */
function keyInUse(key: string): AppError {
  const message = `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`;
  return new AppError('idempotency_key_in_use', 409, message, 'idempotency_error');
}

/**
 * Stripe's `Idempotency-Key` (https://docs.stripe.com/api/idempotent_requests): the outcome of the
 * first request that began executing with a key, success or AppError, is saved and replayed for
 * every retry with that key; validation failures happen before and are not saved. While that first
 * request executes, another with the key gets 409 `idempotency_key_in_use` (type
 * `idempotency_error`) and may be retried. In memory; a key is forgotten 24 hours after its first
 * use, as Stripe forgets it.
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
   * Runs `execute` once per key. Without a key it just runs. While the key's first request
   * executes → 409 `idempotency_key_in_use`; afterwards the same key and `params` → the first
   * outcome (a copy of the object as it was then, or the same error), `replayed: true`; the key
   * with other `params` or on another `endpoint` → 400 `idempotency_error`.
   */
  async run<T>(
    key: string | undefined,
    endpoint: string,
    params: unknown,
    execute: () => T | Promise<T>,
  ): Promise<{ value: T; replayed: boolean }> {
    if (!key) return { value: await execute(), replayed: false };
    const savedAtMs = this.now();
    this.forgetOld(savedAtMs);
    const fingerprint = fingerprintOf(params);
    const earlier = this.saved.get(key);
    if (earlier) {
      if (!earlier.outcome) throw keyInUse(key);
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
    const request: SavedRequest = { savedAtMs, endpoint, fingerprint, outcome: null };
    this.saved.set(key, request);
    try {
      const value = await execute();
      request.outcome = { value: structuredClone(value) };
      return { value, replayed: false };
    } catch (error) {
      if (error instanceof AppError) request.outcome = { error };
      else this.saved.delete(key);
      throw error;
    }
  }
}
