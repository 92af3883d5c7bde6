// The browser scenarios on Playwright's runner, in Debian's Chromium (scripts/lib/chromium.mjs:
// nothing downloads a browser). Files share one stack per worker (lib/storefront.ts) unless they
// need their own. Two workers: the scenarios mostly wait on pages, so even on the 2-core machines
// this runs on two of them beat one (docs/decisions/0096-test-stages.md); E2E_WORKERS=1 runs one.
import { defineConfig } from '@playwright/test';

import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';

const WORKERS = Number(process.env.E2E_WORKERS) || 2;

export default defineConfig({
  testDir: 'scenarios',
  testMatch: '*.test.ts',
  outputDir: 'test-results',
  workers: WORKERS,
  globalSetup: './lib/warn-stale-builds.ts',
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
    // A trace of every test costs about 15 % of the scenarios' CPU (measured: 52 scenarios, 104 s
    // with traces, 89 s without), so it is recorded on demand: E2E_TRACE=1 keeps each failing
    // test's trace in test-results/. A failure always leaves its screenshot and page snapshot.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
  },
});
