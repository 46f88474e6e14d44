import { defineConfig } from '@playwright/test';
import { CONTAINER_TEST } from '../../../scripts/containers/test-project.ts';
import { chromiumProject } from '../../support/chromium.ts';

/**
 * Journeys through the development shop scaled out (docs/decisions/086): `npm run test:containers`
 * runs these after the one-replica journeys, on the same project with two replicas each of cms,
 * checkout-service, prize-service and web-render. They reach the edge's published port and each
 * replica on its own container address, to show that no replica keeps what the others need.
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${CONTAINER_TEST.ports.web}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [chromiumProject],
});
