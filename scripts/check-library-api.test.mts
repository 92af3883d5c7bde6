// The surface check of the lint stage on a small fixture workspace: a library with an export
// another package uses, one only a test uses and one nobody uses, and its checked-in list.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import {
  type LibrarySurface,
  checkPublicApi,
  isBumped,
  librarySurfaces,
  renderApiList,
  surfaceChange,
  writePublicApi,
} from './check-library-api.mts';

let root: string;
let options: LibrarySurface;

function write(relativePath: string, text: string) {
  const file = path.join(root, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

before(() => {
  root = mkdtempSync(path.join(tmpdir(), 'contract-check-'));
  write(
    'contract/package.json',
    JSON.stringify({
      name: '@fixture/contract',
      version: '1.0.0',
      exports: { '.': './src/index.ts', './rules': './src/rules.ts', './testing': './src/t.ts' },
    }),
  );
  write('contract/src/rules.ts', 'export const used = 1;\nexport const onlyTested = 2;\n');
  write(
    'contract/src/index.ts',
    "export * from './rules';\nexport const unusedEverywhere = 3;\nexport interface Slices {}\n",
  );
  write('contract/src/t.ts', 'export const testHelper = 4;\n');
  write('app/src/main.ts', "import { used } from '@fixture/contract/rules';\nconsole.log(used);\n");
  write(
    'app/src/slices.ts',
    "declare module '@fixture/contract' {\n  interface Slices { cart: number }\n}\nexport {};\n",
  );
  write(
    'app/src/main.test.ts',
    "import { onlyTested } from '@fixture/contract';\nimport { testHelper } from '@fixture/contract/testing';\n",
  );
  options = {
    packageDir: path.join(root, 'contract'),
    consumerDirs: [path.join(root, 'app')],
    apiFile: path.join(root, 'contract/public-api.txt'),
    internalEntries: ['./testing'],
  };
});

after(() => rmSync(root, { recursive: true, force: true }));

describe('surface check', () => {
  it('fails on an export nobody imports and on one only tests import, not on the used ones', () => {
    write(
      'contract/public-api.txt',
      renderApiList('@fixture/contract', '1.0.0', [
        '@fixture/contract Slices',
        '@fixture/contract onlyTested',
        '@fixture/contract unusedEverywhere',
        '@fixture/contract used',
        '@fixture/contract/rules onlyTested',
        '@fixture/contract/rules used',
      ]),
    );
    const problems = checkPublicApi(options).filter((problem) =>
      problem.includes('is imported by no other package'),
    );
    assert.equal(problems.length, 3);
    assert.match(
      problems[0] ?? '',
      /^@fixture\/contract: onlyTested is imported by no other package/,
    );
    assert.match(
      problems[1] ?? '',
      /^@fixture\/contract: unusedEverywhere is imported by no other/,
    );
    assert.match(
      problems[2] ?? '',
      /^@fixture\/contract\/rules: onlyTested is imported by no other/,
    );
  });

  it('fails when the exports differ from the list, asking for the bump and the regeneration', () => {
    write(
      'contract/public-api.txt',
      renderApiList('@fixture/contract', '1.0.0', [
        '@fixture/contract used',
        '@fixture/contract gone',
      ]),
    );
    const problems = checkPublicApi(options).filter((problem) => problem.includes('differ'));
    assert.equal(problems.length, 1);
    assert.match(problems[0] ?? '', /removed: @fixture\/contract gone/);
    assert.match(
      problems[0] ?? '',
      /added: @fixture\/contract Slices, @fixture\/contract onlyTested/,
    );
    assert.match(problems[0] ?? '', /Bump the major version in .*package\.json/);
    assert.match(
      problems[0] ?? '',
      /run `node --import tsx scripts\/check-library-api\.mts --write`/,
    );
  });

  it('refuses to regenerate the list until the version has the bump, then writes it', () => {
    assert.match(writePublicApi(options) ?? '', /bump the major version in package.json first/);
    write(
      'contract/package.json',
      JSON.stringify({
        name: '@fixture/contract',
        version: '2.0.0',
        exports: { '.': './src/index.ts', './rules': './src/rules.ts', './testing': './src/t.ts' },
      }),
    );
    assert.equal(writePublicApi(options), null);
    const problems = checkPublicApi(options);
    assert.ok(problems.every((problem) => problem.includes('is imported by no other package')));
  });
});

describe('semver of a surface change', () => {
  it('needs a major bump for a removal and a minor bump for an addition', () => {
    assert.deepEqual(surfaceChange(['a', 'b'], ['a', 'c']), {
      removed: ['b'],
      added: ['c'],
      changed: [],
      bump: 'major',
    });
    assert.equal(surfaceChange(['a'], ['a', 'c']).bump, 'minor');
    assert.equal(surfaceChange(['a'], ['a']).bump, null);
    assert.equal(isBumped('1.4.2', '2.0.0', 'major'), true);
    assert.equal(isBumped('1.4.2', '1.5.0', 'major'), false);
    assert.equal(isBumped('1.4.2', '1.5.0', 'minor'), true);
    assert.equal(isBumped('1.4.2', '1.4.3', 'minor'), false);
  });
});

describe('the libraries checked', () => {
  it('checks each library of the workspace against its own list, the other packages as its consumers', () => {
    write('pnpm-workspace.yaml', 'packages:\n  - contract\n  - kit\n  - app\n');
    write('kit/package.json', JSON.stringify({ name: '@fixture/kit', version: '1.0.0' }));
    write('app/package.json', JSON.stringify({ name: 'app', version: '1.0.0' }));
    const surfaces = librarySurfaces(root, ['contract', 'kit', 'absent']);
    assert.deepEqual(
      surfaces.map(({ packageDir, consumerDirs, apiFile }) => ({
        packageDir: path.relative(root, packageDir),
        consumerDirs: consumerDirs.map((directory) => path.relative(root, directory)),
        apiFile: path.relative(root, apiFile),
      })),
      [
        {
          packageDir: 'contract',
          consumerDirs: ['kit', 'app'],
          apiFile: 'contract/public-api.txt',
        },
        { packageDir: 'kit', consumerDirs: ['contract', 'app'], apiFile: 'kit/public-api.txt' },
      ],
    );
  });
});

// Measured defect 4 (issue 39): a shared constant changed its value with no version bump; the
// names matched, so the check passed and a canary served remotes built against the old value.
describe('the type and value of each export', () => {
  let library: LibrarySurface;
  let libraryRoot: string;

  const writeIn = (relativePath: string, text: string) => {
    const file = path.join(libraryRoot, relativePath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  const writeLibrary = (version: string, maxLines: number, totalReturns: string) => {
    writeIn(
      'lib/package.json',
      JSON.stringify({ name: '@fixture/lib', version, exports: { '.': './src/index.ts' } }),
    );
    writeIn(
      'lib/src/index.ts',
      `export const MAX_CART_LINES = ${maxLines};\n` +
        "export const LABELS = { empty: 'Your cart is empty' } as const;\n" +
        `export function cartTotal(cents: number[]): ${totalReturns} {\n` +
        `  return cents.reduce((sum, each) => sum + each, 0) as never;\n}\n`,
    );
  };

  before(() => {
    libraryRoot = mkdtempSync(path.join(tmpdir(), 'contract-values-'));
    writeIn(
      'app/src/cart.ts',
      "import { LABELS, MAX_CART_LINES, cartTotal } from '@fixture/lib';\n" +
        'console.log(LABELS, MAX_CART_LINES, cartTotal);\n',
    );
    library = {
      packageDir: path.join(libraryRoot, 'lib'),
      consumerDirs: [path.join(libraryRoot, 'app')],
      apiFile: path.join(libraryRoot, 'lib/public-api.txt'),
    };
    writeLibrary('1.0.0', 50, 'number');
    assert.equal(writePublicApi(library), null);
  });

  after(() => rmSync(libraryRoot, { recursive: true, force: true }));

  it("lists each export's declared type and, for a constant, its value", () => {
    const list = readFileSync(library.apiFile, 'utf8');
    assert.match(list, /^@fixture\/lib MAX_CART_LINES\n {2}type: 50\n {2}value: 50$/m);
    assert.match(
      list,
      /^@fixture\/lib LABELS\n {2}type: \{ readonly empty: "Your cart is empty"; \}\n {2}value: \{"empty":"Your cart is empty"\}$/m,
    );
    assert.match(list, /^@fixture\/lib cartTotal\n {2}type: \(cents: number\[\]\) => number$/m);
    assert.deepEqual(checkPublicApi(library), []);
  });

  it("fails when a constant's value changes without a version bump, and passes with a major bump", () => {
    writeLibrary('1.0.0', 60, 'number');
    const problems = checkPublicApi(library);
    assert.equal(problems.length, 1);
    assert.match(
      problems[0] ?? '',
      /^The public exports of @fixture\/lib differ from .*public-api\.txt \(changed: @fixture\/lib MAX_CART_LINES \(type 50 → 60; value 50 → 60\)\)\. Bump the major version/,
    );
    assert.match(writePublicApi(library) ?? '', /bump the major version in package.json first/);

    writeLibrary('1.1.0', 60, 'number');
    assert.match(writePublicApi(library) ?? '', /bump the major version in package.json first/);

    writeLibrary('2.0.0', 60, 'number');
    assert.equal(writePublicApi(library), null);
    assert.deepEqual(checkPublicApi(library), []);
  });

  it("fails when an export's type changes without a version bump", () => {
    writeLibrary('2.0.0', 60, 'string');
    const problems = checkPublicApi(library);
    assert.equal(problems.length, 1);
    assert.match(
      problems[0] ?? '',
      /changed: @fixture\/lib cartTotal \(type \(cents: number\[\]\) => number → \(cents: number\[\]\) => string\)/,
    );
  });
});
