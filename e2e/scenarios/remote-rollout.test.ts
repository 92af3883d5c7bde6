// Issue 23: an operator ships the content remote on a running site with `npm run remotes`, on a
// stack of its own whose deployment store started with the current builds (as `npm start` does):
// a canary reaches about half of the shoppers and each of them keeps their variant, promote gives
// it to everyone without one failed request, rollback takes it back, a version built against a
// contract the host lacks is refused and, forced live, never reaches a page, a page opened before a
// deploy navigates on, one whose version lost a lazy chunk recovers without a reload, and a hung
// remote shows its fallback panel within 10 s.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { request, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { publishedVersions } from '@storefront/deploy';
import { publishVersion } from '@storefront/deploy/publish';

import { remotesCli } from '../lib/deployment-store';
import { expect, headerLink, remoteArea, test, useStorefront } from '../lib/storefront';

const deployDir = mkdtempSync(path.join(tmpdir(), 'e2e-deployments-'));
// Only the front end matters here: the pages checked are content's, which need no store API.
const storefront = useStorefront({ deployDir, api: false, paymentSandbox: false });

// Everything runs against one registry, in order.
test.describe.configure({ mode: 'serial' });

const OLD_HEADING = 'Our Mission';
const NEW_HEADING = 'Our Mission, as shipped by the content team';
const FALLBACK_TEXT = 'This part of the store is unavailable right now';
/** A server-rendered part whose remote never arrived in the browser (host's REMOTE_STATIC_MESSAGE). */
const STATIC_NOTICE =
  'This part of the page could not finish loading: you can read it, but its buttons may not respond.';
// Versions made by this scenario: the same second and commit shape as `npm run deploy`'s ids.
const CHANGED_VERSION = '20991231235900-abcdef1';
const SKEWED_VERSION = '20991231235959-abcdef2';

test.afterAll(() => rmSync(deployDir, { recursive: true, force: true }));

/** A script's `integrity` value. */
const sha384 = (code: string) => `sha384-${createHash('sha384').update(code).digest('base64')}`;

const remotes = remotesCli(deployDir);

async function status(): Promise<
  Record<string, { live: string; canary: string | null; percent: number; versions: string[] }>
> {
  const result = await remotes(['status', '--json']);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout);
}

/**
 * Publishes a copy of content's live version as `version`, with the about page's heading changed
 * and its deployment record's requirements edited by `requires` (the build itself is not redone:
 * `npm run deploy` is tested on its own; this is about what the registry does with versions).
 */
