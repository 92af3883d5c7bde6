// The one Chromium every browser test and benchmark drives: Debian's /usr/bin/chromium (or
// CHROMIUM_PATH), never a browser Playwright downloads. Callers pass these options to their own
// Playwright (`chromium.launch(...)` or the runner's `use.launchOptions`).
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Quiet, deterministic browser: no sandbox (containers run as root), no GPU, no background
// traffic that could leave localhost.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/**
 * Launch options for headless Debian Chromium; throws a readable error when it is not installed.
 * @returns {{ executablePath: string, headless: true, args: string[] }}
 */
export function chromiumLaunchOptions() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `the browser tests need Chromium at ${CHROMIUM_PATH}: install it (apt-get install chromium, which npm test does) or set CHROMIUM_PATH`,
    );
  }
  return { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS };
}
