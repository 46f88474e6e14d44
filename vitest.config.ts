import { defineConfig } from 'vitest/config';

/** One vitest run for every workspace's unit and service tests (browser journeys live in tests/). */
export default defineConfig({
  test: {
    globalSetup: ['./scripts/test/postgres-setup.ts'],
    projects: [
      {
        test: {
          name: 'checkout-service',
          root: './checkout-service',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'prize-service',
          root: './prize-service',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'stripe-sandbox',
          root: './stripe-sandbox',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
        },
      },
      { test: { name: 'stack', root: './scripts', include: ['**/*.test.ts'], environment: 'node' } },
      {
        test: { name: 'shop-rules', root: './packages/shop-rules', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'service-kit',
          root: './packages/service-kit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: { name: 'edge-rules', root: './packages/edge-rules', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'web-origin',
          root: './web-origin',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
        },
      },
      { test: { name: 'infra', root: './infra', include: ['test/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'cms', root: './cms', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'cms-service',
          root: './cms',
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
