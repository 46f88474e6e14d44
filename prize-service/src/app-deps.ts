/**
 * What the app's routes are given, in a module of its own: the routes import these types from here,
 * never the app that registers them.
 */
import type { createRateLimiter } from '@outlet-shop/service-kit/rate-limit';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Config } from './config.ts';

/** What the app talks to: its settings and the prize database (the pool belongs to the caller). */
export interface Dependencies {
  config: Config;
  db: pg.Pool;
}

/** The dependencies as routes see them. */
export interface AppDeps extends Dependencies {
  /** Route config for @fastify/rate-limit: code checks per client address per minute. */
  verifyLimit: { max: number; timeWindow: number; allowList: (request: FastifyRequest) => boolean };
  /**
   * Code checks that found no code per {@link VERIFY_FAILURES_WINDOW_SECONDS}: per browser (its own
   * id on one client address) and per client address, whatever the ids.
   */
  verifyFailures: {
    perBrowser: ReturnType<typeof createRateLimiter>;
    perAddress: ReturnType<typeof createRateLimiter>;
  };
}

/** The window of `PRIZE_VERIFY_FAILURES_PER_BROWSER` and `PRIZE_VERIFY_FAILURES_PER_ADDRESS`, seconds (15 minutes). */
export const VERIFY_FAILURES_WINDOW_SECONDS = 900;
