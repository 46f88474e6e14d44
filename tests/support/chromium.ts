import { existsSync } from 'node:fs';
import { devices, type Project } from '@playwright/test';

/**
 * Chromium for every journey: Debian's (`/usr/bin/chromium`) where Playwright's own browser is
 * absent, `CHROMIUM_PATH` overrides; flags that keep it off this machine's closed network.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const chromiumProject: Project = {
  name: 'chromium',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
};
