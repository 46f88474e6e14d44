import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEBIAN_NGINX, findNginx, thisMachine } from '../test/test-tools.ts';
import { ROOT } from './config.ts';
import { findFreePort } from './ports.ts';

/** The nginx to start: `NGINX_PATH`, else Debian's (`apt-get install nginx`); undefined when neither runs. */
export const NGINX_BIN = findNginx(thisMachine()).path;

/** A running nginx edge in front of a stack: its URL and how to stop it. */
export interface Edge {
  url: string;
  /** The access log nginx writes (the template's format). */
  accessLogPath: string;
  stop(): Promise<void>;
}

/**
 * Renders `infra/nginx/default.conf.template` exactly as the web image does (each `${NAME}`
 * from `values`) into a scratch prefix.
 */
export async function renderEdgeConfig(values: Record<string, string>): Promise<string> {
  const template = await readFile(path.join(ROOT, 'infra', 'nginx', 'default.conf.template'), 'utf8');
  return template.replace(/\$\{([A-Z_]+)\}/g, (match, name: string) => values[name] ?? match);
}

/**
 * Starts Debian's nginx with the production edge config (infra/nginx) in front of services on
 * localhost: the built SPA from `webDist`, the catalogue cache in a scratch folder. Used by the
 * edge journey and the catalogue benchmark. Throws when nginx is not installed.
 */
export async function startEdge(options: {
  cmsPort: number;
  checkoutPort: number;
  prizePort: number;
  /**
   * The port of a web-origin that renders the first screens (docs/decisions/051; the containers'
   * web-render). Unset: a port nothing listens on, so every SPA page is the shell, nginx's answer
   * when the renderer is down.
   */
  renderPort?: number;
  webDist: string;
  /** The Stripe sandbox's origin, which the payment popup frames (the CSP allows it). */
  paymentFrameOrigin?: string;
  /**
   * The Apple Pay domain association file's contents, written where the edge serves it, as the
   * web image's entrypoint writes `APPLE_PAY_DOMAIN_ASSOCIATION`. Unset: no file (404).
   */
  applePayDomainAssociation?: string;
  /** The staff admin's own origin (docs/decisions/060). Unset: the admin at /admin on the edge's origin. */
  adminPublicUrl?: string;
}): Promise<Edge> {
  if (!NGINX_BIN) {
    throw new Error(`nginx not found at ${DEBIAN_NGINX}: install it (apt-get install nginx) or set NGINX_PATH`);
  }
  const prefix = await mkdtemp(path.join(tmpdir(), 'outlet-edge-'));
  await chmod(prefix, 0o777);
  const cacheDir = path.join(prefix, 'cache');
  await mkdir(cacheDir, { recursive: true });
  await chmod(cacheDir, 0o777);
  const port = await findFreePort();
  const applePayFile = path.join(prefix, 'apple-developer-merchantid-domain-association');
  if (options.applePayDomainAssociation) await writeFile(applePayFile, options.applePayDomainAssociation);
  const server = await renderEdgeConfig({
    NGINX_PORT: String(port),
    NGINX_CACHE_DIR: cacheDir,
    NGINX_ROOT: options.webDist,
    CMS_UPSTREAM: `127.0.0.1:${options.cmsPort}`,
    CHECKOUT_UPSTREAM: `127.0.0.1:${options.checkoutPort}`,
    PRIZE_UPSTREAM: `127.0.0.1:${options.prizePort}`,
    RENDER_UPSTREAM: `127.0.0.1:${options.renderPort ?? (await findFreePort())}`,
    // The upstreams are addresses, so nothing is looked up; the directive still needs a server.
    NGINX_LOCAL_RESOLVERS: '127.0.0.1',
    NGINX_REAL_IP_FROM: '192.0.2.1', // no load balancer in front (a documentation address)
    NGINX_CSP_EXTRA_FRAME_SRC: options.paymentFrameOrigin ?? '',
    APPLE_PAY_DOMAIN_ASSOCIATION_FILE: applePayFile,
    ADMIN_PUBLIC_URL: options.adminPublicUrl ?? '',
    NGINX_ACCESS_LOG: path.join(prefix, 'access.log'),
  });
  const isRoot = process.getuid?.() === 0;
  const main = `${isRoot ? 'user root root;\n' : ''}worker_processes 2;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/default.conf;
}
`;
  await writeFile(path.join(prefix, 'default.conf'), server);
  await writeFile(path.join(prefix, 'nginx.conf'), main);
  const child = spawn(NGINX_BIN, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const answered = await fetch(`${url}/`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    accessLogPath: path.join(prefix, 'access.log'),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
