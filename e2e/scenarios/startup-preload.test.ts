// The host's start-up chunks (the shell and the shared singletons it consumes) are named in
// index.html as low-priority preloads (build/startup-preload-plugin.cjs), so they download beside
// main.js instead of a round trip after it, on a page the browser renders (sign-in). None may
// be discovered late, and none preloaded for nothing (Chromium then warns that a preloaded
// resource was not used). A page the host's server rendered shows its content without them and
// leaves them out, so they do not compete with its first paint.
import { expect, remoteArea, test, useSharedStorefront } from '../lib/storefront';

const storefront = useSharedStorefront();

test('every start-up chunk of the host is preloaded by a page the browser renders, and every preload is used', async ({
  page,
}) => {
  const unusedPreloads: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) {
      unusedPreloads.push(message.text());
    }
  });
  await page.goto(storefront.stack.urlFor('/login'));
  await expect(remoteArea(page, 'account')).toBeVisible();

  const hostOrigin = new URL(storefront.stack.hostUrl).origin;
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
      (link) => link.href,
    ),
  );
  const hostScripts = await page.evaluate(
    (origin) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => entry.name.startsWith(`${origin}/`) && entry.name.endsWith('.js'))
        .map((entry) => ({ url: entry.name, by: entry.initiatorType })),
    hostOrigin,
  );
  const hostPreloads = preloaded.filter((url) => url.startsWith(`${hostOrigin}/`));
  expect(hostPreloads.length).toBeGreaterThanOrEqual(10);
  // main.js comes from its script tag; every other host script the start-up needed was preloaded.
  const discoveredLate = hostScripts.filter(
    (script) => script.by !== 'link' && !/\/main\.[0-9a-f]+\.js$/.test(script.url),
  );
  expect(discoveredLate).toEqual([]);
  expect(hostScripts.map((script) => script.url).sort()).toEqual(
    expect.arrayContaining([...hostPreloads].sort()),
  );

  // Chromium reports a preload the page did not use within 3 s of its load event. (The catalog's
  // hints, host/src/server/http/remote-hints.ts, name its routes on every page, the cart's too.)
  await page.waitForTimeout(3500);
  expect(unusedPreloads.filter((text) => text.includes(`${hostOrigin}/`))).toEqual([]);
});

test('a server-rendered page leaves the start-up preloads out and still becomes interactive', async ({
  page,
}) => {
  await page.goto(storefront.stack.urlFor('/'));
  await expect(page.locator('html[data-interactive]')).toBeAttached();
  await expect(page.locator('#root h1').first()).toBeVisible();
  await expect(page.locator('link[data-startup-preload]')).toHaveCount(0);
  await expect(page.locator('link[rel="preload"][as="script"]')).not.toHaveCount(0);
});
