import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CATALOGUE_COLLECTIONS,
  contentSecurityPolicy,
  EDGE_ROUTES,
  NGINX_TEMPLATE_PATH,
  renderNginxTemplate,
  SECURITY_HEADERS,
} from '@outlet-shop/edge-rules';
import { expect, it } from 'vitest';

// The nginx edge and `npm start`'s web-origin serve one definition (packages/edge-rules): the
// committed template must be exactly its rendering, so the two origins cannot drift.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const template = readFileSync(path.join(ROOT, NGINX_TEMPLATE_PATH), 'utf8');

it('is the rendering of the shared edge rules (run `npm run render:nginx` after changing them)', () => {
  expect(template).toBe(renderNginxTemplate());
});

it('has a location for every route, and the shop headers and catalogue cache of the rules', () => {
  for (const route of EDGE_ROUTES) expect(template).toContain(route.comment.split('\n')[0]);
  expect(template).toContain(`location ~ ^/api/(${CATALOGUE_COLLECTIONS.join('|')})(/|$)`);
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(template).toMatch(new RegExp(`add_header ${name} "?${value.replace(/[()]/g, '\\$&')}"? always;`));
  const policy = template.match(/set \$csp "([^"]+)";/)?.[1];
  expect(
    policy?.replace('$csp_frame_src', 'https://js.stripe.com https://hooks.stripe.com https://checkout.stripe.com'),
  ).toBe(contentSecurityPolicy());
  expect(template).toContain('proxy_cache_valid 200 1s;');
  expect(template).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
});
