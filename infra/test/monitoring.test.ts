import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DockerfileParser } from 'dockerfile-ast';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { findPromtool, thisMachine } from '../../scripts/test/test-tools.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MONITORING = path.join(ROOT, 'infra/monitoring');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** Debian's promtool (or PROMTOOL_PATH); a missing one fails the test with what to install. */
function promtool(): string {
  const found = findPromtool(thisMachine());
  if (found.path) return found.path;
  throw new Error(
    `promtool is missing (${found.missing}): install Debian's prometheus package (sudo apt-get install prometheus) or set PROMTOOL_PATH`,
  );
}

async function runPromtool(...args: string[]): Promise<string> {
  const { stdout, stderr } = await promisify(execFile)(promtool(), args, { cwd: MONITORING }).catch(
    (error: { stdout: string; stderr: string }) => {
      throw new Error(`promtool ${args.join(' ')} failed:\n${error.stdout}${error.stderr}`);
    },
  );
  return stdout + stderr;
}

/** The `outlet_*` metric names the services' sources declare (quoted names in their metrics modules). */
function declaredMetrics(): Set<string> {
  const sources = [
    'packages/service-kit/src/metrics.ts',
    'checkout-service/src/metrics/checkout-metrics.ts',
    'cms/src/server/metrics.ts',
  ];
  return new Set(
    sources.flatMap((file) => [...read(file).matchAll(/'(outlet_[a-z0-9_]+)'/g)].map((match) => match[1])),
  );
}

/** The `outlet_*` names a text queries, a histogram's series taken back to its name. */
function queriedMetrics(text: string): string[] {
  const names = [...text.matchAll(/\boutlet_[a-z0-9_]+/g)].map((match) => match[0]);
  return [...new Set(names.map((name) => name.replace(/_(bucket|count|sum)$/, '')))];
}

describe('Prometheus (infra/monitoring; docs/operations.md "Metrics and alerts")', () => {
  it('prometheus.yml and its rules pass promtool check config', async () => {
    expect(await runPromtool('check', 'config', 'prometheus.yml')).toMatch(/SUCCESS: 9 rules found/);
  });

  it("the alert rules pass their unit tests (rules.test.yml, promtool's format)", async () => {
    expect(await runPromtool('test', 'rules', 'rules.test.yml')).toContain('SUCCESS');
  });

  it('scrapes every replica of every Node service by DNS on the metrics port it listens on', () => {
    const config = parse(read('infra/monitoring/prometheus.yml')) as {
      scrape_configs: { job_name: string; dns_sd_configs?: { names: string[]; type: string; port: number }[] }[];
    };
    const ports = Object.fromEntries(
      config.scrape_configs
        .filter((job) => job.dns_sd_configs)
        .map((job) => [job.job_name, job.dns_sd_configs?.map(({ names, type, port }) => ({ names, type, port }))]),
    );
    const defaultPort = (file: string, pattern: RegExp) => Number(pattern.exec(read(file))?.[1]);
    const settingPort = /[A-Z]+_METRICS_PORT: portSetting\('(\d+)'\)/;
    expect(ports).toEqual({
      cms: [
        { names: ['cms'], type: 'A', port: defaultPort('cms/config/shop.ts', /'CMS_METRICS_PORT', .*? : (\d+)\)/) },
      ],
      'checkout-service': [
        { names: ['checkout-service'], type: 'A', port: defaultPort('checkout-service/src/config.ts', settingPort) },
      ],
      'prize-service': [
        { names: ['prize-service'], type: 'A', port: defaultPort('prize-service/src/config.ts', settingPort) },
      ],
      'web-render': [{ names: ['web-render'], type: 'A', port: defaultPort('web-origin/src/config.ts', settingPort) }],
    });
    expect(Object.values(ports).map((jobs) => jobs?.[0]?.port)).toEqual([9464, 9465, 9466, 9467]);
  });

  it('the rules and the dashboard read only metrics the services expose', () => {
    const declared = declaredMetrics();
    const queried = [...queriedMetrics(read('infra/monitoring/rules.yml')), ...queriedMetrics(dashboardQueries())];
    expect(queried.length).toBeGreaterThan(10);
    expect(queried.filter((name) => !declared.has(name))).toEqual([]);
  });

  it('the dashboard has a query in every panel', () => {
    const dashboard = JSON.parse(read('infra/monitoring/grafana/outlet-shop.json')) as {
      uid: string;
      panels: { type: string; title: string; targets?: { expr: string }[] }[];
    };
    expect(dashboard.uid).toBe('outlet-shop');
    const graphs = dashboard.panels.filter((panel) => panel.type !== 'row');
    expect(graphs.filter((panel) => !panel.targets?.length || panel.targets.some((target) => !target.expr))).toEqual(
      [],
    );
  });

  it("the Prometheus image is Debian's package on a base image the stand-ins build", () => {
    const text = read('infra/docker/prometheus.Dockerfile');
    const froms = DockerfileParser.parse(text).getFROMs();
    expect(froms).toHaveLength(1);
    expect(text).toMatch(/^FROM \$\{DEBIAN_IMAGE\}$/m);
    expect(text).toMatch(/^ARG DEBIAN_IMAGE=debian:bookworm-slim$/m);
    expect(text).toMatch(/apt-get install .*\bprometheus\b/);
  });
});

/** Every query of the dashboard, one a line. */
function dashboardQueries(): string {
  const dashboard = JSON.parse(read('infra/monitoring/grafana/outlet-shop.json')) as {
    panels: { targets?: { expr: string }[] }[];
  };
  return dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr)).join('\n');
}
