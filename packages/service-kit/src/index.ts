// The package's entry (package.json `exports`). `./request-id`, `./unavailable`, `./loggable-url`,
// `./error-body`, `./retry-policy`, `./mail-html`, `./mail-logo` and `./metrics` are also entries of their own, free of fastify and pg, for the CMS;
// `./job-worker` and `./rate-limit` (graphile-worker, pg, ioredis; no fastify) are entries only.
export * from './app.ts';
export * from './database.ts';
export * from './error-body.ts';
export * from './errors.ts';
export * from './http-metrics.ts';
export * from './loggable-url.ts';
export * from './mail-html.ts';
export * from './mail-logo.ts';
export * from './metrics.ts';
export * from './probes.ts';
export * from './request-id.ts';
export * from './retry-policy.ts';
export * from './service-token.ts';
export * from './settings.ts';
export * from './shutdown.ts';
export * from './unavailable.ts';
