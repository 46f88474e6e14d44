import { defineConfig } from '@playwright/test';
import { TEST_PORTS } from '../scripts/stack/test-profile.ts';
import { chromiumProject } from './support/chromium.ts';

/**
 * Journeys through the whole shop in Chromium. The global setup starts the stack on the test
 * ports with fresh data, after checking that Chromium and nginx are there. The Chromium is
 * `CHROMIUM_PATH`, else Debian's, else Playwright's own (tests/support/chromium.ts;
 * docs/architecture.md 7).
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // No retries, in CI either: a journey that passes only on its second try is a bug to fix.
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${TEST_PORTS.web}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [chromiumProject],
});
