// The skew guard: what a published remote requires against what a host provides.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';

import { readDeploymentRecord } from './deployment-record.js';
import type { Provides } from './deployment-record.js';
import { hostProvides, unmetRequirements } from './skew-guard.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skew-guard-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const writeJson = (file: string, value: unknown) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
};

/** A host on contract 5.0.0 sharing react 19.3.1 and redux 5.0.1. */
const provides: Provides = {
  contract: {
    package: '@storefront/shared',
    version: '5.0.0',
    exports: ['@storefront/shared Button', '@storefront/shared/forms TextField'],
  },
  singletons: { react: '19.3.1', redux: '5.0.1' },
};

/** What a remote built on contract `version` importing `imports` requires. */
const requiresOf = ({
  range = '^5.0.0',
  imports = [] as string[],
  singletons = {} as Record<string, { version: string; requiredVersion: string }>,
} = {}) => ({
  contract: { package: '@storefront/shared', version: '5.0.0', range, imports },
  singletons,
});

describe('unmetRequirements', () => {
  test('a compatible build has none', () => {
    const requires = requiresOf({
      imports: ['@storefront/shared Button', '@storefront/shared/forms *'],
      singletons: {
        react: { version: '19.3.1', requiredVersion: '^19.0.0' },
        redux: { version: '5.0.1', requiredVersion: '*' },
        'react-dom': { version: '19.9.0', requiredVersion: '^19.9.0' },
      },
    });
    assert.deepEqual(unmetRequirements(requires, provides), []);
  });

  test('a contract version out of the range', () => {
    assert.deepEqual(unmetRequirements(requiresOf({ range: '^5.1.0' }), provides), [
      'needs @storefront/shared ^5.1.0, which the host (@storefront/shared 5.0.0) does not satisfy',
    ]);
  });

  test('each export the build imports that the host lacks', () => {
    const requires = requiresOf({
      imports: [
        '@storefront/shared Button',
        '@storefront/shared bannerSuffix',
        '@storefront/shared/money *',
      ],
    });
    assert.deepEqual(unmetRequirements(requires, provides), [
      'needs @storefront/shared export bannerSuffix, which the host (@storefront/shared 5.0.0) does not have',
      'needs @storefront/shared/money (imported whole), which the host (@storefront/shared 5.0.0) does not have',
    ]);
  });

  test('a shared singleton whose host version is out of the build’s range', () => {
    const requires = requiresOf({
      singletons: {
        react: { version: '19.4.0', requiredVersion: '^19.4.0' },
        redux: { version: '5.0.1', requiredVersion: 'workspace-only' },
      },
    });
    assert.deepEqual(unmetRequirements(requires, provides), [
      "needs react ^19.4.0, which the host's react 19.3.1 does not satisfy",
    ]);
  });

  test('a remote built on another minor version of the federation runtime than the host’s', () => {
    const requires = { ...requiresOf(), federationRuntime: { version: '2.9.2', range: '2.9.x' } };
    assert.deepEqual(unmetRequirements(requires, { ...provides, federationRuntime: '2.9.0' }), []);
    assert.deepEqual(unmetRequirements(requires, { ...provides, federationRuntime: '2.10.0' }), [
      "needs the Module Federation runtime 2.9.x, which the host's 2.10.0 does not satisfy",
    ]);
    assert.deepEqual(unmetRequirements(requires, provides), [
      'needs the Module Federation runtime 2.9.x, which the host, which names none, does not satisfy',
    ]);
  });

  test('another contract package is not provided at all', () => {
    const requires = { contract: { package: '@other/contract', range: '^1.0.0', imports: [] } };
    assert.deepEqual(unmetRequirements(requires, provides), [
      'needs @other/contract ^1.0.0, which the host (@storefront/shared 5.0.0) does not provide',
    ]);
  });
});

describe('hostProvides', () => {
  test('reads the host build’s contract.json and its shared singletons', () => {
    const hostDir = path.join(root, 'host-dist');
    writeJson(path.join(hostDir, 'contract.json'), { contract: provides.contract });
    writeJson(path.join(hostDir, 'mf-manifest.json'), {
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
        { name: 'redux', version: '5.0.1', requiredVersion: '^5.0.1', singleton: true },
        { name: '@storefront/shared/forms', version: '5.0.0', requiredVersion: '^5.0.0' },
      ],
    });
    assert.deepEqual(hostProvides(hostDir), provides);
  });

  test('names the federation runtime the host puts on the page: its federation plugin’s version', () => {
    const hostDir = path.join(root, 'host-dist');
    writeJson(path.join(hostDir, 'contract.json'), { contract: provides.contract });
    writeJson(path.join(hostDir, 'mf-manifest.json'), {
      metaData: { pluginVersion: '2.9.2' },
      shared: [],
    });
    assert.equal(hostProvides(hostDir).federationRuntime, '2.9.2');
  });

  test('a host that was not built says so', () => {
    assert.throws(
      () => hostProvides(path.join(root, 'none')),
      /Cannot tell what the host in .* provides \(build it first\)/,
    );
  });
});

describe('readDeploymentRecord', () => {
  test('reads a published version’s record, null for an unknown or invalid version', () => {
    const record = { version: '20261124090000-aaaaaaa', requires: requiresOf() };
    writeJson(path.join(root, 'content', '20261124090000-aaaaaaa', 'deployment.json'), record);
    assert.deepEqual(readDeploymentRecord(root, 'content', '20261124090000-aaaaaaa'), record);
    assert.equal(readDeploymentRecord(root, 'content', '20261124100000-bbbbbbb'), null);
    assert.equal(readDeploymentRecord(root, 'content', '../content/20261124090000-aaaaaaa'), null);
  });
});
