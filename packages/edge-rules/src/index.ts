/**
 * The one origin's rules, defined once (docs/decisions/045-node-origin-and-shared-edge-rules.md):
 * routes, security headers and CSP, compression, body limit and the catalogue micro-cache. web-origin
 * serves them under `npm start`; `renderNginxTemplate` writes them as the nginx edge's template for
 * the containers. Pure: no Node imports and no I/O.
 */
export * from './headers.ts';
export * from './nginx-template.ts';
export * from './routes.ts';
export * from './sites.ts';
