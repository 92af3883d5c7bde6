// `npm start` / `npm test` skip work that is already done: these checks decide what is stale.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, it } from 'node:test';

import {
  dependenciesNeedInstall,
  missingPackages,
  staleImportedBuilds,
} from './ensure-install.mjs';
import { CHROMIUM_PATH } from './lib/chromium.mjs';
import { markBuilt, staleFrontendPackages } from './lib/frontend-build.mjs';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'workspace-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Writes a file with a modification time `secondsAgo` in the past. */
function writeAged(relativePath: string, secondsAgo: number, content = '') {
  const file = path.join(root, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, time, time);
}

function frontendPackage(
  dir: string,
  { builtSecondsAgo, sourceSecondsAgo }: { builtSecondsAgo?: number; sourceSecondsAgo: number },
) {
  writeAged(`${dir}/package.json`, 1000, JSON.stringify({ scripts: { build: 'webpack' } }));
  writeAged(`${dir}/src/index.ts`, sourceSecondsAgo);
  if (builtSecondsAgo !== undefined) writeAged(`${dir}/dist/index.html`, builtSecondsAgo);
}

describe('dependency install check', () => {
  it('installs on a fresh clone (no node_modules)', () => {
    writeAged('pnpm-lock.yaml', 100);
    assert.equal(dependenciesNeedInstall(root), true);
  });

  it('skips the install when node_modules is newer than the lockfile', () => {
    writeAged('pnpm-lock.yaml', 100);
    writeAged('node_modules/.modules.yaml', 50);
    assert.equal(dependenciesNeedInstall(root), false);
  });

  it('installs again after the lockfile changed', () => {
    writeAged('node_modules/.modules.yaml', 100);
    writeAged('pnpm-lock.yaml', 50);
    assert.equal(dependenciesNeedInstall(root), true);
  });
});

describe('Debian package check', () => {
  const present =
    (...files: string[]) =>
    (file: string) =>
      files.includes(file);

  it('asks apt for nothing when no browser or services are wanted', () => {
    assert.deepEqual(missingPackages({}, present()), []);
  });

  it('names every missing service package, for one apt-get call', () => {
    assert.deepEqual(missingPackages({ services: true }, present('/usr/bin/redis-server')), [
      'haproxy',
      'pgbouncer',
    ]);
  });

  it('adds Chromium to the same call when the browser is missing too', () => {
    assert.deepEqual(
      missingPackages(
        { browser: true, services: true },
        present('/usr/sbin/haproxy', '/usr/sbin/pgbouncer'),
      ),
      ['chromium', 'redis-server'],
    );
  });

  it('installs nothing when every binary is there', () => {
    const all = present(
      CHROMIUM_PATH,
      '/usr/bin/redis-server',
      '/usr/sbin/haproxy',
      '/usr/sbin/pgbouncer',
    );
    assert.deepEqual(missingPackages({ browser: true, services: true }, all), []);
  });
});

describe('build check of the packages imported from their build', () => {
  it('builds the deployment package on a fresh clone, and again after its sources change', () => {
    writeAged('deploy/src/index.ts', 100);
    writeAged('deploy/package.json', 100);
    assert.deepEqual(staleImportedBuilds(root), ['deploy']);
    writeAged('deploy/dist/index.js', 50);
    assert.deepEqual(staleImportedBuilds(root), []);
    writeAged('deploy/src/rollout.ts', 10);
    assert.deepEqual(staleImportedBuilds(root), ['deploy']);
  });
});

