import { devices, type Project } from '@playwright/test';
import { findChromium, thisMachine } from '../../scripts/test/test-tools.ts';

/**
 * Chromium for every journey: `CHROMIUM_PATH`, else Debian's (`/usr/bin/chromium`), else
 * Playwright's own (the one finder `npm test`'s first step also asks); flags that keep it off
 * this machine's closed network.
 */
const chromiumPath = findChromium(thisMachine()).path;

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
