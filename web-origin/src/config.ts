import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  integerSetting,
  listenHostSetting,
  loadSettings,
  portSetting,
  setting,
  urlSetting,
} from '@outlet-shop/service-kit';
import { z } from 'zod';

/** The SPA's build in this repository (`npm run build -w web`). */
const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** The server render of the first screens in this repository's web build (docs/decisions/051). */
const WEB_RENDER_ENTRY = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist-server/entry-server.js',
);

const configSchema = z.object({
  NODE_ENV: setting('development'),
  /** The interface to listen on: loopback unless set (web-render's container sets 0.0.0.0). */
  HOST: listenHostSetting(),
  WEB_PORT: portSetting('5173'),
  /** Prometheus's port (GET /metrics) on HOST, never served by the edge; 0: no metrics listener. */
  WEB_METRICS_PORT: portSetting('9467'),
  /** The folder of the built SPA (index.html and assets/). */
  WEB_ROOT: setting(WEB_DIST),
  /**
   * The web build's server render module (`vite build --ssr`); set empty, every page is the shell,
   * rendered in the browser (unlike `setting`, an empty value is kept).
   */
  WEB_RENDER_ENTRY: z.string().default(WEB_RENDER_ENTRY),
  /** The shop's public address, for the links a rendered page names (hreflang); unset: the request's host. */
  PUBLIC_WEB_URL: z.union([z.literal(''), z.url()]).default(''),
  CMS_URL: urlSetting('http://localhost:1337'),
  CHECKOUT_URL: urlSetting('http://localhost:4242'),
  PRIZE_URL: urlSetting('http://localhost:4343'),
  /** Another origin the payment popup may frame: the Stripe sandbox's, in development; empty with real Stripe. */
  CSP_EXTRA_FRAME_SRC: z.union([z.literal(''), z.url()]).default(''),
  /**
   * The Apple Pay domain association file's contents (Stripe Dashboard → Settings → Payment method
   * domains), served at `/.well-known/apple-developer-merchantid-domain-association` so Stripe
   * shows Apple Pay on this domain; empty (the default): 404 there.
   */
  APPLE_PAY_DOMAIN_ASSOCIATION: z.string().default(''),
  /**
   * The staff admin's own origin (docs/decisions/060): set, only its host name serves the admin
   * (and nothing of the shop), every other host answers 404 there; empty (the default), the admin
   * is at /admin on this origin.
   */
  ADMIN_PUBLIC_URL: z.union([z.literal(''), z.url()]).default(''),
  /** Memory the catalogue micro-cache may hold, MB (the least recently used answers go first). */
  WEB_CATALOGUE_CACHE_MB: integerSetting('64', { min: 1, max: 4096 }),
  /**
   * Proxies in front of this origin: 0 (the default) when it is the edge itself (`npm start`), 1
   * behind the containers' nginx (web-render), whose `X-Request-Id` then names the request in its
   * logs, and whose `X-Forwarded-For` names the shopper whose renders are counted
   * (`RENDER_LIMIT_PER_ADDRESS`). At 0 no `X-Forwarded-For` is read: the TCP peer is the shopper.
   */
  WEB_TRUSTED_PROXY_HOPS: integerSetting('0', { min: 0, max: 10 }),
  /** pino level: `info` also logs every request; `warn` (default) only the failures of the services. */
  WEB_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('warn'),
});

/** web-origin's settings, parsed once from the environment (see `.env.example`). */
export type Config = z.infer<typeof configSchema>;

/**
 * Parses the settings from an environment (default `process.env`), with the development defaults
 * of `.env.example`.
 *
 * @throws Error naming every bad key.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadSettings(configSchema, env, 'web-origin');
}