describe('front-end build check', () => {
  it('builds packages without a dist and packages whose sources changed after their build', () => {
    frontendPackage('host', { builtSecondsAgo: 10, sourceSecondsAgo: 100 });
    frontendPackage('catalog-mfe', { builtSecondsAgo: 100, sourceSecondsAgo: 10 });
    frontendPackage('content-mfe', { sourceSecondsAgo: 100 });
    assert.deepEqual(staleFrontendPackages(root), ['catalog-mfe', 'content-mfe']);
  });

  it('rebuilds every package when a library (contract, ui-kit, platform) changed', () => {
    frontendPackage('host', { builtSecondsAgo: 50, sourceSecondsAgo: 100 });
    frontendPackage('account-mfe', { builtSecondsAgo: 50, sourceSecondsAgo: 100 });
    writeAged('contract/src/domain/index.ts', 10);
    assert.deepEqual(staleFrontendPackages(root), ['host', 'account-mfe']);
  });

  it('counts a rebuild whose output did not change (webpack leaves index.html as it was)', () => {
    frontendPackage('host', { builtSecondsAgo: 50, sourceSecondsAgo: 100 });
    writeAged('pnpm-lock.yaml', 10);
    assert.deepEqual(staleFrontendPackages(root), ['host']);
    markBuilt(['host'], root);
    assert.deepEqual(staleFrontendPackages(root), []);
  });

  it("rebuilds the remotes' file server, and the host's server that bundles it, when its code changed", () => {
    frontendPackage('host', { builtSecondsAgo: 50, sourceSecondsAgo: 100 });
    writeAged(
      'host/package.json',
      1000,
      JSON.stringify({
        scripts: { build: 'webpack && node build-server.mjs' },
        dependencies: { '@storefront/static-server': 'workspace:*' },
      }),
    );
    frontendPackage('catalog-mfe', { builtSecondsAgo: 50, sourceSecondsAgo: 100 });
    writeAged(
      'static-server/package.json',
      1000,
      JSON.stringify({ scripts: { build: 'esbuild' } }),
    );
    writeAged('static-server/dist/main.mjs', 50);
    assert.deepEqual(staleFrontendPackages(root), []);
    writeAged('static-server/src/create-static-server.ts', 10);
    assert.deepEqual(staleFrontendPackages(root), ['host', 'static-server']);
  });

  it('ignores packages that have no build script yet', () => {
    writeAged('cart-checkout-mfe/package.json', 10, JSON.stringify({ scripts: {} }));
    assert.deepEqual(staleFrontendPackages(root), []);
  });
});

/**
 * The bare package names `entry` imports statically, following its relative imports: what must
 * be installed before Node can even start it (a dynamic import() loads later, so it is not one).
 */
function packagesImportedBeforeStart(entry: string, seen = new Set<string>()): string[] {
  if (seen.has(entry)) return [];
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  const specifiers = [
    ...source.matchAll(/^(?:import|export)\s[^;]*?from\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/^import\s*['"]([^'"]+)['"]/gm),
  ].flatMap(([, specifier]) => (specifier ? [specifier] : []));
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('.')) {
      return packagesImportedBeforeStart(path.resolve(path.dirname(entry), specifier), seen);
    }
    return isBuiltin(specifier) ? [] : [specifier];
  });
}

describe('the npm scripts on a fresh clone', () => {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { scripts }: { scripts: Record<string, string> } = JSON.parse(
    readFileSync(path.join(repoRoot, 'package.json'), 'utf8'),
  );

  it('has every script install the workspace before a script of ours that imports a package', () => {
    // `node --import tsx` needs the tsx package before the script's own imports.
    const started = Object.entries(scripts).flatMap(([name, command]) => {
      const [, tsx, entry] =
        /^node (--import tsx )?(scripts\/[\w./-]+\.m[jt]s)/.exec(command) ?? [];
      return entry ? [{ name, entry, loader: tsx ? ['tsx'] : [] }] : [];
    });
    assert.ok(
      started.some(({ name }) => name === 'start'),
      'npm start runs a script of ours',
    );
    const unsafe = started.flatMap(({ name, entry, loader }) => {
      const packages = [...loader, ...packagesImportedBeforeStart(path.join(repoRoot, entry))];
      return entry.endsWith('ensure-install.mjs') || packages.length === 0
        ? []
        : [`npm run ${name}: ${entry} imports ${[...new Set(packages)].join(', ')}`];
    });
    // Before node_modules exists such a script fails with ERR_MODULE_NOT_FOUND instead of
    // installing: `node scripts/ensure-install.mjs && ...` comes first.
    assert.deepEqual(unsafe, []);
  });
});
