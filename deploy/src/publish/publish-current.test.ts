import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';

import type { BuildStamp } from '../version-id.js';
import { readRegistry } from '../registry.js';
import { readAuditTrail } from './audit-trail.js';
import { publishCurrentBuilds } from './publish-current.js';
import { publishVersion } from './store-writes.js';

const SHA = 'abcdef0123456789abcdef0123456789abcdef01';
const FIRST = { gitSha: SHA, dirty: false, date: new Date('2026-11-24T15:00:00Z') };
const LATER = { gitSha: SHA, dirty: true, date: new Date('2026-11-24T16:30:00Z') };
const RESTART = { gitSha: SHA, dirty: true, date: new Date('2026-11-24T18:00:00Z') };
const MANIFEST = {
  id: 'content',
  metaData: { publicPath: 'auto', buildInfo: { buildVersion: '0.1.0' } },
  shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
};

let repoRoot: string;
let storeDir: string;
let lines: string[];

/** Writes content-mfe's dist: its manifest and one chunk of `chunk`'s text. */
function buildContent(chunk = 'console.log(1);', name = 'main.1a2b3c4d.js') {
  const dist = path.join(repoRoot, 'content-mfe', 'dist');
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(path.join(dist, 'static'), { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(dist, name), chunk);
  writeFileSync(path.join(dist, 'static', 'logo.svg'), '<svg/>');
}

/** A version in the store as `npm run deploy` (or an earlier start) left it. */
function fabricateVersion(version: string, publishedBy?: string) {
  const directory = path.join(storeDir, 'content', version);
  mkdirSync(directory, { recursive: true });
  writeFileSync(path.join(directory, 'mf-manifest.json'), `{"id":"content ${version}"}`);
  writeFileSync(
    path.join(directory, 'deployment.json'),
    JSON.stringify({ version, remote: 'content', ...(publishedBy && { publishedBy }) }),
  );
}

/** host/dist as a host build with these contract exports leaves it. */
function writeHost(exports: string[]) {
  const hostDist = path.join(repoRoot, 'host', 'dist');
  mkdirSync(hostDist, { recursive: true });
  writeFileSync(
    path.join(hostDist, 'contract.json'),
    JSON.stringify({ contract: { package: '@storefront/shared', version: '5.0.0', exports } }),
  );
  writeFileSync(
    path.join(hostDist, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: 'react', version: '19.3.1', singleton: true }] }),
  );
}

const registry = () => JSON.parse(readFileSync(path.join(storeDir, 'registry.json'), 'utf8'));
const writeRegistry = (value: unknown) =>
  writeFileSync(path.join(storeDir, 'registry.json'), JSON.stringify(value));
const publish = (build: BuildStamp) =>
  publishCurrentBuilds({
    storeDir,
    repoRoot,
    build,
    log: (line) => lines.push(line),
    actor: { by: 'dev', reason: 'npm start' },
  });
/** The audit trail's entries without their ids and times. */
const trail = () =>
  readAuditTrail(storeDir, readRegistry(storeDir)).map(
    ({ id: _id, at: _at, follows: _follows, ...fields }) => fields,
  );

beforeEach(() => {
  repoRoot = mkdtempSync(path.join(tmpdir(), 'publish-current-repo-'));
  storeDir = mkdtempSync(path.join(tmpdir(), 'publish-current-store-'));
  lines = [];
  mkdirSync(path.join(repoRoot, 'platform'));
  writeFileSync(
    path.join(repoRoot, 'platform', 'package.json'),
    JSON.stringify({ name: '@storefront/shared', version: '5.0.0' }),
  );
  // The host build the first start checks remotes against (its contract and singletons).
  writeHost(['@storefront/shared Button', '@storefront/shared/validation BULK_LIMITS']);
  mkdirSync(path.join(repoRoot, 'content-mfe', 'src'), { recursive: true });
  writeFileSync(
    path.join(repoRoot, 'content-mfe', 'src', 'Banner.tsx'),
    "import { Button } from '@storefront/shared';\nimport { BULK_LIMITS } from '@storefront/shared/validation';\nexport const Banner = () => [Button, BULK_LIMITS];\n",
  );
});
afterEach(() => {
  rmSync(repoRoot, { recursive: true, force: true });
  rmSync(storeDir, { recursive: true, force: true });
});

