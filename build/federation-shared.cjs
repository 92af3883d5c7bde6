// The Module Federation share scope every front-end package uses (DESIGN §3): one copy of each
// library reaches the browser, whichever package loads first provides it.
const fs = require('node:fs');
const path = require('node:path');

/** Packages shared as singletons; a trailing slash also shares their sub-path imports. */
const SINGLETON_PACKAGES = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'redux',
  'styled-components',
  'react-toastify',
  '@storefront/platform',
];

/**
 * Shared as singletons by the packages that depend on them only: the form fields of
 * @storefront/ui-kit/forms and a remote's own forms must use one react-hook-form, or the form's
 * `control` would meet another copy's internals.
 */
const SINGLETONS_WHEN_USED = ['react-hook-form'];

/**
 * The runtime the host provides (store context, bus, API client): one instance per page, so a
 * singleton under its own version.
 */
const PLATFORM_PACKAGE_NAME = '@storefront/platform';
const PLATFORM_PACKAGE_DIR = path.resolve(__dirname, '..', 'platform');

/**
 * Our stateless libraries' main entries, which nearly every package uses (store configurations,
 * money, the theme, the components): shared, so the page loads one copy when the versions agree,
 * but not singletons: a remote that needs a newer version than the page has brings its own. Their
 * other entries (records, validation, config, events, runtime env, forms) are bundled where used,
 * tree-shaken (`sideEffects: false`): a shared module is never tree-shaken, and those would bring
 * zod to pages that do not parse anything.
 */
const SHARED_LIBRARIES = ['@storefront/contract', '@storefront/ui-kit'];
/** @type {Record<string, string>} */
const WORKSPACE_LIBRARY_DIRS = {
  [PLATFORM_PACKAGE_NAME]: PLATFORM_PACKAGE_DIR,
  '@storefront/contract': path.resolve(__dirname, '..', 'contract'),
  '@storefront/ui-kit': path.resolve(__dirname, '..', 'ui-kit'),
};

/**
 * Singletons whose second copy or wrong version breaks the page (hooks, context, store, styles,
 * the platform): `strictVersion` makes a remote asking for a version the page does not provide
 * fail to load, so the host falls back to another version, instead of running on the wrong copy.
 */
const STRICT_VERSION_PACKAGES = new Set([
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'redux',
  'styled-components',
  PLATFORM_PACKAGE_NAME,
]);

/**
 * `react-router-dom` is provided by the curated module that re-exports only what the code uses
 * (shared modules are not tree-shaken); it is still one instance, under the package's own version.
 */
const ROUTER_PACKAGE_NAME = 'react-router-dom';
/**
 * The curated module's request name, an alias (`resolverAliases`) rather than its path: webpack
 * adds a shared module given by path to every compilation, html-webpack-plugin's child one too,
 * which then wrote a stray copy of the router (and React) into dist.
 */
const ROUTER_MODULE_REQUEST = '@storefront-build/router';
const ROUTER_MODULE = path.join(PLATFORM_PACKAGE_DIR, 'src', 'router', 'index.ts');

/** `resolve.alias` entries the share configuration relies on. */
const resolverAliases = { [`${ROUTER_MODULE_REQUEST}$`]: ROUTER_MODULE };

/**
 * @param {string} file
 * @returns {{ version: string, dependencies?: Record<string, string> }}
 */
function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The version range a package asks for, from its own package.json. The workspace package is
 * declared as `workspace:*`, which is no semver range, so its own version is required instead.
 * @param {string} dependencyName
 * @param {Record<string, string>} dependencies
 */
function requiredVersionOf(dependencyName, dependencies) {
  const libraryDir = WORKSPACE_LIBRARY_DIRS[dependencyName];
  if (libraryDir) {
    return `^${readJson(path.join(libraryDir, 'package.json')).version}`;
  }
  const range = dependencies[dependencyName];
  if (!range) {
    throw new Error(
      `Shared singleton "${dependencyName}" is not a dependency of this package; add it to package.json`,
    );
  }
  return range;
}

/**
 * The curated router module, under the version of the react-router-dom the package installed.
 * @param {string} packageDir
 */
function routerSharingOf(packageDir) {
  const installed = require.resolve(`${ROUTER_PACKAGE_NAME}/package.json`, { paths: [packageDir] });
  return { import: ROUTER_MODULE_REQUEST, version: readJson(installed).version };
}

/**
 * Builds the `shared` option of ModuleFederationPlugin for the package in `packageDir` (its singletons and shared libraries).
 * @param {string} packageDir
 */
function createSharedSingletons(packageDir) {
  const { dependencies = {} } = readJson(path.join(packageDir, 'package.json'));
  const used = SINGLETONS_WHEN_USED.filter((name) => name in dependencies);
  const libraries = SHARED_LIBRARIES.filter((name) => name in dependencies).map((name) => [
    name,
    { singleton: false, requiredVersion: requiredVersionOf(name, dependencies) },
  ]);
  return Object.fromEntries([
    ...libraries,
    ...[...SINGLETON_PACKAGES, ...used].map((key) => {
      const dependencyName = key.endsWith('/') ? key.slice(0, -1) : key;
      return [
        key,
        {
          singleton: true,
          requiredVersion: requiredVersionOf(dependencyName, dependencies),
          ...(STRICT_VERSION_PACKAGES.has(dependencyName) ? { strictVersion: true } : {}),
          ...(key === ROUTER_PACKAGE_NAME ? routerSharingOf(packageDir) : {}),
        },
      ];
    }),
  ]);
}

module.exports = { createSharedSingletons, resolverAliases, SINGLETON_PACKAGES };
