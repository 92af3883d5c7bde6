// Lint rules for the whole workspace (flat config): JavaScript and TypeScript recommended sets,
// React hooks rules for the front-end packages, Node or browser globals by where code runs, and
// the architecture's boundaries (no import cycles, remotes never import each other, a feature is
// used through its index.ts, a store API module through its index.ts).
const { readdirSync } = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const globals = require('globals');
const { importX } = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const reactHooks = require('eslint-plugin-react-hooks');
const tseslint = require('typescript-eslint');
const { frontendApps } = require('./build/workspace-packages.cjs');

// The shell and the remotes (the workspace's packages with a Module Federation config): each is
// deployed on its own, so none may import another (by package name or by relative path); they meet
// in the libraries (@storefront/contract, @storefront/ui-kit, @storefront/platform) and on the bus.
const APP_PACKAGES = frontendApps();
const APP_PACKAGE_NAME = new RegExp(`^(${APP_PACKAGES.join('|')})(/|$)`);
const NO_CROSS_PACKAGE_IMPORT =
  'A remote never imports another remote or the shell: share through the contract, the platform or the event bus.';

// The libraries' layers point one way (docs/decisions/0927): the platform may import the UI kit and
// the contract, the UI kit the contract, the contract none of ours. Each lists what it may not import.
const LIBRARY_LAYERS = [
  { dir: 'contract', mayNotImport: ['ui-kit', 'platform'] },
  { dir: 'ui-kit', mayNotImport: ['platform'] },
  { dir: 'platform', mayNotImport: [] },
];
/** @param {string} dir */
const layerMessage = (dir) =>
  `Layers point one way: platform → ui-kit → contract, and no library imports an app; ${dir} may not import this.`;

const FRONTEND_SOURCES = [
  `{${[...APP_PACKAGES, 'ui-kit', 'platform'].join(',')}}/src/**/*.{ts,tsx}`,
];
const LIBRARY_SOURCES = LIBRARY_LAYERS.map(({ dir }) => `${dir}/src/**/*.{ts,tsx}`);
/** @type {(...segments: string[]) => string} */
const inRepo = (...segments) => path.join(__dirname, ...segments);

// Zones for import-x/no-restricted-paths, checked on resolved file paths (so `../../catalog-mfe/src/x`
// is caught as well as a workspace link). Package names that do not resolve are caught below by
// no-restricted-imports and no-restricted-syntax.
const crossPackageZones = [
  ...APP_PACKAGES.map((name) => ({
    target: inRepo(name, 'src'),
    from: APP_PACKAGES.filter((other) => other !== name).map((other) => inRepo(other)),
    message: NO_CROSS_PACKAGE_IMPORT,
  })),
  ...LIBRARY_LAYERS.map(({ dir, mayNotImport }) => ({
    target: inRepo(dir, 'src'),
    from: [...mayNotImport, ...APP_PACKAGES].map((name) => inRepo(name)),
    message: layerMessage(dir),
  })),
];

/** By package name too: a workspace link may resolve outside the zones' paths. */
const layerImportRules = LIBRARY_LAYERS.filter(({ mayNotImport }) => mayNotImport.length).map(
  /** @returns {import('eslint').Linter.Config} */
  ({ dir, mayNotImport }) => ({
    files: [`${dir}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@storefront/(${mayNotImport.join('|')})(/|$)`,
              message: layerMessage(dir),
            },
            { regex: APP_PACKAGE_NAME.source, message: layerMessage(dir) },
          ],
        },
      ],
    },
  }),
);

/**
 * The feature folders of a front-end package (read at lint time, so a new feature is covered at once).
 * @param {string} packageName
 */
function featuresOf(packageName) {
  try {
    return readdirSync(inRepo(packageName, 'src', 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

// Another feature's files are reachable only through its index.ts. The app layer (routes, bootstrap)
// and the tests' helpers may reach in: routes lazy-load page components by path to split chunks.
const featureZones = APP_PACKAGES.flatMap((packageName) =>
  featuresOf(packageName).map((feature) => {
    const features = inRepo(packageName, 'src', 'features');
    return {
      target: path.join(features, `!(${feature})`, '**'),
      from: path.join(features, feature, '**'),
      except: [path.join(features, feature, 'index.{ts,tsx}')],
      message: `Import the ${feature} feature through its index.ts (features/${feature}), not its internals.`,
    };
  }),
);

/** The store API's modules (read at lint time, so a new module is covered at once). */
function storeApiModules() {
  try {
    return readdirSync(inRepo('store-api', 'src', 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

// A store API module's index.ts is its door (services, plugin, types): other modules, the flows,
// the app and the tests' helpers import it there, never its other files.
const storeApiModuleZones = storeApiModules().map((name) => {
  const source = inRepo('store-api', 'src');
  const modules = path.join(source, 'modules');
  return {
    target: [
      path.join(modules, `!(${name})`, '**'),
      path.join(source, '!(modules)', '**'),
      path.join(source, '*.ts'),
    ],
    from: path.join(modules, name, '**'),
    except: [path.join(modules, name, 'index.{ts,mts}')],
    message: `Import the ${name} module through its index.ts (modules/${name}), not its internals.`,
  };
});

const NODE_CODE = [
  'scripts/**',
  'deploy/**',
  'build/**',
  'e2e/**',
  'store-api/**',
  'payment-sandbox/**',
  '**/*.cjs',
  '**/*.config.{js,mjs,cjs}',
];

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '.deployments/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.data/**',
      '**/test-results/**',
      '**/@mf-types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: FRONTEND_SOURCES,
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: NODE_CODE,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/jest.setup.{ts,cjs}', '**/jest-setup.{ts,cjs}'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    // CommonJS config files (webpack, jest, federation) use require by design.
    files: ['**/*.cjs', '**/*.config.js', 'eslint.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // `const { TextEncoder } = require('node:util')` in a jest setup is a polyfill, not a clash.
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x skips TypeScript files when it follows imports, and no-cycle sees
      // no cycle at all.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: inRepo('*', 'tsconfig.json'),
          noWarnOnMultipleProjects: true,
        }),
      ],
      // An import cycle is between our files: no-cycle stops at node_modules here. (Its own
      // ignoreExternal resolved every import it walked through again, from the linted file's
      // folder, and a miss is not cached: most of the lint stage's time; docs/decisions/0997.)
      'import-x/ignore': ['/node_modules/'],
      // One eslint run: a resolved import is kept for the whole run, not resolved again after 30 s.
      'import-x/cache': { lifetime: '∞' },
    },
    rules: {
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Nothing imports a test file, so no cycle passes through one: the walk from each of them
    // found nothing (a cycle through a test file would still be reported on its other files).
    files: ['**/*.test.{ts,tsx,mts}'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: FRONTEND_SOURCES,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...crossPackageZones, ...featureZones] }],
      // By package name only (relative paths are no-restricted-paths' to judge); the syntax rule
      // covers import(), which no-restricted-imports does not look at.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: APP_PACKAGE_NAME.source, message: NO_CROSS_PACKAGE_IMPORT }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=${APP_PACKAGE_NAME}]`,
          message: NO_CROSS_PACKAGE_IMPORT,
        },
      ],
    },
  },
  {
    // The contract runs in Node too (store API, servers): its code is checked without React rules.
    files: LIBRARY_SOURCES.slice(0, 1),
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: crossPackageZones }],
    },
  },
  ...layerImportRules,
  {
    files: ['store-api/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: storeApiModuleZones }],
    },
  },
  {
    rules: {
      // `_name` marks a parameter kept for its position (Express-style handlers, callbacks).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