describe('publishCurrentBuilds', () => {
  test('publishes a fresh build, makes it live and records that npm start published it', async () => {
    buildContent();
    const summary = await publish(FIRST);

    assert.deepEqual(summary, {
      content: {
        current: '20261124150000-abcdef0',
        published: true,
        live: '20261124150000-abcdef0',
      },
    });
    assert.deepEqual(registry().remotes, {
      content: { live: '20261124150000-abcdef0', canary: null, percent: 0, previous: [] },
    });
    assert.deepEqual(trail(), [
      {
        by: 'dev',
        action: 'publish',
        remote: 'content',
        version: '20261124150000-abcdef0',
        reason: 'npm start',
        applied: true,
      },
      {
        by: 'dev',
        action: 'promote',
        remote: 'content',
        version: '20261124150000-abcdef0',
        from: null,
        reason: 'npm start: first start, no live version',
        applied: true,
      },
    ]);
    const directory = path.join(storeDir, 'content', '20261124150000-abcdef0');
    assert.equal(readFileSync(path.join(directory, 'main.1a2b3c4d.js'), 'utf8'), 'console.log(1);');
    assert.equal(readFileSync(path.join(directory, 'static', 'logo.svg'), 'utf8'), '<svg/>');
    const record = JSON.parse(readFileSync(path.join(directory, 'deployment.json'), 'utf8'));
    assert.equal(record.publishedBy, 'start');
    assert.equal(record.publishedAt, '2026-11-24T15:00:00.000Z');
    assert.deepEqual(record.requires, {
      contract: {
        package: '@storefront/shared',
        version: '5.0.0',
        range: '^5.0.0',
        imports: ['@storefront/shared Button', '@storefront/shared/validation BULK_LIMITS'],
      },
      singletons: { react: { version: '19.3.1', requiredVersion: '^19.3.1' } },
    });
    assert.deepEqual(lines, ['content serves 20261124150000-abcdef0 (this build, published now)']);
    // Remotes without a build are left out.
    assert.deepEqual(
      ['catalog', 'cartCheckout', 'account'].filter((remote) =>
        existsSync(path.join(storeDir, remote)),
      ),
      [],
    );
  });

  test('does not publish the same build twice', async () => {
    buildContent();
    await publish(FIRST);
    lines = [];
    const summary = await publish(LATER);

    assert.deepEqual(summary.content, {
      current: '20261124150000-abcdef0',
      published: false,
      live: '20261124150000-abcdef0',
    });
    assert.equal(existsSync(path.join(storeDir, 'content', '20261124163000-abcdef0-dirty')), false);
    assert.deepEqual(lines, ['content serves 20261124150000-abcdef0 (this build)']);
  });

  test('publishes a rebuild whose manifest is unchanged, but leaves the live version live', async () => {
    buildContent();
    await publish(FIRST);
    lines = [];
    // Same manifest text and file names; one chunk grew.
    buildContent('console.log(12);');
    const summary = await publish(LATER);

    assert.deepEqual(summary.content, {
      current: '20261124163000-abcdef0-dirty',
      published: true,
      live: '20261124150000-abcdef0',
    });
    assert.deepEqual(registry().remotes.content, {
      live: '20261124150000-abcdef0',
      canary: null,
      percent: 0,
      previous: [],
    });
    assert.deepEqual(lines, [
      'content serves 20261124150000-abcdef0 (kept by the registry; this build is 20261124163000-abcdef0-dirty, published now; to serve it: npm run remotes -- promote content 20261124163000-abcdef0-dirty)',
    ]);
  });

  test('a restart after a rollback keeps the version rolled back to', async () => {
    // The first start makes its build live.
    buildContent();
    await publish(FIRST);
    // The cart team deploys a new build (into dist, as `npm run deploy` does), promotes it and
    // rolls back.
    buildContent('console.log("broken");');
    publishVersion({
      buildDir: path.join(repoRoot, 'content-mfe', 'dist'),
      storeDir,
      remote: 'content',
      version: '20261124163000-1234567',
      files: { 'deployment.json': '{"version":"20261124163000-1234567","remote":"content"}' },
    });
    writeRegistry({
      remotes: {
        content: { live: '20261124150000-abcdef0', canary: null, percent: 0, previous: [] },
      },
    });
    lines = [];
    const summary = await publish(RESTART);

    assert.deepEqual(summary.content, {
      current: '20261124163000-1234567',
      published: false,
      live: '20261124150000-abcdef0',
    });
    assert.deepEqual(registry().remotes.content, {
      live: '20261124150000-abcdef0',
      canary: null,
      percent: 0,
      previous: [],
    });
    assert.deepEqual(lines, [
      'content serves 20261124150000-abcdef0 (kept by the registry; this build is 20261124163000-1234567; to serve it: npm run remotes -- promote content 20261124163000-1234567)',
    ]);
    // The restart recorded no change.
    assert.deepEqual(
      trail().map(({ action, version }) => `${action} ${version}`),
      ['publish 20261124150000-abcdef0', 'promote 20261124150000-abcdef0'],
    );
  });

  test('a first start does not promote a build the host cannot run', async () => {
    writeHost(['@storefront/shared Button']);
    buildContent();
    const summary = await publish(FIRST);

    assert.deepEqual(summary.content, {
      current: '20261124150000-abcdef0',
      published: true,
      live: null,
    });
    assert.equal(existsSync(path.join(storeDir, 'registry.json')), false);
    assert.deepEqual(lines, [
      'content has no live version: 20261124150000-abcdef0 (published now) is not promoted, it needs @storefront/shared/validation export BULK_LIMITS, which the host (@storefront/shared 5.0.0) does not have',
    ]);
  });

  test("leaves an operator's promote live, and publishes the build for later", async () => {
    fabricateVersion('20261124140000-1234567');
    writeRegistry({
      remotes: {
        content: { live: '20261124140000-1234567', canary: null, percent: 0, previous: [] },
      },
    });
    buildContent();
    const summary = await publish(FIRST);

    assert.deepEqual(summary.content, {
      current: '20261124150000-abcdef0',
      published: true,
      live: '20261124140000-1234567',
    });
    assert.equal(registry().remotes.content.live, '20261124140000-1234567');
    assert.deepEqual(lines, [
      'content serves 20261124140000-1234567 (kept by the registry; this build is 20261124150000-abcdef0, published now; to serve it: npm run remotes -- promote content 20261124150000-abcdef0)',
    ]);
  });

  test('leaves a running canary alone, even over its own live version', async () => {
    fabricateVersion('20261124140000-1234567', 'start');
    fabricateVersion('20261124143000-7654321');
    const entry = {
      live: '20261124140000-1234567',
      canary: '20261124143000-7654321',
      percent: 20,
      previous: [],
    };
    writeRegistry({ remotes: { content: entry } });
    buildContent();
    await publish(FIRST);

    assert.deepEqual(registry().remotes.content, entry);
    assert.deepEqual(lines, [
      'content serves 20261124140000-1234567 (kept by the registry; this build is 20261124150000-abcdef0, published now; to serve it: npm run remotes -- promote content 20261124150000-abcdef0), canary 20261124143000-7654321 for 20 %',
    ]);
  });

  test('prunes the oldest versions but never one the registry names', async () => {
    // Eleven hourly versions from midnight, the newest live.
    const old = Array.from(
      { length: 11 },
      (_, i) => `20261124${String(i).padStart(2, '0')}0000-1234567`,
    );
    for (const version of old) fabricateVersion(version, 'start');
    writeRegistry({
      remotes: {
        content: { live: old[10], canary: null, percent: 0, previous: [old[0]] },
      },
    });
    buildContent();
    await publish(FIRST);

    // Twelve versions, the newest ten kept: of the two oldest, the rollback target stays.
    assert.equal(existsSync(path.join(storeDir, 'content', '20261124000000-1234567')), true);
    assert.equal(existsSync(path.join(storeDir, 'content', '20261124010000-1234567')), false);
    assert.equal(existsSync(path.join(storeDir, 'content', '20261124020000-1234567')), true);
    assert.deepEqual(registry().remotes.content, {
      live: '20261124100000-1234567',
      canary: null,
      percent: 0,
      previous: ['20261124000000-1234567'],
    });
  });

  test('publishes the host build, makes it live on a first start and keeps it live after a rebuild', async () => {
    const hostDist = path.join(repoRoot, 'host', 'dist');
    const buildHost = (entry: string) => {
      writeFileSync(
        path.join(hostDist, 'index.html'),
        `<!doctype html><script src="/${entry}"></script>`,
      );
      writeFileSync(path.join(hostDist, entry), 'console.log(1);');
    };
    buildHost('main.aaaaaaaa11.js');
    await publish(FIRST);
    assert.deepEqual(registry().remotes, {
      host: { live: '20261124150000-abcdef0', canary: null, percent: 0, previous: [] },
    });
    const published = path.join(storeDir, 'host', '20261124150000-abcdef0');
    assert.equal(
      readFileSync(path.join(published, 'main.aaaaaaaa11.js'), 'utf8'),
      'console.log(1);',
    );
    const record = JSON.parse(readFileSync(path.join(published, 'deployment.json'), 'utf8'));
    assert.deepEqual(record.provides.singletons, { react: '19.3.1' });

    // The rebuild is published for a promote; shoppers keep the live host.
    buildHost('main.bbbbbbbb11.js');
    await publish(LATER);
    assert.equal(registry().remotes.host.live, '20261124150000-abcdef0');
    assert.equal(
      lines.at(-1),
      'host serves 20261124150000-abcdef0 (kept by the registry; this build is 20261124163000-abcdef0-dirty, published now; to serve it: npm run remotes -- promote host 20261124163000-abcdef0-dirty)',
    );
  });
});
