import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isBuildCurrent, recordBuild, sourceDigest } from './builds.ts';
import type { StackConfig } from './config.ts';
import { ROOT } from './config.ts';
import { type BuildTarget, buildChangedPackages, packageBuildTargets, SOURCE_CONDITION } from './packages.ts';
import { assertPortsFree, type PortClaim } from './ports.ts';
import {
  databaseUrl,
  ensureDatabases,
  externalPostgres,
  type PostgresServer,
  startEmbeddedPostgres,
} from './postgres.ts';
import { type RunningService, runToCompletion, type ServiceSpec, startService, stopServices } from './processes.ts';

/** The whole shop, running: stop it to end every part, PostgreSQL last. */
export interface RunningStack {
  services: RunningService[];
  postgres: PostgresServer;
  /** The per-service database URLs in use. */
  databaseUrls: { cms: string; checkout: string; prize: string };
  stop(): Promise<void>;
}

/** `serve` runs built code; `watch` runs Strapi develop, the Vite dev server and tsx watch. */
export type StackMode = 'serve' | 'watch';

/** Progress reporting: `step` announces work, the returned function reports it done. */
export type Progress = (message: string) => (detail?: string) => void;

/** The databases of the shop's parts, one per part, on one PostgreSQL. */
export const SERVICE_DATABASES = ['cms', 'checkout', 'prize'] as const;

/**
 * Builds what changed and starts every part of the shop in dependency order: PostgreSQL,
 * mail catcher, prize service, Stripe sandbox, CMS (seeds on first start), checkout
 * service, web. If any part fails, everything already started is stopped again.
 *
 * @throws when a port is busy (nothing is started then), a build fails or a part is not ready.
 */
export async function startStack(
  config: StackConfig,
  progress: Progress,
  mode: StackMode = 'serve',
): Promise<RunningStack> {
  const usesEmbeddedPostgres = needsEmbeddedPostgres(config);
  await assertPortsFree(portClaims(config, usesEmbeddedPostgres));

  const services: RunningService[] = [];
  let postgres: PostgresServer | undefined;
  try {
    const done = progress(
      usesEmbeddedPostgres ? `PostgreSQL (embedded, port ${config.ports.postgres})` : 'PostgreSQL (DATABASE_URL)',
    );
    postgres = usesEmbeddedPostgres
      ? await startEmbeddedPostgres(config.postgresDataDir, config.ports.postgres)
      : externalPostgres(config.databaseUrl || config.serviceDatabaseUrls.cms);
    const databaseUrls = resolveDatabaseUrls(config, postgres.adminUrl);
    if (config.databaseUrl || usesEmbeddedPostgres) await ensureDatabases(postgres.adminUrl, [...SERVICE_DATABASES]);
    done();

    if (mode === 'serve') await buildAll(config, progress);
    else await buildPackagesForCms(config, progress);

    const env = { ...config.env, NODE_ENV: config.env.NODE_ENV ?? 'development' };
    const logDir = path.join(config.dataDir, 'logs');
    const start = async (label: string, spec: ServiceSpec) => {
      const finish = progress(label);
      services.push(await startService(spec, logDir));
      finish();
    };

    await start(`Mail catcher (SMTP ${config.ports.smtp}, web ${config.ports.maildevWeb})`, maildevSpec(config, env));
    await start(
      `Prize service (port ${config.ports.prize})`,
      nodeService(
        mode,
        'prize-service',
        env,
        { PRIZE_DATABASE_URL: databaseUrls.prize },
        `http://127.0.0.1:${config.ports.prize}/health`,
      ),
    );
    if (config.usesStripeSandbox) {
      await start(
        `Stripe sandbox (port ${config.ports.stripeSandbox})`,
        nodeService(mode, 'stripe-sandbox', env, {}, `http://127.0.0.1:${config.ports.stripeSandbox}/health`),
      );
    }
    await mkdir(cmsFolders(config).publicUploadsDir, { recursive: true });
    await start(
      `CMS (port ${config.ports.cms}; the first start seeds the catalogue)`,
      cmsSpec(mode, config, env, databaseUrls.cms),
    );
    await start(
      `Checkout service (port ${config.ports.checkout})`,
      nodeService(
        mode,
        'checkout-service',
        env,
        { CHECKOUT_DATABASE_URL: databaseUrls.checkout },
        `http://127.0.0.1:${config.ports.checkout}/health`,
      ),
    );
    await start(`Web (port ${config.ports.web})`, webSpec(mode, config, env));

    const running = postgres;
    return {
      services,
      postgres: running,
      databaseUrls,
      stop: async () => {
        await stopServices(services);
        await running.stop();
      },
    };
  } catch (error) {
    await stopServices(services);
    await postgres?.stop();
    throw error;
  }
}

