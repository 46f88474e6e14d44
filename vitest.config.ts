import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { SOURCE_CONDITION } from './scripts/stack/packages.ts';

/**
 * Resolve options that read the workspace packages (`packages/*`) from their TypeScript sources,
 * in Node and in jsdom, instead of their built `dist/` (docs/decisions/070): a test sees a rule's
 * edit without `npm run build:packages`. Node's side leaves out bundlers' `module` condition:
 * vitest hands these conditions to the worker's Node, whose `require()` would then load a
 * package's bundler build (prom-client's `@opentelemetry/api` fails so).
 */
export const fromSources = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: {
    resolve: {
      conditions: [SOURCE_CONDITION, ...defaultServerConditions.filter((condition) => condition !== 'module')],
    },
  },
};

/** A Node project of this run, reading the workspace packages from their sources. */
function project(config: Omit<TestProjectInlineConfiguration, 'resolve' | 'ssr'>): TestProjectInlineConfiguration {
  return { ...fromSources, ...config };
}

/** One vitest run for every workspace's unit and service tests (browser journeys live in tests/). */
export default defineConfig({
  test: {
    globalSetup: ['./scripts/test/postgres-setup.ts'],
    projects: [
      project({
        test: {
          name: 'checkout-service',
          root: './checkout-service',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      }),
      project({
        test: {
          name: 'prize-service',
          root: './prize-service',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      }),
      project({
        test: {
          name: 'stripe-sandbox',
          root: './stripe-sandbox',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
        },
      }),
      project({ test: { name: 'stack', root: './scripts', include: ['**/*.test.ts'], environment: 'node' } }),
      project({
        test: { name: 'shop-rules', root: './packages/shop-rules', include: ['src/**/*.test.ts'], environment: 'node' },
      }),
      project({
        test: {
          name: 'service-kit',
          root: './packages/service-kit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      }),
      project({
        test: { name: 'edge-rules', root: './packages/edge-rules', include: ['src/**/*.test.ts'], environment: 'node' },
      }),
      project({
        test: {
          name: 'web-origin',
          root: './web-origin',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
        },
      }),
      project({ test: { name: 'infra', root: './infra', include: ['test/**/*.test.ts'], environment: 'node' } }),
      project({ test: { name: 'cms', root: './cms', include: ['src/**/*.test.ts'], environment: 'node' } }),
      // Not from sources: vitest hands its resolve conditions to the worker's Node, and the booted
      // Strapi (CommonJS, Node's own require) cannot load TypeScript; it reads the packages' dist/,
      // built here when their sources changed.
      {
        test: {
          name: 'cms-service',
          root: './cms',
          globalSetup: ['../scripts/test/packages-setup.ts'],
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 240_000,
        },
      },
      './web/vitest.config.ts',
    ],
  },
});