async function publishContentCopy(
  version: string,
  edit: { heading?: string; requires?: (requires: Record<string, unknown>) => void },
) {
  const live = (await status()).content!.live;
  const source = path.join(deployDir, 'content', live);
  const work = mkdtempSync(path.join(tmpdir(), 'e2e-content-copy-'));
  try {
    cpSync(source, work, { recursive: true });
    // The version's browser build and its server build (dist/server) alike.
    for (const dir of edit.heading ? [work, path.join(work, 'server')] : []) {
      const chunks = readdirSync(dir).filter((file) => /^page-about\..*\.js$/.test(file));
      expect(chunks, `the about page chunk in ${dir}`).toHaveLength(1);
      const chunk = path.join(dir, chunks[0]!);
      const code = readFileSync(chunk, 'utf8');
      expect(code.split(OLD_HEADING), 'the heading, once in the chunk').toHaveLength(2);
      const edited = code.replace(OLD_HEADING, edit.heading ?? OLD_HEADING);
      writeFileSync(chunk, edited);
      // The compressed copies would still say the old heading.
      rmSync(`${chunk}.br`, { force: true });
      rmSync(`${chunk}.gz`, { force: true });
      if (dir === work) {
        // The browser entry carries each chunk's hash (decision 0986), as a rebuild would write it.
        const entry = path.join(work, 'remoteEntry.js');
        const entryCode = readFileSync(entry, 'utf8');
        expect(entryCode.split(sha384(code)), "the chunk's hash, once in the entry").toHaveLength(
          2,
        );
        writeFileSync(entry, entryCode.replace(sha384(code), sha384(edited)));
        rmSync(`${entry}.br`, { force: true });
        rmSync(`${entry}.gz`, { force: true });
      }
    }
    const recordFile = path.join(work, 'deployment.json');
    const record = JSON.parse(readFileSync(recordFile, 'utf8'));
    rmSync(recordFile);
    record.version = version;
    edit.requires?.(record.requires);
    publishVersion({
      buildDir: work,
      storeDir: deployDir,
      remote: 'content',
      version,
      // Its scripts' hashes are taken anew from the copy, as `npm run deploy` takes them.
      record,
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The about page's first section heading, as a fresh shopper (a new browser context) sees it. */
async function headingSeenBy(page: Page): Promise<string> {
  await page.goto(storefront.stack.urlFor('/about'));
  const heading = remoteArea(page, 'content').getByRole('heading', { level: 2 }).first();
  await expect(heading).toBeVisible();
  return (await heading.textContent()) ?? '';
}

/**
 * The content version the host's page names for this client (its rollout cookie decides). A
 * page's `request` shares its browser context's cookies.
 */
async function contentVersionServedTo(http: APIRequestContext): Promise<string> {
  const html = await (await http.get(storefront.stack.urlFor('/about'))).text();
  const remotesMap = html.match(/window\.__STOREFRONT_REMOTES__=(\{[^;]*\});/)?.[1];
  if (!remotesMap) throw new Error('the page carries no remotes map');
  const url = (JSON.parse(remotesMap) as Record<string, string>).content ?? '';
  return url.match(/\/versions\/([^/]+)\//)?.[1] ?? url;
}

/**
 * A new visitor without a browser (a cookie jar of its own): cheap enough for the counts; the
 * shoppers that must see the page are browser contexts (`withFreshShopper`).
 */
async function versionForNewVisitor(): Promise<{ version: string; visitor: APIRequestContext }> {
  const visitor = await request.newContext();
  return { version: await contentVersionServedTo(visitor), visitor };
}

async function withFreshShopper<T>(
  browser: Browser,
  work: (page: Page) => Promise<T>,
  visitor?: APIRequestContext,
): Promise<T> {
  const context = await browser.newContext(
    visitor ? { storageState: await visitor.storageState() } : {},
  );
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Every one of `count` new visitors is served `version`, and a new shopper's page shows `heading`. */
async function expectEveryoneOn(browser: Browser, version: string, heading: string, count = 5) {
  for (let visitor = 0; visitor < count; visitor += 1) {
    const served = await versionForNewVisitor();
    expect(served.version).toBe(version);
    await served.visitor.dispose();
  }
  expect(await withFreshShopper(browser, headingSeenBy)).toBe(heading);
}

/** Opens a content page and marks the window, so a later reload shows (`expectNotReloaded`). */
async function openContentPage(page: Page, pathname: string) {
  await page.goto(storefront.stack.urlFor(pathname));
  await expect(remoteArea(page, 'content').getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { openedBeforeDeploy: boolean }).openedBeforeDeploy = true;
  });
}

async function expectNotReloaded(page: Page) {
  const marked = await page.evaluate(
    () => (window as unknown as { openedBeforeDeploy?: boolean }).openedBeforeDeploy,
  );
  expect(marked, 'the page was not reloaded').toBe(true);
}

test('the stack starts with the current build of every remote live', async () => {
  const remotesStatus = await status();
  for (const remote of ['catalog', 'cartCheckout', 'account', 'content']) {
    expect(remotesStatus[remote]?.versions, remote).toHaveLength(1);
    expect(remotesStatus[remote]?.live, remote).toBe(remotesStatus[remote]?.versions[0]);
    expect(remotesStatus[remote]?.canary, remote).toBeNull();
  }
});

test('a 50 % canary reaches about half of 40 new shoppers, each keeping their variant', async ({
  browser,
}) => {
  const liveVersion = (await status()).content!.live;
  await publishContentCopy(CHANGED_VERSION, { heading: NEW_HEADING });
  const canary = await remotes(['canary', 'content', CHANGED_VERSION, '50']);
  expect(canary.code, canary.stderr).toBe(0);
  expect((await status()).content).toMatchObject({
    live: liveVersion,
    canary: CHANGED_VERSION,
    percent: 50,
  });

  // 40 new visitors, each with a cookie jar of its own: the page's first answer puts them in a
  // bucket and two more loads must name the same version. Two of each variant also open the page in
  // a browser with their cookie, to see that the version named is the heading shown.
  const rendered = { [CHANGED_VERSION]: 0, [liveVersion]: 0 };
  let sawCanary = 0;
  for (let shopper = 0; shopper < 40; shopper += 1) {
    const { version, visitor } = await versionForNewVisitor();
    expect([liveVersion, CHANGED_VERSION]).toContain(version);
    for (let reload = 0; reload < 2; reload += 1) {
      expect(await contentVersionServedTo(visitor)).toBe(version);
    }
    if (version === CHANGED_VERSION) sawCanary += 1;
    if (rendered[version]! < 2) {
      rendered[version]! += 1;
      const heading = await withFreshShopper(browser, headingSeenBy, visitor);
      expect(heading).toBe(version === CHANGED_VERSION ? NEW_HEADING : OLD_HEADING);
    }
    await visitor.dispose();
  }
  console.log(`canary 50 %: ${sawCanary} of 40 new shoppers got it`);
  expect(sawCanary, 'shoppers of 40 on the canary').toBeGreaterThanOrEqual(10);
  expect(sawCanary, 'shoppers of 40 on the canary').toBeLessThanOrEqual(30);
});

test('promote gives everyone the new version without one failed request, rollback the old one', async ({
  browser,
}) => {
  const oldVersion = (await status()).content!.live;
  // Shoppers keep loading the page and the content manifest it names while the switch happens.
  const failures: string[] = [];
  let probes = 0;
  let probing = true;
  const probeLoop = (async () => {
    while (probing) {
      const page = await fetch(storefront.stack.urlFor('/about'));
      const html = await page.text();
      const manifestUrl = html.match(/"content":"([^"]+)"/)?.[1];
      const manifest = manifestUrl ? await fetch(manifestUrl) : null;
      probes += 1;
      if (page.status !== 200 || manifest?.status !== 200) {
        failures.push(`${page.status} ${manifestUrl} ${manifest?.status}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    // Counted in probes, not milliseconds: a loaded machine once made only 5 in the switch and
    // 500 ms after it. Shoppers are loading pages when the switch starts and go on after it.
    await expect.poll(() => probes).toBeGreaterThanOrEqual(3);
    const promote = await remotes(['promote', 'content', CHANGED_VERSION]);
    expect(promote.code, promote.stderr).toBe(0);
    const probesAtSwitch = probes;
    await expect.poll(() => probes).toBeGreaterThanOrEqual(probesAtSwitch + 3);
  } finally {
    probing = false;
    await probeLoop;
  }
  expect(failures).toEqual([]);
  expect((await status()).content).toMatchObject({ live: CHANGED_VERSION, canary: null });
  await expectEveryoneOn(browser, CHANGED_VERSION, NEW_HEADING);

  const rollback = await remotes(['rollback', 'content']);
  expect(rollback.code, rollback.stderr).toBe(0);
  expect((await status()).content?.live).toBe(oldVersion);
  await expectEveryoneOn(browser, oldVersion, OLD_HEADING);
});

test('a version built against a contract the host lacks is refused, and forced live it never reaches a page', async ({
  browser,
}) => {
  const goodVersion = (await status()).content!.live;
  await publishContentCopy(SKEWED_VERSION, {
    heading: 'Our Mission, on a contract nobody has',
    requires: (requires) => {
      const contract = requires.contract as { version: string; range: string; imports: string[] };
      contract.version = '1.0.0';
      contract.range = '^1.0.0';
      contract.imports = [...contract.imports, '@storefront/platform bannerSuffix'];
    },
  });

  const refused = await remotes(['promote', 'content', SKEWED_VERSION]);
  expect(refused.code).not.toBe(0);
  expect(refused.stderr).toContain('bannerSuffix');
  expect((await status()).content?.live).toBe(goodVersion);

  const forced = await remotes(['promote', 'content', SKEWED_VERSION, '--force']);
  expect(forced.code, forced.stderr).toBe(0);
  expect((await status()).content?.live).toBe(SKEWED_VERSION);
  await withFreshShopper(browser, async (page) => {
    expect(await headingSeenBy(page)).toBe(OLD_HEADING);
    expect(await contentVersionServedTo(page.request)).toBe(goodVersion);
  });

  const rollback = await remotes(['rollback', 'content']);
  expect(rollback.code, rollback.stderr).toBe(0);
  expect((await status()).content?.live).toBe(goodVersion);
});

test('a page opened before a deploy navigates on to the remote without a reload', async ({
  page,
}) => {
  const before = (await status()).content!.live;
  // The content remote is on the page already: its next page's chunk comes from the same version.
  await openContentPage(page, '/how-to-buy');

  const promote = await remotes(['promote', 'content', CHANGED_VERSION]);
  expect(promote.code, promote.stderr).toBe(0);
  await headerLink(page, 'About').click();
  await expect(remoteArea(page, 'content').getByRole('heading', { level: 2 }).first()).toHaveText(
    OLD_HEADING,
  );
  await expectNotReloaded(page);
  // The next page load takes the promoted version.
  await page.reload();
  await expect(remoteArea(page, 'content').getByRole('heading', { level: 2 }).first()).toHaveText(
    NEW_HEADING,
  );
  expect(publishedVersions(deployDir, 'content')).toContain(before);
});

test('a page whose version lost a lazy chunk loads the version the registry names now, without a reload', async ({
  page,
}) => {
  const staleVersion = (await status()).content!.live;
  await openContentPage(page, '/contact');

  // A rollback, and the version on the page loses its about page's chunk (as a pruned one would).
  const rollback = await remotes(['rollback', 'content']);
  expect(rollback.code, rollback.stderr).toBe(0);
  const staleDir = path.join(deployDir, 'content', staleVersion);
  for (const file of readdirSync(staleDir).filter((name) => name.startsWith('page-about.'))) {
    rmSync(path.join(staleDir, file));
  }

  await headerLink(page, 'About').click();
  await expect(remoteArea(page, 'content').getByRole('heading', { level: 2 }).first()).toHaveText(
    OLD_HEADING,
  );
  await expectNotReloaded(page);
});

test('a hung remote leaves its server-rendered content readable with a notice within 10 s, and Retry makes it whole once it answers', async ({
  page,
}) => {
  // The host's server loads the content remote's server build once (outside the browser's cache);
  // without it the render would wait on the hung remote too and the page show the panel instead.
  await expect
    .poll(async () => (await page.request.get(storefront.stack.urlFor('/about'))).text())
    .toContain(`>${OLD_HEADING}`);
  await storefront.stack.freezeRemote('content');
  try {
    // The host's server rendered the page (it holds the content remote's server build); in the
    // browser the remote's code never comes: the server's markup stays (no hydration error, no
    // panel in its place) and a notice offers Retry (issue 39 item 6).
    await page.goto(storefront.stack.urlFor('/about'));
    await expect(page.getByText(STATIC_NOTICE)).toBeVisible({ timeout: 10_000 });
    await expect(
      page.getByRole('heading', { name: OLD_HEADING, exact: false }).first(),
    ).toBeVisible();
    await expect(page.getByText(FALLBACK_TEXT)).toHaveCount(0);
  } finally {
    await storefront.stack.thawRemote('content');
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(STATIC_NOTICE)).toHaveCount(0);
  await expect(
    remoteArea(page, 'content').getByRole('heading', { level: 2 }).first(),
  ).toBeVisible();
});
