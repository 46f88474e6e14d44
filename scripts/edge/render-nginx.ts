/**
 * `npm run render:nginx`: writes the nginx edge's template (infra/nginx/default.conf.template) from
 * the shared rules in packages/edge-rules; `--check` only reports whether the file is current
 * (exit 1 if not). Run it after changing a route, header or cache rule, and commit both.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NGINX_TEMPLATE_PATH, renderNginxTemplate } from '@outlet-shop/edge-rules';
import { ROOT } from '../stack/config.ts';

const file = path.join(ROOT, NGINX_TEMPLATE_PATH);
const rendered = renderNginxTemplate();
const current = await readFile(file, 'utf8').catch(() => '');
if (process.argv.includes('--check')) {
  process.stdout.write(
    current === rendered
      ? `${NGINX_TEMPLATE_PATH} is current\n`
      : `${NGINX_TEMPLATE_PATH} is stale: run npm run render:nginx\n`,
  );
  process.exitCode = current === rendered ? 0 : 1;
} else if (current === rendered) {
  process.stdout.write(`${NGINX_TEMPLATE_PATH} is current\n`);
} else {
  await writeFile(file, rendered);
  process.stdout.write(`wrote ${NGINX_TEMPLATE_PATH}\n`);
}
