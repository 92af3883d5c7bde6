// The browser scenarios on Playwright's runner, in Debian's Chromium (scripts/lib/chromium.mjs:
// nothing downloads a browser). One worker: every file starts its own stack of seven servers,
// and the machines this runs on have two cores.
import { defineConfig } from '@playwright/test';

import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';

export default defineConfig({
  testDir: 'scenarios',
  testMatch: '*.test.ts',
  outputDir: 'test-results',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  // `list` ends with "N passed" / "N failed" lines, which npm test's summary reads.
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
  },
});
