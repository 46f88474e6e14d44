import type { FastifyReply } from 'fastify';

/**
 * The steps of one answer, timed for its `Server-Timing` header (W3C Server Timing:
 * `hold;dur=12.4, payment;dur=31.0`, ms). Browsers show it in their network panel, and
 * `npm run bench -- checkout` reads it to print what each step adds to a call (the stock
 * hold's share of `create-checkout-session`).
 */
export class ServerTimings {
  readonly #entries: string[] = [];

  /** Runs `step`, noting its duration under `name` (a token: letters, digits, `-`, `_`) even when it throws. */
  async measure<T>(name: string, step: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await step();
    } finally {
      this.#entries.push(`${name};dur=${(performance.now() - started).toFixed(1)}`);
    }
  }

  /** Sets the header on `reply` (the error answer too, when called before the error propagates). */
  writeTo(reply: FastifyReply): void {
    if (this.#entries.length > 0) reply.header('Server-Timing', this.#entries.join(', '));
  }
}
