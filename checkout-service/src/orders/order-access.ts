import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '@outlet-shop/service-kit';
import { ORDER_ACCESS_TOKEN_HEADER, orderAccessTokenSchema } from '@outlet-shop/shop-rules';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { OrderRow } from '../db/rows.ts';

/**
 * Who may act on an order (decision 053): the browser that placed it holds a secret that
 * `create_order_ref` gives it (`order_access_token`, 32 random bytes, base64url). The database
 * keeps only SHA-256 hashes. Paying, checking, completing and reading the order ask for it; anyone
 * without it gets {@link orderNotFound}, the answer an unknown reference gets.
 */

const TOKEN_BYTES = 32;
const HEADER = ORDER_ACCESS_TOKEN_HEADER.toLowerCase();

function hashOf(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** The one answer to an unknown order and to a caller without its token: 404 `order_not_found`. */
export function orderNotFound(): AppError {
  return new AppError('order_not_found', 404, 'Unknown order');
}

/**
 * Gives the order a new access token and stores its hash; earlier tokens keep working (a replayed
 * `create_order_ref` gets one more). Returns the token, which exists nowhere else.
 */
export async function issueOrderToken(db: pg.Pool, reference: string): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.query('INSERT INTO order_access_tokens (token_hash, customer_reference_number) VALUES ($1, $2)', [
    hashOf(token),
    reference,
  ]);
  return token;
}

/** The `X-Order-Token` header when it has a token's shape, else null (absent, repeated, malformed). */
export function orderTokenOf(request: FastifyRequest): string | null {
  const parsed = orderAccessTokenSchema.safeParse(request.headers[HEADER]);
  return parsed.success ? parsed.data : null;
}

/** True when `token` hashes to one of `hashes`, each compared in constant time. */
function isOneOf(token: string, hashes: readonly Buffer[]): boolean {
  const given = hashOf(token);
  let isMatch = false;
  for (const hash of hashes) isMatch = (hash.length === given.length && timingSafeEqual(hash, given)) || isMatch;
  return isMatch;
}

type OrderKey = { reference: string } | { sessionId: string };

/**
 * The order (by reference, or by the Checkout Session it recorded last) when `token` is one of
 * its access tokens; null for an unknown order, a missing or wrong token alike. One query whether
 * the order exists or not, so the time taken does not tell them apart either.
 */
export async function findOrderForHolder(db: pg.Pool, key: OrderKey, token: string | null): Promise<OrderRow | null> {
  if (!token) return null;
  const [column, value] =
    'reference' in key ? ['customer_reference_number', key.reference] : ['stripe_session_id', key.sessionId];
  const result = await db.query<OrderRow & { access_token_hashes: Buffer[] }>(
    `SELECT o.*, ARRAY(SELECT t.token_hash FROM order_access_tokens t
                        WHERE t.customer_reference_number = o.customer_reference_number) AS access_token_hashes
       FROM orders o WHERE o.${column} = $1`,
    [value],
  );
  const row = result.rows[0];
  if (!isOneOf(token, row?.access_token_hashes ?? []) || !row) return null;
  const { access_token_hashes: _hashes, ...order } = row;
  return order;
}
