// The package's entry (package.json `exports`); `./request-id` is also its own entry, for the CMS.
export * from './database.ts';
export * from './errors.ts';
export * from './probes.ts';
export * from './request-id.ts';
export * from './settings.ts';
export * from './shutdown.ts';
