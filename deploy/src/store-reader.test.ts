// The page path's one reader of the deployment store (decision 1001): a page looks at the store
// once, and a promote, a published record or a new host version shows on the next page with no
// restart.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';

import { createHostBuildReader } from './host-builds.js';
import { createDeploymentStoreReader } from './store-reader.js';

const V1 = '20261129010000-aaaaaaa';
const V2 = '20261129020000-bbbbbbb';

let storeDir: string;
beforeEach(() => {
  storeDir = mkdtempSync(path.join(tmpdir(), 'store-reader-test-'));
});
afterEach(() => rmSync(storeDir, { recursive: true, force: true }));

/** Writes the registry the way the CLI does: a new file renamed over the old one. */
function writeRegistry(remotes: Record<string, { live: string; previous?: string[] }>) {
  const registry = {
    remotes: Object.fromEntries(
      Object.entries(remotes).map(([remote, { live, previous = [] }]) => [
        remote,
        { live, canary: null, percent: 0, previous },
      ]),
    ),
  };
  const file = path.join(storeDir, 'registry.json');
  writeFileSync(`${file}.new`, JSON.stringify(registry));
  renameSync(`${file}.new`, file);
}

/** A published version's directory with its page and deployment record. */
function publish(remote: string, version: string) {
  const dir = path.join(storeDir, remote, version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<title>${version}</title>`);
  writeFileSync(path.join(dir, 'deployment.json'), JSON.stringify({ version, remote }));
}

/** Lets the code running now yield, as a page does between its steps. */
const nextPage = () => new Promise((resolve) => setImmediate(resolve));

describe('createDeploymentStoreReader', () => {
  test('one page sees one registry; a promote shows on the next page', async () => {
    writeRegistry({ catalog: { live: V1 } });
    const store = createDeploymentStoreReader(storeDir, { log: () => {} });
    assert.equal(store.registry()?.remotes.catalog?.live, V1);
    writeRegistry({ catalog: { live: V2, previous: [V1] } });
    // The same page, still running: the rollout and the host build agree on what they read.
    assert.equal(store.registry()?.remotes.catalog?.live, V1);
    await nextPage();
    assert.equal(store.registry()?.remotes.catalog?.live, V2);
  });

  test('reads a record published after a page asked for it, then keeps it', async () => {
    const store = createDeploymentStoreReader(storeDir, { log: () => {} });
    assert.equal(store.record('catalog', V1), null);
    publish('catalog', V1);
    assert.equal(store.record('catalog', V1)?.version, V1);
    // A published version never changes: its record is not read again.
    rmSync(path.join(storeDir, 'catalog', V1), { recursive: true });
    assert.equal(store.record('catalog', V1)?.version, V1);
  });

  test('a health mark recorded by another process shows on the next page', async () => {
    const store = createDeploymentStoreReader(storeDir, { log: () => {} });
    assert.equal(store.health().of('catalog', V1), null);
    mkdirSync(path.join(storeDir, 'health'));
    writeFileSync(
      path.join(storeDir, 'health', `catalog@${V1}.json`),
      JSON.stringify({ state: 'broken', at: '2026-11-29T01:00:00.000Z', reason: 'answered 500' }),
    );
    await nextPage();
    assert.equal(store.health().of('catalog', V1)?.state, 'broken');
  });
});

describe('createHostBuildReader with the shared store reader', () => {
  test('a host version published and promoted while serving is the page and keeps the old files', async () => {
    const distDir = path.join(storeDir, 'dist');
    publish('host', V1);
    writeRegistry({ host: { live: V1 } });
    const store = createDeploymentStoreReader(storeDir, { log: () => {} });
    const builds = createHostBuildReader({ storeDir, distDir, log: () => {}, store });
    const hostDir = (version: string) => path.join(storeDir, 'host', version);
    assert.deepEqual(builds.fileRoots(), [hostDir(V1), distDir]);

    publish('host', V2);
    writeRegistry({ host: { live: V2, previous: [V1] } });
    await nextPage();
    assert.deepEqual(builds.current(), { version: V2, dir: hostDir(V2) });
    assert.deepEqual(builds.fileRoots(), [hostDir(V2), hostDir(V1), distDir]);

    writeRegistry({ host: { live: V1 } });
    await nextPage();
    assert.deepEqual(builds.fileRoots(), [hostDir(V1), hostDir(V2), distDir]);
  });
});
