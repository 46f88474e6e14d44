import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APPLE_PAY_DOMAIN_ASSOCIATION_PATH,
  CATALOGUE_COLLECTIONS,
  contentSecurityPolicy,
  EDGE_ROUTES,
  FRAME_SOURCES,
  hiddenHeaders,
  NGINX_TEMPLATE_PATH,
  RENDER_RETRY_AFTER_SECONDS,
  RENDER_TIMEOUT_SECONDS,
  renderNginxTemplate,
  SECURITY_HEADERS,
  UNAVAILABLE_PAGES,
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
  const rendered = (frameAncestors: string) =>
    policy?.replace('$csp_frame_src', FRAME_SOURCES.join(' ')).replace('$csp_frame_ancestors', frameAncestors);
  expect(rendered("'self'")).toBe(contentSecurityPolicy());
  expect(rendered("'self' https://admin.example.ae")).toBe(contentSecurityPolicy('', 'https://admin.example.ae'));
  // envsubst fills the admin's public origin in when the container starts.
  expect(template).toContain(`set $csp_admin_origin "$\{ADMIN_PUBLIC_URL}";`);
  expect(template).toContain(
    'set $csp_frame_src "https://js.stripe.com https://hooks.stripe.com https://checkout.stripe.com https://www.openstreetmap.org";',
  );
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

it('sends the SPA paths with no file to the renderer, and answers the busy page with 503 when it fails (decisions 051, 081)', () => {
  expect(template).toContain(`  set $render_origin http://\${RENDER_UPSTREAM};`);
  expect(template).toMatch(/^# {3}RENDER_UPSTREAM +host:port/m);
  const spa = locationBody('location / {');
  expect(spa).toContain('try_files $uri @render;');

  const render = locationBody('location @render {');
  expect(render).toContain('proxy_pass $render_origin;');
  // A renderer that fails (5xx), is down (502) or is slow (504 after the timeout) gets the busy page
  // of the path's language with 503 and Retry-After, never the shell with 200.
  expect(render).toContain('proxy_intercept_errors on;');
  expect(render).toContain('error_page 500 502 503 504 =503 $unavailable_page;');
  expect(template).toContain(
    `map $uri $unavailable_page {\n  "~^/ar(/|$)" ${UNAVAILABLE_PAGES.ar};\n  default ${UNAVAILABLE_PAGES.en};\n}`,
  );
  expect(template).toContain(`map $status $unavailable_retry_after {\n  503 ${RENDER_RETRY_AFTER_SECONDS};`);
  expect(spa).toContain('add_header Retry-After $unavailable_retry_after always;');
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

it('passes on only the headers the CMS reads on its public locations; all of them to the admin (decision 057)', () => {
  const catalogue = locationBody(`location ~ ^/api/(${CATALOGUE_COLLECTIONS.join('|')})(/|$) {`);
  for (const body of [catalogue, locationBody('location /api/ {'), locationBody('location /uploads/ {')]) {
    expect(body).toContain('proxy_pass_request_headers off;');
    const passed = body.filter((line) => line.startsWith('proxy_set_header ')).map((line) => line.split(' ')[1]);
    // The origin's own (a location's proxy_set_header replaces the server's), then the CMS's reads.
    expect(passed.slice(0, 5)).toEqual(['Connection', 'Host', 'X-Forwarded-For', 'X-Forwarded-Proto', 'X-Request-Id']);
    expect(body).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(passed).toContain('Accept-Encoding');
    for (const name of passed) expect(name).not.toMatch(/^(strapi-|cookie$|cache-control$)/i);
  }
  expect(catalogue.join('\n')).not.toContain('If-None-Match');
  const admin = locationBody(
    'location ~ ^/(admin|content-manager|content-type-builder|i18n|users-permissions|email|content-releases|review-workflows|strapi-cache)(/|$) {',
  );
  const mediaLibrary = locationBody('location ~ ^/(upload)(/|$) {');
  for (const body of [admin, mediaLibrary]) {
    expect(body.join('\n')).not.toContain('proxy_pass_request_headers');
    expect(body.join('\n')).not.toContain('proxy_set_header');
  }
  // The admin's JSON up to the CMS's own limit (a larger one is the edge's 413, not a 502).
  expect(admin).toContain('client_max_body_size 1m;');
  expect(mediaLibrary.join('\n')).not.toContain('client_max_body_size');
  expect(locationBody('location /checkout/v1/ {').join('\n')).not.toContain('proxy_pass_request_headers');
});

it("serves Apple Pay's domain association file from the file the image writes, as text/plain, 404 while absent", () => {
  const body = locationBody(`location = ${APPLE_PAY_DOMAIN_ASSOCIATION_PATH} {`);
  expect(body).toContain('default_type text/plain;');
  expect(body).toContain(`alias \${APPLE_PAY_DOMAIN_ASSOCIATION_FILE};`);
  expect(body).toContain('add_header Cache-Control "public, max-age=300";');
  expect(template).toMatch(/^# {3}APPLE_PAY_DOMAIN_ASSOCIATION_FILE +the Apple Pay/m);
});

it("answers /uploads under media's CSP, which runs nothing, never the shop's", () => {
  const uploads = template.slice(template.indexOf('location /uploads/ {'));
  const location = uploads.slice(0, uploads.indexOf('\n  }'));
  expect(location).toContain(
    `add_header Content-Security-Policy "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox" always;`,
  );
  expect(location).toContain('add_header X-Content-Type-Options nosniff always;');
  expect(location).not.toContain('$csp');
  expect(location).not.toContain('proxy_hide_header Content-Disposition');
});