/** A part of the shop that can run as more than one process beside a running stack. */
export type ReplicatedService = 'cms' | 'checkout-service';

/**
 * Starts one more process of the CMS or the checkout service beside `stack`, listening on `port`,
 * with the stack's settings (the same database) plus `extra`; `stack.stop()` stops it too. For
 * measuring one and two replicas on one machine (`npm run bench -- checkout`). Without `REDIS_URL`
 * each replica keeps its own response cache and rate-limit counts (docs/decisions/086).
 *
 * @throws when the process exits or is not ready in time (its last log lines in the message).
 */
export async function startReplica(
  config: StackConfig,
  stack: RunningStack,
  service: ReplicatedService,
  port: number,
  extra: Record<string, string> = {},
): Promise<RunningService> {
  const env = { ...config.env, NODE_ENV: config.env.NODE_ENV ?? 'development', ...extra };
  const replicas = stack.services.filter((running) => running.name.startsWith(service)).length;
  const spec =
    service === 'cms'
      ? cmsSpec(
          'serve',
          { ...config, ports: { ...config.ports, cms: port } },
          { ...env, CMS_PORT: String(port) },
          stack.databaseUrls.cms,
        )
      : nodeService(
          'serve',
          'checkout-service',
          env,
          { CHECKOUT_DATABASE_URL: stack.databaseUrls.checkout, CHECKOUT_PORT: String(port) },
          `http://127.0.0.1:${port}/health`,
        );
  const running = await startService(
    { ...spec, name: `${service}-${replicas + 1}` },
    path.join(config.dataDir, 'logs'),
  );
  stack.services.push(running);
  return running;
}

function needsEmbeddedPostgres(config: StackConfig): boolean {
  const { cms, checkout, prize } = config.serviceDatabaseUrls;
  return !config.databaseUrl && !(cms && checkout && prize);
}

function resolveDatabaseUrls(config: StackConfig, adminUrl: string): RunningStack['databaseUrls'] {
  const urls = config.serviceDatabaseUrls;
  return {
    cms: urls.cms || databaseUrl(adminUrl, 'cms'),
    checkout: urls.checkout || databaseUrl(adminUrl, 'checkout'),
    prize: urls.prize || databaseUrl(adminUrl, 'prize'),
  };
}

function portClaims(config: StackConfig, usesEmbeddedPostgres: boolean): PortClaim[] {
  const { ports } = config;
  const claims: PortClaim[] = [
    { name: 'web', port: ports.web },
    { name: 'cms', port: ports.cms },
    { name: 'checkout-service', port: ports.checkout },
    { name: 'prize-service', port: ports.prize },
    { name: 'mail catcher SMTP', port: ports.smtp },
    { name: 'mail catcher web', port: ports.maildevWeb },
  ];
  if (config.usesStripeSandbox) claims.push({ name: 'stripe-sandbox', port: ports.stripeSandbox });
  if (usesEmbeddedPostgres) claims.push({ name: 'embedded PostgreSQL', port: ports.postgres });
  return claims;
}

