// The deployment store and record of `npm run deploy`, on temporary directories (no webpack).
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';

import { deployTarget, publishedVersions } from '../deploy-store.js';
import { recordHealth } from '../health.js';
import { singletonsOf } from '../deployment-record.js';
import type { Provides } from '../deployment-record.js';
import { unmetByServedVersions } from '../skew-guard.js';
import { isVersionId, versionId } from '../version-id.js';
import { contractImportsOf, deploymentRecord } from './deployment-record.js';
import type { PublishedBuild } from './deployment-record.js';
import { importsFromPackage } from './package-exports.js';
import { withRegistryLock } from './registry-update.js';
import {
  newVersionDirectory,
  publishVersion,
  pruneVersions,
  versionsToPrune,
} from './store-writes.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'deploy-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/** A build directory with a hashed chunk and its compressed copies. */
function fakeBuild(marker: string): string {
  const buildDir = path.join(root, `dist-${marker}`);
  write(path.join(buildDir, 'remoteEntry.js'), `// ${marker}`);
  write(path.join(buildDir, '102.1976c46b.js'), `// chunk ${marker}`);
  write(path.join(buildDir, '102.1976c46b.js.br'), 'br');
  write(path.join(buildDir, '102.1976c46b.js.gz'), 'gz');
  return buildDir;
}

describe('deployTarget', () => {
  test('finds a package by its directory, its federation name, or host', () => {
    assert.deepEqual(deployTarget('cart-checkout-mfe'), {
      dir: 'cart-checkout-mfe',
      name: 'cartCheckout',
    });
    assert.deepEqual(deployTarget('cartCheckout'), {
      dir: 'cart-checkout-mfe',
      name: 'cartCheckout',
    });
    assert.deepEqual(deployTarget('host'), { dir: 'host', name: 'host' });
    assert.equal(deployTarget('shared'), null);
  });
});

describe('versionId', () => {
  test('is the UTC second and the short sha, -dirty for uncommitted changes', () => {
    const date = new Date('2026-11-24T09:05:07.891Z');
    const gitSha = 'c065a92e0f5d1e7a3b9c2d4e6f8a0b1c2d3e4f5a';
    assert.equal(versionId({ date, gitSha, dirty: false }), '20261124090507-c065a92');
    assert.equal(versionId({ date, gitSha, dirty: true }), '20261124090507-c065a92-dirty');
  });

  test('sorts by time as text', () => {
    const earlier = versionId({
      date: new Date('2026-09-30T23:59:59Z'),
      gitSha: 'fffffff',
      dirty: false,
    });
    const later = versionId({
      date: new Date('2026-10-01T00:00:00Z'),
      gitSha: '0000000',
      dirty: false,
    });
    assert.deepEqual([later, earlier].sort(), [earlier, later]);
  });

  test('a store directory that is no version id is not one', () => {
    assert.equal(isVersionId('20261124090507-c065a92'), true);
    assert.equal(isVersionId('.20261124090507-c065a92.partial'), false);
    assert.equal(isVersionId('latest'), false);
  });
});

describe('versionsToPrune', () => {
  test('names the oldest versions beyond the ten kept', () => {
    const versions = Array.from(
      { length: 12 },
      (_, i) => `202611240900${String(i).padStart(2, '0')}-aaaaaaa`,
    );
    assert.deepEqual(versionsToPrune(versions), [
      '20261124090000-aaaaaaa',
      '20261124090001-aaaaaaa',
    ]);
    assert.deepEqual(versionsToPrune(versions.slice(0, 10)), []);
  });

  test('keeps the versions the registry names however old, and always the newest ten', () => {
    const versions = Array.from(
      { length: 12 },
      (_, i) => `202611240900${String(i).padStart(2, '0')}-aaaaaaa`,
    );
    assert.deepEqual(versionsToPrune(versions, 10, ['20261124090000-aaaaaaa']), [
      '20261124090001-aaaaaaa',
    ]);
  });
});

