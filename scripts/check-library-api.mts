#!/usr/bin/env -S node --import tsx
// The surface check of the lint stage (docs/decisions/0108-contract-surface.md, 0927), for each
// library the apps build on (@storefront/contract, @storefront/ui-kit, @storefront/platform):
// - every export is imported by another package outside its tests (an export only tests use is
//   not part of the surface: stop exporting it, or delete it);
// - <library>/public-api.txt lists exactly those exports, for the version in its package.json, so
//   a change of a surface is a reviewed change of that file and of the version (semver: major when
//   an export goes or is renamed, minor when one comes);
// - under each export the list records its type (as the TypeScript compiler prints it) and, for a
//   constant, its value: a remote built against the old type or value breaks on a host with the
//   new one, so either changing needs a major version (issue 39, measured defect 4: a changed
//   value passed the names-only check and a canary showed 7 of 30 shoppers an error panel).
//
// `node --import tsx scripts/check-library-api.mts` checks; `… --write` regenerates the lists once
// each package.json has the version bump its change needs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { measurePackageExports } from '@storefront/deploy/publish';

const require = createRequire(import.meta.url);
const { TEST_ENTRIES, parseApiList } = require('../build/public-api-list.cjs') as {
  TEST_ENTRIES: string[];
  parseApiList: (
    text: string,
  ) => { version: string; exports: string[]; signatures: Signatures } | null;
};

/** `<import path> <name>` → its type and (constants) value; a list before issue 39 has none. */
type Signatures = Record<string, { type?: string; value?: string }>;
const { LIBRARY_DIRS, REPO_ROOT, workspacePackages } =
  require('../build/workspace-packages.cjs') as {
    LIBRARY_DIRS: string[];
    REPO_ROOT: string;
    workspacePackages: (root?: string) => { dir: string }[];
  };

export const REGENERATE = 'node --import tsx scripts/check-library-api.mts --write';
/** Each library's checked-in list of its exports, beside its package.json. */
export const API_LIST_FILE = 'public-api.txt';

export type Bump = 'major' | 'minor' | null;

/** What one library's check reads: the package, who may import it, and its list. */
export interface LibrarySurface {
  packageDir: string;
  consumerDirs: string[];
  apiFile: string;
  /** `exports` keys for tests only (not checked). */
  internalEntries?: string[];
}

/** "1.2.3" → [1, 2, 3] */
const versionParts = (version: string): number[] => version.split('.').map(Number);

const versionOf = (packageDir: string): string =>
  (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string })
    .version;

const readList = (apiFile: string) =>
  existsSync(apiFile) ? parseApiList(readFileSync(apiFile, 'utf8')) : null;

/** "type 50 → 60; value 50 → 60" for what differs of one export; empty when nothing does. */
function signatureChange(
  listed: Signatures[string] | undefined,
  current: Signatures[string] | undefined,
): string {
  // An export listed without a type was listed before types were: nothing to compare it with.
  if (!listed?.type) return '';
  const fields = (['type', 'value'] as const).filter((field) => listed[field] !== current?.[field]);
  return fields
    .map((field) => `${field} ${listed[field] ?? '(none)'} → ${current?.[field] ?? '(none)'}`)
    .join('; ');
}

/**
 * The version bump a change of the public surface needs: major when an export goes or its type or
 * value changes (`changed`: "<export> (type a → b; value c → d)"), minor when one comes.
 */
export function surfaceChange(
  listed: string[],
  current: string[],
  listedSignatures: Signatures = {},
  currentSignatures: Signatures = {},
): { removed: string[]; added: string[]; changed: string[]; bump: Bump } {
  const listedSet = new Set(listed);
  const currentSet = new Set(current);
  const removed = listed.filter((entry) => !currentSet.has(entry));
  const added = current.filter((entry) => !listedSet.has(entry));
  const changed = current
    .filter((entry) => listedSet.has(entry))
    .map((entry) => [entry, signatureChange(listedSignatures[entry], currentSignatures[entry])])
    .filter(([, change]) => change)
    .map(([entry, change]) => `${entry} (${change})`);
  const bump: Bump = removed.length || changed.length ? 'major' : added.length ? 'minor' : null;
  return { removed, added, changed, bump };
}

/** True when `next` is at least the `bump` of `previous` ("1.4.2" → major needs "2.0.0"). */
export function isBumped(previous: string, next: string, bump: Bump): boolean {
  const [oldMajor = 0, oldMinor = 0] = versionParts(previous);
  const [newMajor = 0, newMinor = 0] = versionParts(next);
  if (bump === 'major') return newMajor > oldMajor;
  if (bump === 'minor')
    return newMajor > oldMajor || (newMajor === oldMajor && newMinor > oldMinor);
  return true;
}