async function buildAll(config: StackConfig, progress: Progress): Promise<void> {
  const env = { ...config.env, NODE_ENV: 'production' };
  const cms = path.join(ROOT, 'cms');
  const web = path.join(ROOT, 'web');
  // The shared packages first: the services and the CMS run their compiled dist/.
  const targets: BuildTarget[] = [
    ...packageBuildTargets(env),
    {
      name: 'cms-build',
      label: 'Building the CMS and its admin panel (first time ≈ 1–2 min)',
      stamp: path.join(cms, 'dist', '.source-digest'),
      inputs: ['src', 'config', 'package.json', 'tsconfig.json'].map((p) => path.join(cms, p)),
      // `strapi build` type-checks against Strapi's generated types, which are not committed (docs/decisions/080).
      prepare: {
        name: 'cms-types',
        command: process.execPath,
        args: [tsxBin(), 'scripts/generate-types.ts'],
        cwd: cms,
        env,
      },
      spec: { name: 'cms-build', command: process.execPath, args: [strapiBin(), 'build'], cwd: cms, env },
    },
    {
      name: 'web-build',
      label: 'Building the storefront',
      stamp: path.join(web, 'dist', '.source-digest'),
      inputs: [
        ...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => path.join(web, p)),
        path.join(ROOT, 'packages', 'shop-rules', 'src'),
      ],
      spec: { name: 'web-build', command: process.execPath, args: [viteBin(), 'build'], cwd: web, env },
    },
    {
      // The server's render of the first screens, which web-origin serves (docs/decisions/051).
      name: 'web-render-build',
      label: "Building the storefront's server render",
      stamp: path.join(web, 'dist-server', '.source-digest'),
      inputs: [
        ...['src', 'vite.config.ts', 'package.json'].map((p) => path.join(web, p)),
        path.join(ROOT, 'packages', 'shop-rules', 'src'),
      ],
      spec: {
        name: 'web-render-build',
        command: process.execPath,
        args: [viteBin(), 'build', '--ssr', 'src/entry-server.tsx'],
        cwd: web,
        env,
      },
    },
  ];
  const logDir = path.join(config.dataDir, 'logs');
  for (const target of targets) {
    const digest = sourceDigest(target.inputs);
    if (isBuildCurrent(target.stamp, digest)) {
      progress(target.label.replace(/ \(.*\)$/, ''))('up to date, not rebuilt');
      continue;
    }
    const done = progress(target.label);
    if (target.prepare) await runToCompletion(target.prepare, logDir);
    await runToCompletion(target.spec, logDir);
    await recordBuild(target.stamp, digest);
    done();
  }
}

/**
 * `npm run dev`: the Node services and the SPA read the packages from their sources; the CMS
 * (Strapi, CommonJS) reads their `dist/`, so the packages whose sources changed are built first.
 */
async function buildPackagesForCms(config: StackConfig, progress: Progress): Promise<void> {
  const done = progress('Building the shared packages that changed, for the CMS');
  const built = await buildChangedPackages(
    { ...config.env, NODE_ENV: 'production' },
    path.join(config.dataDir, 'logs'),
  );
  done(built.length ? `built ${built.join(', ')}` : 'up to date, not rebuilt');
}

function nodeService(
  mode: StackMode,
  workspace: string,
  env: Record<string, string>,
  extra: Record<string, string>,
  healthUrl: string,
): ServiceSpec {
  return {
    name: workspace,
    command: process.execPath,
    args: mode === 'watch' ? nodeWatchArgs(tsxBin()) : ['--import', 'tsx', 'src/server.ts'],
    cwd: path.join(ROOT, workspace),
    env: { ...env, ...extra },
    readiness: { httpUrl: healthUrl },
    timeoutMs: 60_000,
  };
}

/**
 * How `npm run dev` runs a Node service: tsx watch, with the workspace packages from their sources
 * (the export condition), so a rule's edit restarts the service without a build.
 */
export function nodeWatchArgs(tsx: string): string[] {
  return [tsx, 'watch', `--conditions=${SOURCE_CONDITION}`, 'src/server.ts'];
}

/**
 * Where the CMS of this profile keeps files: `publicDir` is Strapi's public folder, whose `uploads/`
 * holds the media; `privateDir` the enquiry attachments (docs/decisions/030); `uploadTmpDir` uploads
 * in flight. All under the profile's data folder.
 */