describe('publishVersion', () => {
  let storeDir: string;
  beforeEach(() => {
    storeDir = path.join(root, 'store');
  });

  test('copies the build with its compressed copies and the given files into its own directory', () => {
    const directory = publishVersion({
      buildDir: fakeBuild('one'),
      storeDir,
      remote: 'content',
      version: '20261124090507-c065a92',
      files: { 'deployment.json': '{"version":"20261124090507-c065a92"}\n' },
    });
    assert.equal(directory, path.join(storeDir, 'content', '20261124090507-c065a92'));
    assert.deepEqual(readdirSync(directory).sort(), [
      '102.1976c46b.js',
      '102.1976c46b.js.br',
      '102.1976c46b.js.gz',
      'deployment.json',
      'remoteEntry.js',
    ]);
    assert.equal(readFileSync(path.join(directory, 'remoteEntry.js'), 'utf8'), '// one');
    assert.deepEqual(readdirSync(path.join(storeDir, 'content')), ['20261124090507-c065a92']);
  });

  test('refuses to overwrite a published version and leaves it as it was', () => {
    const version = '20261124090507-c065a92';
    publishVersion({ buildDir: fakeBuild('one'), storeDir, remote: 'content', version });
    assert.throws(
      () => publishVersion({ buildDir: fakeBuild('two'), storeDir, remote: 'content', version }),
      /content 20261124090507-c065a92 is already published/,
    );
    assert.throws(() => newVersionDirectory(storeDir, 'content', version), /already published/);
    const entry = path.join(storeDir, 'content', version, 'remoteEntry.js');
    assert.equal(readFileSync(entry, 'utf8'), '// one');
  });

  test('keeps each remote’s versions apart, oldest first', () => {
    for (const version of ['20261124100000-bbbbbbb', '20261124090000-aaaaaaa']) {
      publishVersion({ buildDir: fakeBuild(version), storeDir, remote: 'content', version });
    }
    publishVersion({
      buildDir: fakeBuild('catalog'),
      storeDir,
      remote: 'catalog',
      version: '20261124110000-ccccccc',
    });
    assert.deepEqual(publishedVersions(storeDir, 'content'), [
      '20261124090000-aaaaaaa',
      '20261124100000-bbbbbbb',
    ]);
    assert.deepEqual(publishedVersions(storeDir, 'account'), []);
  });
});

