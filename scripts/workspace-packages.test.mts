import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import {
  REPO_ROOT,
  frontendApps,
  frontendProgramIncludes,
  workspacePackages,
} from '../build/workspace-packages.cjs';
import { allStages, testedPackages } from './test.mts';

/**
 * A copy of the workspace's package list and package.json files (and the files that make a
 * package a front-end app) with one more package: `wishlist-mfe`, a remote with jest tests.
 */
function workspaceWithNewRemote() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'workspace-fixture-'));
  const workspace = readFileSync(path.join(REPO_ROOT, 'pnpm-workspace.yaml'), 'utf8');
  writeFileSync(
    path.join(root, 'pnpm-workspace.yaml'),
    workspace.replace('packages:\n', 'packages:\n  - wishlist-mfe\n'),
  );
  for (const { dir } of workspacePackages()) {
    for (const file of ['package.json', 'module-federation.config.cjs', 'jest.setup.ts', 'src']) {
      try {
        cpSync(path.join(REPO_ROOT, dir, file), path.join(root, dir, file), {
          recursive: true,
          filter: (source) => !source.includes('node_modules'),
        });
      } catch {
        // Not every package has every file.
      }
    }
  }
  mkdirSync(path.join(root, 'wishlist-mfe', 'src'), { recursive: true });
  writeFileSync(
    path.join(root, 'wishlist-mfe', 'package.json'),
    JSON.stringify({ name: 'wishlist-mfe', scripts: { test: 'jest', typecheck: 'tsc' } }),
  );
  writeFileSync(path.join(root, 'wishlist-mfe', 'module-federation.config.cjs'), '');
  return root;
}

describe('the package lists come from the workspace', () => {
  const root = workspaceWithNewRemote();
  after(() => rmSync(root, { recursive: true, force: true }));

  it('gives a new remote a unit-test stage in npm test', () => {
    const stage = allStages(root).find(({ key }) => key === 'wishlist-mfe');
    assert.equal(stage?.name, 'wishlist-mfe unit tests');
  });

  it("puts a new remote under eslint's rule that remotes never import each other", () => {
    assert.deepEqual(frontendApps(root), [
      'wishlist-mfe',
      'host',
      'catalog-mfe',
      'cart-checkout-mfe',
      'account-mfe',
      'content-mfe',
    ]);
  });

  it('type-checks a new remote with the front-end program', () => {
    assert.ok(frontendProgramIncludes(root).includes('wishlist-mfe/src'));
  });

  it('runs every workspace package with a test script, by its runner', () => {
    assert.deepEqual(testedPackages(), [
      { dir: 'contract', script: 'test', runner: 'jest' },
      { dir: 'ui-kit', script: 'test', runner: 'jest' },
      { dir: 'platform', script: 'test', runner: 'jest' },
      { dir: 'host', script: 'test:jest', runner: 'jest' },
      { dir: 'host', script: 'test:server', runner: 'node' },
      { dir: 'static-server', script: 'test', runner: 'node' },
      { dir: 'catalog-mfe', script: 'test', runner: 'jest' },
      { dir: 'cart-checkout-mfe', script: 'test', runner: 'jest' },
      { dir: 'account-mfe', script: 'test', runner: 'jest' },
      { dir: 'content-mfe', script: 'test', runner: 'jest' },
      { dir: 'store-api', script: 'test', runner: 'node' },
      { dir: 'payment-sandbox', script: 'test', runner: 'node' },
      { dir: 'mock-product-api', script: 'test', runner: 'node' },
      { dir: 'e2e', script: 'test', runner: 'playwright' },
      { dir: 'deploy', script: 'test', runner: 'node' },
    ]);
  });

  it('keeps tsconfig.frontend.json (read by editors and tsc) equal to the workspace', () => {
    const { include } = JSON.parse(
      readFileSync(path.join(REPO_ROOT, 'tsconfig.frontend.json'), 'utf8'),
    );
    assert.deepEqual(
      include,
      frontendProgramIncludes(),
      'a front-end package was added or removed: set tsconfig.frontend.json\'s "include" to the list above',
    );
  });
});