/** The list file's text: each export, with its type and value indented under it. */
export function renderApiList(
  packageName: string,
  version: string,
  exports: string[],
  signatures: Signatures = {},
): string {
  const described = exports.flatMap((entry) => {
    const { type, value } = signatures[entry] ?? {};
    return [
      entry,
      ...(type === undefined ? [] : [`  type: ${type}`]),
      ...(value === undefined ? [] : [`  value: ${value}`]),
    ];
  });
  return [
    `# ${packageName} ${version}: its public exports, one "<import path> <name>" a line, with its`,
    '# type and (for a constant) value under it; a changed type or value needs a major version.',
    `# Generated by \`${REGENERATE}\`; the lint stage fails when the code differs.`,
    ...described,
    '',
  ].join('\n');
}

/** What is wrong with the library's public surface, one sentence each (empty when all is well). */
export function checkPublicApi({
  packageDir,
  consumerDirs,
  apiFile,
  internalEntries = [],
}: LibrarySurface): string[] {
  const { packageName, exports, unused, signatures } = measurePackageExports({
    packageDir,
    consumerDirs,
    internalEntries,
  });
  const problems = unused.map(
    (entry) =>
      `${entry.replace(' ', ': ')} is imported by no other package outside its tests. ` +
      `Stop exporting it from ${packageName}'s entry, or delete it if nothing needs it.`,
  );
  const version = versionOf(packageDir);
  const listed = readList(apiFile);
  const relativeList = path.relative(process.cwd(), apiFile);
  if (!listed) {
    problems.push(`${relativeList} is missing: run \`${REGENERATE}\`.`);
    return problems;
  }
  const { removed, added, changed, bump } = surfaceChange(
    listed.exports,
    exports,
    listed.signatures,
    signatures,
  );
  const untyped = listed.exports.filter((entry) => !listed.signatures[entry]?.type);
  if (bump) {
    const changes = [
      removed.length ? `removed: ${removed.join(', ')}` : '',
      added.length ? `added: ${added.join(', ')}` : '',
      changed.length ? `changed: ${changed.join(', ')}` : '',
    ].filter(Boolean);
    const manifest = path.relative(process.cwd(), path.join(packageDir, 'package.json'));
    problems.push(
      `The public exports of ${packageName} differ from ${relativeList} (${changes.join('; ')}). ` +
        `Bump the ${bump} version in ${manifest} ` +
        `(major when an export goes or its type or value changes, minor when one comes) ` +
        `and run \`${REGENERATE}\`.`,
    );
  } else if (untyped.length) {
    problems.push(
      `${relativeList} gives no type for ${untyped.length} exports (written before types were ` +
        `listed): run \`${REGENERATE}\`.`,
    );
  } else if (listed.version !== version) {
    problems.push(
      `${relativeList} is for version ${listed.version} but ${packageName} is ${version}: ` +
        `run \`${REGENERATE}\`.`,
    );
  }
  return problems;
}

/**
 * Rewrites the list from the code, refusing when the version lacks the bump the change needs.
 * @returns why it refused, or null when written
 */
export function writePublicApi({
  packageDir,
  consumerDirs,
  apiFile,
  internalEntries = [],
}: LibrarySurface): string | null {
  const { packageName, exports, signatures } = measurePackageExports({
    packageDir,
    consumerDirs,
    internalEntries,
  });
  const version = versionOf(packageDir);
  const listed = readList(apiFile);
  if (listed) {
    const { bump, removed, added, changed } = surfaceChange(
      listed.exports,
      exports,
      listed.signatures,
      signatures,
    );
    if (!isBumped(listed.version, version, bump)) {
      return (
        `${packageName} ${version} lists ${removed.length} removed, ${added.length} added and ` +
        `${changed.length} changed exports since ${listed.version}: ` +
        `bump the ${bump} version in package.json first.`
      );
    }
  }
  writeFileSync(apiFile, renderApiList(packageName, version, exports, signatures));
  return null;
}

/**
 * One surface per library of the workspace at `root`; every other workspace package (the other
 * libraries too) may be its consumer.
 */
export function librarySurfaces(
  root: string = REPO_ROOT,
  libraries = LIBRARY_DIRS,
): LibrarySurface[] {
  const packageDirs = workspacePackages(root).map(({ dir }) => path.join(root, dir));
  return libraries
    .map((library) => path.join(root, library))
    .filter((packageDir) => packageDirs.includes(packageDir))
    .map((packageDir) => ({
      packageDir,
      consumerDirs: packageDirs.filter((directory) => directory !== packageDir),
      apiFile: path.join(packageDir, API_LIST_FILE),
      internalEntries: TEST_ENTRIES,
    }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let failed = false;
  for (const surface of librarySurfaces()) {
    const list = path.relative(REPO_ROOT, surface.apiFile);
    if (process.argv.includes('--write')) {
      const refusal = writePublicApi(surface);
      if (refusal) console.error(refusal);
      else console.log(`${list} written`);
      failed ||= refusal !== null;
    } else {
      const problems = checkPublicApi(surface);
      for (const problem of problems) console.error(`surface: ${problem}`);
      if (!problems.length) console.log(`surface: the public exports match ${list}`);
      failed ||= problems.length > 0;
    }
  }
  if (failed) process.exit(1);
}
