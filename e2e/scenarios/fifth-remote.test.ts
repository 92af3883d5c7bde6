// Issue 39 build 2 (decision 0963): a fifth team ships a remote the running host was never built
// with. The fixture remote e2e/fixtures/gift-cards-mfe (the shop's webpack configuration and
// shared singletons, a public page, a login-required page and a nav entry in its
// route-manifest.json) is built here, published into this stack's deployment store as
// `npm run deploy` publishes, and promoted with `npm run remotes`: no host rebuild or restart.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  FederationManifestSchema,
  RouteManifestSchema,
  type RouteManifest,
} from '@storefront/deploy';
import { contractImportsOf, deploymentRecord, publishVersion } from '@storefront/deploy/publish';

import {
  consoleErrorsOf,
  expectSkimmerRefused,
  forceLiveTampered,
  plantSkimmer,
  remotesCli,
  runWithStore,
} from '../lib/deployment-store';
import { expect, headerLink, remoteArea, test, useStorefront } from '../lib/storefront';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURE_DIR = path.join(REPO_ROOT, 'e2e', 'fixtures', 'gift-cards-mfe');
const REMOTE = 'giftCards';
const deployDir = mkdtempSync(path.join(tmpdir(), 'e2e-fifth-remote-deployments-'));
// Only the front end matters: the fixture's pages and the login page need no store API.
const storefront = useStorefront({ deployDir, api: false, paymentSandbox: false });

test.describe.configure({ mode: 'serial' });

// Versions made by this scenario: the same shape as `npm run deploy`'s ids.
const VERSION = '20991231230000-abcdef5';
const CLAIMING_VERSION = '20991231230100-abcdef6';
const SKEWED_VERSION = '20991231230200-abcdef7';
const TAMPERED_VERSION = '20991231230300-abcdef8';
const NOT_FOUND_HEADING = '404: Page Not Found';

test.afterAll(() => rmSync(deployDir, { recursive: true, force: true }));

/** Runs `command` in the repository against this stack's deployment store. */
const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  runWithStore(deployDir, command, args, env);
const remotes = remotesCli(deployDir);

