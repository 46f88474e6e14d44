import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CATALOGUE_COLLECTIONS,
  contentSecurityPolicy,
  EDGE_ROUTES,
  hiddenHeaders,
  NGINX_TEMPLATE_PATH,
  RENDER_TIMEOUT_SECONDS,
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

/** The body of the location block that `opening` starts (`location / {`), one directive a line. */
function locationBody(opening: string): string[] {
  const start = template.indexOf(`  ${opening}\n`);
  expect(start, opening).toBeGreaterThan(-1);
  const end = template.indexOf('\n  }\n', start);
  return template
    .slice(start + opening.length + 3, end)
    .split('\n')
    .map((line) => line.trim());
}

it('sends the SPA paths with no file to the renderer, and answers the shell when it fails (decision 051)', () => {
  expect(template).toContain(`  set $render_origin http://\${RENDER_UPSTREAM};`);
  expect(template).toMatch(/^# {3}RENDER_UPSTREAM +host:port/m);
  const spa = locationBody('location / {');
  expect(spa).toContain('try_files $uri @render;');

  const render = locationBody('location @render {');
  expect(render).toContain('proxy_pass $render_origin;');
  // A renderer that fails (5xx), is down (502) or is slow (504 after the timeout) gets the shell.
  expect(render).toContain('proxy_intercept_errors on;');
  expect(render).toContain('error_page 500 502 503 504 = /index.html;');
  expect(render).toContain(`proxy_read_timeout ${RENDER_TIMEOUT_SECONDS}s;`);
  // The rendered page carries the SPA location's headers, once: the renderer's own copies are hidden.
  const added = spa.filter((line) => line.startsWith('add_header '));
  expect(render.filter((line) => line.startsWith('add_header '))).toEqual(added);
  const hidden = render
    .filter((line) => line.startsWith('proxy_hide_header '))
    .map((line) => line.slice('proxy_hide_header '.length, -1));
  for (const line of added) expect(hidden, line).toContain(line.split(' ')[1]);
  for (const name of hiddenHeaders('shop')) expect(hidden).toContain(name);
});