describe('pruneVersions', () => {
  test('deletes the oldest versions beyond the ones kept, and only that remote’s', async () => {
    const storeDir = path.join(root, 'store');
    const versions = ['20261124090000-aaaaaaa', '20261124090001-aaaaaaa', '20261124090002-aaaaaaa'];
    for (const version of versions) {
      publishVersion({ buildDir: fakeBuild(version), storeDir, remote: 'content', version });
    }
    const oldest = '20261124090000-aaaaaaa';
    publishVersion({ buildDir: fakeBuild('c'), storeDir, remote: 'catalog', version: oldest });

    assert.deepEqual(await pruneVersions(storeDir, 'content', 2), ['20261124090000-aaaaaaa']);
    assert.deepEqual(publishedVersions(storeDir, 'content'), versions.slice(1));
    assert.deepEqual(publishedVersions(storeDir, 'catalog'), [oldest]);
    assert.equal(existsSync(path.join(storeDir, 'content', oldest)), false);
  });

  test('deletes a pruned version’s health mark with it, and keeps the marks of the versions kept', async () => {
    const storeDir = path.join(root, 'store-health');
    const versions = ['20261124090000-aaaaaaa', '20261124090001-aaaaaaa'];
    for (const version of versions) {
      publishVersion({ buildDir: fakeBuild(version), storeDir, remote: 'content', version });
    }
    const at = '2026-11-24T09:00:00.000Z';
    recordHealth(storeDir, 'content', versions[0]!, { state: 'broken', at, reason: 'threw' });
    recordHealth(storeDir, 'content', versions[1]!, { state: 'healthy', at, reason: 'rendered' });

    assert.deepEqual(await pruneVersions(storeDir, 'content', 1), [versions[0]]);
    assert.deepEqual(readdirSync(path.join(storeDir, 'health')), [
      'content@20261124090001-aaaaaaa.json',
    ]);
  });

  test('never deletes a live, canary or rollback version of the registry', async () => {
    const storeDir = path.join(root, 'store');
    const versions = ['20261124090000-aaaaaaa', '20261124090001-aaaaaaa', '20261124090002-aaaaaaa'];
    for (const version of versions) {
      publishVersion({ buildDir: fakeBuild(version), storeDir, remote: 'content', version });
    }
    const registry = {
      remotes: {
        content: { live: null, canary: null, percent: 0, previous: ['20261124090000-aaaaaaa'] },
      },
    };
    write(path.join(storeDir, 'registry.json'), JSON.stringify(registry));
    assert.deepEqual(await pruneVersions(storeDir, 'content', 1), ['20261124090001-aaaaaaa']);
    assert.deepEqual(publishedVersions(storeDir, 'content'), [
      '20261124090000-aaaaaaa',
      '20261124090002-aaaaaaa',
    ]);
  });

  test('deletes nothing while the registry cannot be read', async () => {
    const storeDir = path.join(root, 'store');
    const versions = ['20261124090000-aaaaaaa', '20261124090001-aaaaaaa'];
    for (const version of versions) {
      publishVersion({ buildDir: fakeBuild(version), storeDir, remote: 'content', version });
    }
    write(path.join(storeDir, 'registry.json'), '{"remotes": ');
    assert.deepEqual(await pruneVersions(storeDir, 'content', 1), []);
    assert.deepEqual(publishedVersions(storeDir, 'content'), versions);
  });

  test('waits while a registry command holds the lock, so it cannot delete what a promote checked', async () => {
    const storeDir = path.join(root, 'store-locked');
    const versions = ['20261124090000-aaaaaaa', '20261124090001-aaaaaaa'];
    for (const version of versions) {
      publishVersion({ buildDir: fakeBuild(version), storeDir, remote: 'content', version });
    }
    let pruning: Promise<string[]> | undefined;
    await withRegistryLock(storeDir, async () => {
      pruning = pruneVersions(storeDir, 'content', 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.deepEqual(publishedVersions(storeDir, 'content'), versions, 'nothing deleted yet');
    });
    assert.deepEqual(await pruning, ['20261124090000-aaaaaaa']);
  });
});

/** What a host build with contract 5.0.0 offers: one export, and React as a singleton. */
const provides: Provides = {
  contract: {
    package: '@storefront/shared',
    version: '5.0.0',
    exports: ['@storefront/shared Button'],
  },
  singletons: { react: '19.3.1' },
};

describe('deploy -- host: the new host against the versions visitors get', () => {
  /** Writes a published version's deployment.json importing `imports` from contract 5.0.0. */
  const published = (storeDir: string, remote: string, version: string, imports: string[]) =>
    write(
      path.join(storeDir, remote, version, 'deployment.json'),
      JSON.stringify({
        version,
        requires: {
          contract: { package: '@storefront/shared', version: '5.0.0', range: '^5.0.0', imports },
          singletons: {},
        },
      }),
    );

  test('names each live or canary version the new host lacks something for', () => {
    const storeDir = path.join(root, 'store');
    published(storeDir, 'content', '20261124090000-aaaaaaa', ['@storefront/shared Button']);
    published(storeDir, 'content', '20261124100000-bbbbbbb', ['@storefront/shared bannerSuffix']);
    published(storeDir, 'catalog', '20261124090000-aaaaaaa', ['@storefront/shared Price']);
    assert.deepEqual(unmetByServedVersions(storeDir, provides), [], 'no registry: nothing served');

    const entry = (live: string, canary: string | null) => ({
      live,
      canary,
      percent: canary ? 10 : 0,
      previous: [],
    });
    const registry = {
      remotes: {
        content: entry('20261124090000-aaaaaaa', '20261124100000-bbbbbbb'),
        catalog: entry('20261124090000-aaaaaaa', null),
      },
    };
    write(path.join(storeDir, 'registry.json'), JSON.stringify(registry));
    assert.deepEqual(unmetByServedVersions(storeDir, provides), [
      'content 20261124100000-bbbbbbb needs @storefront/shared export bannerSuffix, which the host (@storefront/shared 5.0.0) does not have',
      'catalog 20261124090000-aaaaaaa needs @storefront/shared export Price, which the host (@storefront/shared 5.0.0) does not have',
    ]);
  });

  test('a remote’s record leaves out imports of the contract’s test-only entries', () => {
    const packageDir = path.join(root, 'account-mfe');
    write(
      path.join(packageDir, 'src', 'testing', 'customers.ts'),
      "import { makeCustomer } from '@storefront/shared/testing';\n" +
        "import { contrastRatio } from '@storefront/shared/testing/contrast';\n" +
        "import { TextField } from '@storefront/shared/forms';\n",
    );
    assert.deepEqual(contractImportsOf(packageDir, '@storefront/shared'), [
      '@storefront/shared/forms TextField',
    ]);
  });
});

describe('deploymentRecord', () => {
  const manifest = {
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
      { name: '@storefront/shared/validation', version: '5.0.0', requiredVersion: '^5.0.0' },
      { name: '@reduxjs/toolkit', version: '2.14.0', requiredVersion: '^2.14.0', singleton: true },
    ],
  };

  test('lists the singletons the build declared, not the sub-path modules', () => {
    assert.deepEqual(singletonsOf(manifest), {
      '@reduxjs/toolkit': { version: '2.14.0', requiredVersion: '^2.14.0' },
      react: { version: '19.3.1', requiredVersion: '^19.3.1' },
    });
  });

  test('says which build it is and what it requires of the contract', () => {
    const record = deploymentRecord({
      version: '20261124090507-c065a92-dirty',
      remote: 'content',
      packageDir: 'content-mfe',
      gitSha: 'c065a92e0f5d1e7a3b9c2d4e6f8a0b1c2d3e4f5a',
      dirty: true,
      date: new Date('2026-11-24T09:05:07.891Z'),
      contract: {
        name: '@storefront/shared',
        version: '5.0.0',
        imports: ['@storefront/shared Button', '@storefront/shared/forms TextField'],
      },
      manifest,
    });
    assert.deepEqual(record, {
      version: '20261124090507-c065a92-dirty',
      remote: 'content',
      package: 'content-mfe',
      gitSha: 'c065a92e0f5d1e7a3b9c2d4e6f8a0b1c2d3e4f5a',
      dirty: true,
      publishedAt: '2026-11-24T09:05:07.891Z',
      requires: {
        contract: {
          package: '@storefront/shared',
          version: '5.0.0',
          range: '^5.0.0',
          imports: ['@storefront/shared Button', '@storefront/shared/forms TextField'],
        },
        singletons: {
          '@reduxjs/toolkit': { version: '2.14.0', requiredVersion: '^2.14.0' },
          react: { version: '19.3.1', requiredVersion: '^19.3.1' },
        },
      },
    });
  });

  /** A clean build of `remote` on contract 5.0.0 importing nothing; `build` overrides any field. */
  const recordOf = (remote: string, build: Partial<PublishedBuild> = {}) =>
    deploymentRecord({
      version: '20261124090507-c065a92',
      remote,
      packageDir: remote === 'host' ? 'host' : `${remote}-mfe`,
      gitSha: 'c065a92e0f5d1e7a3b9c2d4e6f8a0b1c2d3e4f5a',
      dirty: false,
      date: new Date('2026-11-24T09:05:07.891Z'),
      contract: { name: '@storefront/shared', version: '5.0.0', imports: [] },
      manifest: { shared: [], metaData: { pluginVersion: '2.9.2' } },
      ...build,
    });

  test('a remote’s record requires the federation runtime of its plugin’s minor version', () => {
    const record = recordOf('catalog');
    assert.deepEqual(record.requires?.federationRuntime, { version: '2.9.2', range: '2.9.x' });
  });

  test('a host’s record also says what it provides', () => {
    const record = recordOf('host', { provides });
    // It brings its own federation runtime.
    assert.equal(record.requires?.federationRuntime, undefined);
    assert.deepEqual(record.provides, {
      contract: {
        package: '@storefront/shared',
        version: '5.0.0',
        exports: ['@storefront/shared Button'],
      },
      singletons: { react: '19.3.1' },
    });
  });
});

describe('importsFromPackage', () => {
  test('lists the names a package imports from the contract, its tests left out', () => {
    const packageDir = path.join(root, 'content-mfe');
    write(
      path.join(packageDir, 'src', 'page.tsx'),
      "import { Button, type Money } from '@storefront/shared';\n" +
        "import * as forms from '@storefront/shared/forms';\n" +
        "import { useState } from 'react';\n",
    );
    write(
      path.join(packageDir, 'src', 'index.ts'),
      "export { bannerSuffix as suffix } from '@storefront/shared';\n",
    );
    write(
      path.join(packageDir, 'src', 'page.test.tsx'),
      "import { makeCustomer } from '@storefront/shared/testing';\n",
    );
    write(path.join(packageDir, 'dist', 'main.js'), "import { Old } from '@storefront/shared';\n");
    assert.deepEqual(importsFromPackage(packageDir, '@storefront/shared'), [
      '@storefront/shared Button',
      '@storefront/shared Money',
      '@storefront/shared bannerSuffix',
      '@storefront/shared/forms *',
    ]);
  });
});