export function cmsFolders(config: Pick<StackConfig, 'dataDir'>): {
  publicDir: string;
  publicUploadsDir: string;
  privateDir: string;
  uploadTmpDir: string;
} {
  const publicDir = path.join(config.dataDir, 'cms-public');
  return {
    publicDir,
    publicUploadsDir: path.join(publicDir, 'uploads'),
    privateDir: path.join(config.dataDir, 'cms-private'),
    uploadTmpDir: path.join(config.dataDir, 'cms-upload-tmp'),
  };
}

function cmsSpec(
  mode: StackMode,
  config: StackConfig,
  env: Record<string, string>,
  cmsDatabaseUrl: string,
): ServiceSpec {
  return {
    name: 'cms',
    command: process.execPath,
    args: [strapiBin(), mode === 'watch' ? 'develop' : 'start'],
    cwd: path.join(ROOT, 'cms'),
    env: {
      ...env,
      CMS_DATABASE_URL: cmsDatabaseUrl,
      CMS_PUBLIC_DIR: cmsFolders(config).publicDir,
      CMS_PRIVATE_DIR: cmsFolders(config).privateDir,
      CMS_UPLOAD_TMP_DIR: cmsFolders(config).uploadTmpDir,
      STRAPI_TELEMETRY_DISABLED: 'true',
    },
    readiness: { httpUrl: `http://127.0.0.1:${config.ports.cms}/_health` },
    timeoutMs: 600_000,
  };
}

/**
 * The web origin: in `serve` mode web-origin (the built SPA and the one-origin proxy with the nginx
 * edge's rules, docs/decisions/045-node-origin-and-shared-edge-rules.md); in `watch` mode Vite's
 * dev server with its proxy (web/vite.config.ts).
 */
function webSpec(mode: StackMode, config: StackConfig, env: Record<string, string>): ServiceSpec {
  const readiness = { httpUrl: `http://127.0.0.1:${config.ports.web}/` };
  if (mode === 'watch') {
    return {
      name: 'web',
      command: process.execPath,
      args: [viteBin(), 'dev', '--port', String(config.ports.web), '--strictPort'],
      cwd: path.join(ROOT, 'web'),
      env,
      readiness,
      timeoutMs: 60_000,
    };
  }
  return {
    name: 'web',
    command: process.execPath,
    args: ['--import', 'tsx', 'src/server.ts'],
    cwd: path.join(ROOT, 'web-origin'),
    env: {
      ...env,
      WEB_ROOT: path.join(ROOT, 'web', 'dist'),
      // The payment popup frames the Stripe sandbox's card page when no real Stripe is configured.
      CSP_EXTRA_FRAME_SRC: config.usesStripeSandbox ? (env.STRIPE_SANDBOX_PUBLIC_URL ?? '') : '',
    },
    readiness,
    timeoutMs: 60_000,
  };
}

function maildevSpec(config: StackConfig, env: Record<string, string>): ServiceSpec {
  const require = createRequire(path.join(ROOT, 'package.json'));
  return {
    name: 'maildev',
    command: process.execPath,
    args: [
      path.join(path.dirname(require.resolve('maildev/package.json')), 'bin', 'maildev'),
      '--smtp',
      String(config.ports.smtp),
      '--web',
      String(config.ports.maildevWeb),
      '--ip',
      '127.0.0.1',
    ],
    cwd: ROOT,
    env,
    readiness: { httpUrl: `http://127.0.0.1:${config.ports.maildevWeb}/email` },
    timeoutMs: 30_000,
  };
}

function strapiBin(): string {
  const require = createRequire(path.join(ROOT, 'cms', 'package.json'));
  return path.join(path.dirname(require.resolve('@strapi/strapi/package.json')), 'bin', 'strapi.js');
}

function tsxBin(): string {
  const require = createRequire(path.join(ROOT, 'package.json'));
  return path.join(path.dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs');
}

function viteBin(): string {
  const require = createRequire(path.join(ROOT, 'web', 'package.json'));
  return path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
}
