#!/usr/bin/env node
// `npm run deploy -- <remote>` (or `pnpm --filter <package> run deploy`): builds one front-end
// package in production mode and publishes it as a new, immutable version into the deployment
// store (docs/contracts.md "Deployment store"). Build output goes to stderr; the last line on
// stdout is the new version id alone, so `version=$(npm run -s deploy -- content)` works.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { deployTarget, storeDirectory } from '../deploy-store.js';
import { readRouteManifest } from '../route-manifest.js';
import { FederationManifestSchema } from '../deployment-record.js';
import { REPO_ROOT } from '../repo-root.js';
import { hostProvides, unmetByServedVersions } from '../skew-guard.js';
import { versionId } from '../version-id.js';
import { actorOf } from './audit-trail.js';
import { contractImportsOf, deploymentRecord } from './deployment-record.js';
import { gitState } from './git-state.js';
import { newVersionDirectory, publishVersion, pruneVersions } from './store-writes.js';

// The package whose exports the host provides to the remotes (the platform singleton).
const CONTRACT_DIR = path.join(REPO_ROOT, 'platform');
// The workspace's pnpm, also where none is installed globally (a separate process: this package
// never imports the development scripts).
const PNPM = path.join(REPO_ROOT, 'scripts', 'pnpm.mjs');
const USAGE =
  'usage: npm run deploy -- <host|catalog|cartCheckout|account|content or its directory> [--by <name>] [--reason <text>]';

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Builds `dir` in production mode with its output on stderr; resolves with the exit code. */
function build(dir: string, version: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [PNPM, '--filter', dir, 'build'], {
      cwd: REPO_ROOT,
      // The federation plugin stamps MF_BUILD_VERSION into mf-manifest.json's
      // buildInfo.buildVersion before the compressed copies are made, so all three agree.
      env: { ...process.env, MF_BUILD_VERSION: version },
      stdio: ['ignore', process.stderr, process.stderr],
    });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { by: { type: 'string' }, reason: { type: 'string' } },
  });
  // Run through a package's own `deploy` script, the package is the working directory.
  const requested = positionals[0] ?? path.basename(process.cwd());
  const target = deployTarget(requested);
  if (!target) throw new Error(`No front-end package is called "${requested}". ${USAGE}`);

  const storeDir = storeDirectory(process.env);
  const date = new Date();
  const { gitSha, dirty } = gitState();
  const version = versionId({ date, gitSha, dirty });
  // Refuse before spending a build on a version that cannot be published.
  newVersionDirectory(storeDir, target.name, version);

  console.error(`[deploy] building ${target.dir} as ${target.name} ${version}`);
  const exitCode = await build(target.dir, version);
  if (exitCode !== 0) throw new Error(`The build of ${target.dir} failed (exit ${exitCode})`);

  const buildDir = path.join(REPO_ROOT, target.dir, 'dist');
  // Marks the build as fresh for `npm start`'s staleness check (scripts/lib/frontend-build.mjs
  // markBuilt): webpack leaves an unchanged index.html untouched.
  const builtIndex = path.join(buildDir, 'index.html');
  if (existsSync(builtIndex)) {
    const now = new Date();
    utimesSync(builtIndex, now, now);
  }

  const manifest = FederationManifestSchema.parse(
    readJson(path.join(buildDir, 'mf-manifest.json')),
  );
  const stamped = manifest.metaData?.buildInfo?.buildVersion;
  if (stamped !== version) {
    throw new Error(`mf-manifest.json says build version "${stamped}", expected "${version}"`);
  }
  const contract = readJson(path.join(CONTRACT_DIR, 'package.json')) as {
    name: string;
    version: string;
  };
  // A new host must still run every version visitors are served: refuse before publishing.
  const provides = target.name === 'host' ? hostProvides(buildDir) : undefined;
  const unmet = provides ? unmetByServedVersions(storeDir, provides) : [];
  if (unmet.length) {
    throw new Error(`refused: the new host cannot run what visitors get: ${unmet.join('; ')}`);
  }
  const record = deploymentRecord({
    version,
    remote: target.name,
    packageDir: target.dir,
    gitSha,
    dirty,
    date,
    contract: {
      name: contract.name,
      version: contract.version,
      imports: contractImportsOf(path.join(REPO_ROOT, target.dir), contract.name),
    },
    manifest,
    provides,
    // Read before publishing: a manifest the host could not serve stops the deploy here.
    routes: readRouteManifest(path.join(REPO_ROOT, target.dir)),
  });
  const directory = publishVersion({
    buildDir,
    storeDir,
    remote: target.name,
    version,
    record,
    actor: actorOf(values),
  });
  console.error(`[deploy] published ${path.relative(process.cwd(), directory) || directory}`);
  // Live, canary and rollback targets stay, however old; all of them while the registry is bad.
  const pruned = await pruneVersions(storeDir, target.name);
  if (pruned.length) console.error(`[deploy] deleted old versions: ${pruned.join(', ')}`);
  console.log(version);
}

main().catch((error: unknown) => {
  console.error(`[deploy] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
