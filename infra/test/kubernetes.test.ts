import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { Namespace, PersistentVolumeClaim, Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';

const K8S = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../k8s');
const read = (file: string) => readFileSync(path.join(K8S, file), 'utf8');

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec?: Record<string, unknown>;
}

const kustomization = parse(read('kustomization.yaml')) as {
  resources: string[];
  configMapGenerator: { name: string; envs: string[] }[];
  secretGenerator: { name: string; envs: string[] }[];
};
const manifests: Manifest[] = kustomization.resources.flatMap((file) =>
  parseAllDocuments(read(file)).map((document) => document.toJSON() as Manifest),
);
const byKind = (kind: string) => manifests.filter((manifest) => manifest.kind === kind);

const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/Namespace': Namespace,
  'v1/Service': Service,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
};

describe('infra/k8s', () => {
  it('lists every manifest in kustomization.yaml, and every generator file exists', () => {
    const yamlFiles = readdirSync(K8S).filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml');
    expect([...kustomization.resources].sort()).toEqual(yamlFiles.sort());
    expect(readdirSync(K8S)).toContain('config.env');
    // secrets.env is the operator's copy of this example, never committed.
    expect(readdirSync(K8S)).toContain('secrets.env.example');
    expect(kustomization.secretGenerator[0]?.envs).toEqual(['secrets.env']);
  });

  it.each(manifests.map((manifest) => [`${manifest.kind} ${manifest.metadata.name}`, manifest] as const))(
    '%s is a valid Kubernetes object',
    (_name, manifest) => {
      const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
      expect(Model, `a model for ${manifest.apiVersion} ${manifest.kind}`).toBeDefined();
      expect(() => new (Model as NonNullable<typeof Model>)(manifest as never).validate()).not.toThrow();
    },
  );

  it('gives every Deployment probes, resource requests and limits, a non-root pod and a Service', () => {
    const services = byKind('Service').map((service) => service.metadata.name);
    expect(
      byKind('Deployment')
        .map((deployment) => deployment.metadata.name)
        .sort(),
    ).toEqual(['checkout-service', 'cms', 'prize-service', 'web', 'web-render']);
    for (const deployment of byKind('Deployment')) {
      const pod = new Deployment(deployment as never).spec?.template.spec;
      expect(pod?.securityContext?.runAsNonRoot, deployment.metadata.name).toBe(true);
      for (const container of pod?.containers ?? []) {
        expect(container.readinessProbe?.httpGet?.path, `${container.name} readiness`).toBeTruthy();
        expect(container.livenessProbe?.httpGet?.path, `${container.name} liveness`).toBeTruthy();
        expect(container.resources?.requests, `${container.name} requests`).toMatchObject({
          cpu: expect.anything(),
          memory: expect.anything(),
        });
        expect(container.resources?.limits, `${container.name} limits`).toMatchObject({
          cpu: expect.anything(),
          memory: expect.anything(),
        });
        expect(container.envFrom?.map((source) => source.secretRef?.name ?? source.configMapRef?.name)).toEqual([
          'outlet-shop-config',
          'outlet-shop-secrets',
        ]);
      }
      expect(services).toContain(deployment.metadata.name);
    }
  });

  it('checks readiness on /ready for the services that have dependencies to wait for', () => {
    const readiness = Object.fromEntries(
      byKind('Deployment').map((deployment) => [
        deployment.metadata.name,
        new Deployment(deployment as never).spec?.template.spec?.containers[0]?.readinessProbe?.httpGet?.path,
      ]),
    );
    expect(readiness).toEqual({
      'checkout-service': '/ready',
      'prize-service': '/ready',
      cms: '/api/ready',
      web: '/index.html',
      'web-render': '/index.html',
    });
  });

  it("points the web edge's RENDER_UPSTREAM at the renderer's Service (docs/decisions/051)", () => {
    const deployment = (name: string) =>
      new Deployment(byKind('Deployment').find((manifest) => manifest.metadata.name === name) as never);
    const renderUpstream = deployment('web').spec?.template.spec?.containers[0]?.env?.find(
      (variable) => variable.name === 'RENDER_UPSTREAM',
    )?.value;
    const service = new Service(byKind('Service').find((manifest) => manifest.metadata.name === 'web-render') as never);
    expect(renderUpstream).toBe(`web-render:${service.spec?.ports?.[0]?.port}`);
    const container = deployment('web-render').spec?.template.spec?.containers[0];
    expect(container?.image).toMatch(/^outlet-shop\/web-render:/);
    expect(container?.ports?.[0]?.containerPort).toBe(5173);
  });

  it('runs more than one CMS replica, its media and attachments in S3 and its shared state in Redis (docs/decisions/086)', () => {
    const cms = new Deployment(byKind('Deployment').find((manifest) => manifest.metadata.name === 'cms') as never);
    expect(cms.spec?.replicas).toBeGreaterThan(1);
    const pod = cms.spec?.template.spec;
    // No volume that one replica would keep to itself: media and attachments go to the buckets.
    expect(pod?.volumes?.every((volume) => volume.emptyDir !== undefined && !volume.persistentVolumeClaim)).toBe(true);
    expect(byKind('PersistentVolumeClaim')).toEqual([]);
    const config = parseEnv(readFileSync(path.join(K8S, 'config.env'), 'utf8'));
    const secrets = parseEnv(readFileSync(path.join(K8S, 'secrets.env.example'), 'utf8'));
    expect(config.S3_BUCKET).toBeTruthy();
    expect(config.S3_PRIVATE_BUCKET).toBeTruthy();
    expect(config.S3_PRIVATE_BUCKET).not.toBe(config.S3_BUCKET);
    expect(secrets.S3_ACCESS_KEY_ID).toBeTruthy();
    expect(secrets.S3_SECRET_ACCESS_KEY).toBeTruthy();
    expect(secrets.REDIS_URL).toMatch(/^rediss?:\/\//);
    // The private directory is not where attachments live any more.
    expect(pod?.containers[0]?.env?.map((variable) => variable.name)).not.toContain('CMS_PRIVATE_DIR');
  });

  it('autoscales the stateless services, not the CMS', () => {
    const targets = byKind('HorizontalPodAutoscaler').map(
      (hpa) => new HorizontalPodAutoscaler(hpa as never).spec?.scaleTargetRef.name,
    );
    expect(targets.sort()).toEqual(['checkout-service', 'prize-service', 'web', 'web-render']);
  });

  it('routes the one-origin paths through the web edge, with TLS', () => {
    const [ingress] = byKind('Ingress').map((manifest) => new Ingress(manifest as never));
    const paths = ingress?.spec?.rules?.[0]?.http?.paths.map((rule) => rule.path);
    expect(paths).toEqual(['/api', '/uploads', '/checkout/v1', '/prize/v1', '/']);
    expect(ingress?.spec?.tls?.length).toBe(1);
  });

  it("serves the staff admin on its own host name, ADMIN_PUBLIC_URL's (docs/decisions/060)", () => {
    const [ingress] = byKind('Ingress').map((manifest) => new Ingress(manifest as never));
    const config = parseEnv(readFileSync(path.join(K8S, 'config.env'), 'utf8'));
    const adminHost = new URL(config.ADMIN_PUBLIC_URL ?? '').hostname;
    const adminRule = ingress?.spec?.rules?.find((rule) => rule.host === adminHost);
    expect(adminRule?.http?.paths.map((rule) => rule.backend.service?.name)).toEqual(['web']);
    expect(ingress?.spec?.tls?.[0]?.hosts).toContain(adminHost);
    expect(config.NODE_ENV).toBe('production');
  });
});
