// Issue 39 build 7: a remote's entry script changed on its server after publish is refused by the
// shopper's browser (the page loads it with the SHA-384 recorded at publish, docs/decisions/0957),
// and the page still works from the last healthy version. On a stack of its own whose deployment
// store started with the current builds (as `npm start` does).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { readDeploymentRecord } from '@storefront/deploy';
import { publishVersion } from '@storefront/deploy/publish';

import {
  consoleErrorsOf,
  expectSkimmerRefused,
  forceLiveTampered,
  plantSkimmer,
  remotesCli,
} from '../lib/deployment-store';
import { expect, headerLink, remoteArea, test, useStorefront } from '../lib/storefront';

const deployDir = mkdtempSync(path.join(tmpdir(), 'e2e-integrity-deployments-'));
// Only the front end matters here: the pages checked are content's, which need no store API.
const storefront = useStorefront({ deployDir, api: false, paymentSandbox: false });
const TAMPERED_VERSION = '20991231235800-abcdef3';

test.afterAll(() => rmSync(deployDir, { recursive: true, force: true }));

const remotes = remotesCli(deployDir);

test("a content entry changed after publish is refused by the shopper's browser, and the page works from the last healthy version", async ({
  page,
}) => {
  const status = JSON.parse((await remotes(['status', '--json'])).stdout);
  const healthy: string = status.content.live;
  // The server-rendered page preloads the published chunks it names as the remotes' runtimes
  // load them (decision 0986): CORS requests with their published integrity, never twice.
  const html = await (await page.request.get(storefront.stack.urlFor('/about'))).text();
  const versionHints = [...html.matchAll(/<link rel="preload" as="script"([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => attributes.includes('/versions/'));
  expect(
    versionHints.filter((attributes) => !attributes.includes('remoteEntry.js')).length,
  ).toBeGreaterThan(0);
  for (const attributes of versionHints) {
    expect(attributes).toMatch(/ crossorigin integrity="sha384-[A-Za-z0-9+/]+={0,2}"/);
  }
  // A copy of the live version published as a new one, its hashes recorded; then its browser
  // entry is changed on the server (a skimmer appended), its compressed copies removed.
  const work = mkdtempSync(path.join(tmpdir(), 'e2e-integrity-copy-'));
  try {
    cpSync(path.join(deployDir, 'content', healthy), work, { recursive: true });
    const record = readDeploymentRecord(deployDir, 'content', healthy)!;
    rmSync(path.join(work, 'deployment.json'));
    publishVersion({
      buildDir: work,
      storeDir: deployDir,
      remote: 'content',
      version: TAMPERED_VERSION,
      record: { ...record, version: TAMPERED_VERSION },
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  plantSkimmer(path.join(deployDir, 'content', TAMPERED_VERSION, 'remoteEntry.js'));
  // The operator is told, and only --force makes it live.
  await forceLiveTampered(remotes, 'content', TAMPERED_VERSION, 'remoteEntry.js');

  const consoleErrors = consoleErrorsOf(page);
  const entriesLoaded: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/remoteEntry.js')) entriesLoaded.push(response.url());
  });
  // A page of another remote first: the content remote is then loaded by the browser alone.
  await page.goto(storefront.stack.urlFor('/brands'));
  const started = Date.now();
  await headerLink(page, 'About').click();
  await expect(remoteArea(page, 'content').getByRole('heading', { level: 1 })).toBeVisible();
  test.info().annotations.push({
    type: 'refused to fallback',
    description: `${Date.now() - started} ms`,
  });
  await expectSkimmerRefused(page, consoleErrors, TAMPERED_VERSION);
  expect(entriesLoaded.some((url) => url.includes(`/versions/${healthy}/`))).toBe(true);
});
