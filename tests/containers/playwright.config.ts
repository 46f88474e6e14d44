import { defineConfig } from '@playwright/test';
import { CONTAINER_TEST } from '../../scripts/containers/test-project.ts';
import { chromiumProject } from '../support/chromium.ts';

/**
 * Journeys through the development shop that `docker compose up` starts (docker-compose.yml with
 * docker-compose.override.yml; project `outlet-shop-test`, started by `npm run test:containers`,
 * which runs these): the published edge
 * port only, as a shopper and a staff member reach it. In file order: the settings the
 * containers got, the journeys, then what operations do to running containers.
 */
export default defineConfig({
  testDir: '.',
  // The replicas' journeys run after these, on the stack scaled out (scaled/playwright.config.ts).
  testIgnore: ['scaled/**'],
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