async function liveVersionOf(remote: string): Promise<string | null> {
  const status = await remotes(['status', '--json']);
  expect(status.code, status.stderr).toBe(0);
  return (
    (JSON.parse(status.stdout) as Record<string, { live: string | null }>)[remote]?.live ?? null
  );
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Builds the fixture in production mode, stamped with `version`, and publishes it as
 * `npm run deploy` does (deploy-cli.ts: the record with its contract imports and route manifest,
 * the scripts' hashes taken by publishVersion).
 */
async function buildAndPublish(version: string) {
  const webpack = path.join(FIXTURE_DIR, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const build = await run(
    process.execPath,
    [webpack, '--mode', 'production', '--config', path.join(FIXTURE_DIR, 'webpack.config.js')],
    { MF_BUILD_VERSION: version },
  );
  expect(build.code, build.stdout + build.stderr).toBe(0);
  const buildDir = path.join(FIXTURE_DIR, 'dist');
  const contract = readJson(path.join(REPO_ROOT, 'platform', 'package.json')) as {
    name: string;
    version: string;
  };
  const record = deploymentRecord({
    version,
    remote: REMOTE,
    packageDir: path.relative(REPO_ROOT, FIXTURE_DIR),
    gitSha: 'abcdef5'.padEnd(40, '0'),
    dirty: false,
    date: new Date(),
    contract: {
      name: contract.name,
      version: contract.version,
      imports: contractImportsOf(FIXTURE_DIR, contract.name),
    },
    manifest: FederationManifestSchema.parse(readJson(path.join(buildDir, 'mf-manifest.json'))),
    routes: RouteManifestSchema.parse(readJson(path.join(FIXTURE_DIR, 'route-manifest.json'))),
  });
  publishVersion({ buildDir, storeDir: deployDir, remote: REMOTE, version, record });
}

/** Publishes the published `VERSION`'s files again as `version`, its record edited by `edit`. */
function publishEditedCopy(
  version: string,
  edit: (record: { routes?: RouteManifest; requires: Record<string, unknown> }) => void,
) {
  const work = mkdtempSync(path.join(tmpdir(), 'e2e-fifth-remote-copy-'));
  try {
    cpSync(path.join(deployDir, REMOTE, VERSION), work, { recursive: true });
    const recordFile = path.join(work, 'deployment.json');
    const record = readJson(recordFile) as Parameters<typeof edit>[0];
    rmSync(recordFile);
    edit(record);
    publishVersion({
      buildDir: work,
      storeDir: deployDir,
      remote: REMOTE,
      version,
      record: { ...(record as ReturnType<typeof deploymentRecord>), version },
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

test('published but not promoted, its pages are a real 404 and the nav bar does not offer it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await buildAndPublish(VERSION);
  expect(await liveVersionOf(REMOTE)).toBeNull();

  const response = await page.goto(storefront.stack.urlFor('/gift-cards'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_HEADING);
  await expect(headerLink(page, 'About')).toBeVisible();
  await expect(headerLink(page, 'Gift Cards')).toHaveCount(0);
});

test('promoted on the running stack, a shopper gets its nav entry and its page', async ({
  page,
}) => {
  const promote = await remotes(['promote', REMOTE, VERSION]);
  expect(promote.code, promote.stderr).toBe(0);

  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes(`/remotes/${REMOTE}/`)) scripts.push(response.url());
  });
  await page.goto(storefront.stack.urlFor('/about'));
  await headerLink(page, 'Gift Cards').click();
  await expect(page).toHaveURL((url) => url.pathname === '/gift-cards');
  await expect(remoteArea(page, REMOTE).getByRole('heading', { level: 1 })).toHaveText(
    'Gift Cards',
  );
  // Served by the host's own server from the store, the version promoted.
  expect(scripts.some((url) => url.includes(`/remotes/${REMOTE}/versions/${VERSION}/`))).toBe(true);

  const direct = await page.request.get(storefront.stack.urlFor('/gift-cards'));
  expect(direct.status()).toBe(200);
});

test('its login-required page sends a guest to the login page, keeping where they were going', async ({
  page,
}) => {
  await page.goto(storefront.stack.urlFor('/gift-cards/balance'));
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/login' && url.searchParams.get('redirect') === '/gift-cards/balance',
  );
  await expect(remoteArea(page, 'account')).toBeVisible();
  await expect(page.getByText('Your gift card balance')).toHaveCount(0);
});

test("promote still refuses a version claiming another remote's page or needing an export the host lacks", async () => {
  publishEditedCopy(CLAIMING_VERSION, (record) => {
    record.routes!.routes = [...record.routes!.routes, { path: '/about', access: 'public' }];
  });
  const claiming = await remotes(['promote', REMOTE, CLAIMING_VERSION, '--force']);
  expect(claiming.code).not.toBe(0);
  expect(claiming.stderr).toContain('/about');

  publishEditedCopy(SKEWED_VERSION, (record) => {
    const contract = record.requires.contract as { imports: string[] };
    contract.imports = [...contract.imports, '@storefront/platform giftCardBalance'];
  });
  const skewed = await remotes(['promote', REMOTE, SKEWED_VERSION]);
  expect(skewed.code).not.toBe(0);
  expect(skewed.stderr).toContain('giftCardBalance');

  expect(await liveVersionOf(REMOTE)).toBe(VERSION);
});

test('a page chunk changed on the server after publish is refused by the browser, and the shopper gets the last healthy version', async ({
  page,
}) => {
  // A copy of the live version, published with its hashes; then its page chunk gets a skimmer.
  publishEditedCopy(TAMPERED_VERSION, () => undefined);
  const versionDir = path.join(deployDir, REMOTE, TAMPERED_VERSION);
  const chunk = readdirSync(versionDir).find((file) => /^page-gift-cards\..*\.js$/.test(file));
  expect(chunk, 'the page chunk').toBeDefined();
  plantSkimmer(path.join(versionDir, chunk!));
  await forceLiveTampered(remotes, REMOTE, TAMPERED_VERSION, chunk!);

  const consoleErrors = consoleErrorsOf(page);
  const chunksLoaded: string[] = [];
  page.on('response', (response) => {
    if (/\/page-gift-cards\.[^/]*\.js$/.test(response.url())) chunksLoaded.push(response.url());
  });
  const started = Date.now();
  await page.goto(storefront.stack.urlFor('/gift-cards'));
  await expect(remoteArea(page, REMOTE).getByRole('heading', { level: 1 })).toHaveText(
    'Gift Cards',
    { timeout: 30_000 },
  );
  test.info().annotations.push({
    type: 'refused chunk to the healthy version',
    description: `${Date.now() - started} ms`,
  });
  await expectSkimmerRefused(page, consoleErrors, TAMPERED_VERSION);
  expect(chunksLoaded.some((url) => url.includes(`/versions/${VERSION}/`))).toBe(true);
});
