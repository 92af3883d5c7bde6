#!/usr/bin/env node
// `npm run deploy -- <remote>` (or `pnpm --filter <package> run deploy`): builds one front-end
// package in production mode and publishes it as a new, immutable version into the deployment
// store (docs/contracts.md "Deployment store"). Build output goes to stderr; the last line on
// stdout is the new version id alone, so `version=$(npm run -s deploy -- content)` works.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import {
  DEPLOYMENT_RECORD_FILE,
  contractImportsOf,
  deploymentRecord,
} from './lib/deploy-record.mjs';
import {
  deployTarget,
  newVersionDirectory,
  publishVersion,
  pruneVersions,
  storeDirectory,
  versionId,
} from './lib/deploy-store.mjs';
import { markBuilt } from './lib/frontend-build.mjs';
import { REPO_ROOT, runPnpm } from './lib/run.mjs';
import { hostProvides, unmetByServedVersions } from './lib/skew-guard.mjs';
import { gitState } from './lib/version-id.mjs';

const CONTRACT_DIR = path.join(REPO_ROOT, 'shared');
const USAGE =
  'usage: npm run deploy -- <host|catalog|cartCheckout|account|content or its directory>';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

async function main() {
  // Run through a package's own `deploy` script, the package is the working directory.
  const requested = process.argv[2] ?? path.basename(process.cwd());
  const target = deployTarget(requested);
  if (!target) throw new Error(`No front-end package is called "${requested}". ${USAGE}`);

  const storeDir = storeDirectory(process.env);
  const date = new Date();
  const { gitSha, dirty } = gitState();
  const version = versionId({ date, gitSha, dirty });
  // Refuse before spending a build on a version that cannot be published.
  newVersionDirectory(storeDir, target.name, version);

  console.error(`[deploy] building ${target.dir} as ${target.name} ${version}`);
  // The federation plugin stamps MF_BUILD_VERSION into mf-manifest.json's buildInfo.buildVersion
  // before the compressed copies are made, so all three agree.
  const exitCode = await runPnpm(['--filter', target.dir, 'build'], {
    env: { ...process.env, MF_BUILD_VERSION: version },
    stdio: ['ignore', process.stderr, process.stderr],
  });
  if (exitCode !== 0) throw new Error(`The build of ${target.dir} failed (exit ${exitCode})`);
  markBuilt([target.dir]);

  const buildDir = path.join(REPO_ROOT, target.dir, 'dist');
  const manifest = readJson(path.join(buildDir, 'mf-manifest.json'));
  const stamped = manifest.metaData?.buildInfo?.buildVersion;
  if (stamped !== version) {
    throw new Error(`mf-manifest.json says build version "${stamped}", expected "${version}"`);
  }
  const contract = readJson(path.join(CONTRACT_DIR, 'package.json'));
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
  });
  const directory = publishVersion({
    buildDir,
    storeDir,
    remote: target.name,
    version,
    files: { [DEPLOYMENT_RECORD_FILE]: `${JSON.stringify(record, null, 2)}\n` },
  });
  console.error(`[deploy] published ${path.relative(process.cwd(), directory) || directory}`);
  // Live, canary and rollback targets stay, however old; all of them while the registry is bad.
  const pruned = await pruneVersions(storeDir, target.name);
  if (pruned.length) console.error(`[deploy] deleted old versions: ${pruned.join(', ')}`);
  console.log(version);
}

main().catch((error) => {
  console.error(`[deploy] ${error.message}`);
  process.exit(1);
});
