import { rm } from 'node:fs/promises';
import { loadStackConfig } from '../../scripts/stack/config.ts';
import { startStack } from '../../scripts/stack/stack.ts';
import { TEST_OVERRIDES } from '../../scripts/stack/test-profile.ts';
import { missingToolsMessage, thisMachine } from '../../scripts/test/test-tools.ts';
import { logInAdmin } from './stack.ts';

/**
 * Starts the whole shop on the test ports with fresh data (its data folder, `.data/test` or one per port offset, is wiped), and hands
 * the database URLs and a staff token to the journeys through the environment. Returns the teardown.
 * @throws before starting anything when Chromium or nginx is missing, with what to install.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const missing = missingToolsMessage(thisMachine());
  if (missing) throw new Error(missing);
  const config = loadStackConfig(TEST_OVERRIDES, 'test');
  await rm(config.dataDir, { recursive: true, force: true });
  const stack = await startStack(config, (message) => {
    const startedAt = Date.now();
    console.log(`[stack] ${message} …`);
    return () => console.log(`[stack] ✓ ${message} (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
  });
  process.env.E2E_CHECKOUT_DATABASE_URL = stack.databaseUrls.checkout;
  process.env.E2E_CMS_DATABASE_URL = stack.databaseUrls.cms;
  process.env.E2E_PRIZE_DATABASE_URL = stack.databaseUrls.prize;
  process.env.E2E_ADMIN_TOKEN = await logInAdmin();
  return () => stack.stop();
}
