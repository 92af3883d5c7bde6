// Issue 39 build 7: a remote's entry script changed on its server after publish is refused by the
// shopper's browser (the page loads it with the SHA-384 recorded at publish, docs/decisions/0957),
// and the page still works from the last healthy version. On a stack of its own whose deployment
// store started with the current builds (as `npm start` does).
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { readDeploymentRecord } from '@storefront/deploy';
import { publishVersion } from '@storefront/deploy/publish';

import { expect, headerLink, remoteArea, test, useStorefront } from '../lib/storefront';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const deployDir = mkdtempSync(path.join(tmpdir(), 'e2e-integrity-deployments-'));
// Only the front end matters here: the pages checked are content's, which need no store API.
const storefront = useStorefront({ deployDir, api: false, paymentSandbox: false });
const TAMPERED_VERSION = '20991231235800-abcdef3';

test.afterAll(() => rmSync(deployDir, { recursive: true, force: true }));

/** `npm run remotes -- <args>` against this stack's deployment store. */
function remotes(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(REPO_ROOT, 'deploy/dist/publish/remotes-cli.js'), ...args],
      { cwd: REPO_ROOT, env: { ...process.env, DEPLOY_DIR: deployDir } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

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
  const entry = path.join(deployDir, 'content', TAMPERED_VERSION, 'remoteEntry.js');
  appendFileSync(entry, '\n;window.skimmed = true;\n');
  rmSync(`${entry}.br`, { force: true });
  rmSync(`${entry}.gz`, { force: true });

  // The operator is told, and only --force makes it live.
  const refused = await remotes(['promote', 'content', TAMPERED_VERSION]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('remoteEntry.js (changed since publish)');
  const forced = await remotes(['promote', 'content', TAMPERED_VERSION, '--force']);
  expect(forced.code, forced.stderr).toBe(0);

  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
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
  expect(await page.evaluate(() => (window as { skimmed?: boolean }).skimmed)).toBeUndefined();
  expect(
    consoleErrors.some(
      (text) => text.includes('integrity') && text.includes(`/versions/${TAMPERED_VERSION}/`),
    ),
    consoleErrors.join('\n'),
  ).toBe(true);
  expect(entriesLoaded.some((url) => url.includes(`/versions/${healthy}/`))).toBe(true);
});
