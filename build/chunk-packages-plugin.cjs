// Writes dist/chunk-packages.json: for each emitted script, the packages whose code it holds and
// how many bytes of source each contributed. `npm run bench` splits a file's bytes on the wire
// between packages in these proportions, so a split chunk or a shared singleton that pulls in
// other packages (react-router under react-router-dom) is still attributed to who it really is.
const path = require('node:path');
const { LIBRARY_DIRS } = require('./workspace-packages.cjs');

const CHUNK_PACKAGES_FILE = 'chunk-packages.json';
/** Code webpack and the federation plugin generate (runtime modules, the federation entry). */
const BUNDLER_RUNTIME = 'webpack (runtime)';

/**
 * The npm package a file belongs to, or the workspace package (its directory name) for our code.
 * @param {string} file
 * @param {string} repoRoot
 * @returns {string}
 */
function packageOfFile(file, repoRoot) {
  const segments = file.split(path.sep);
  const nodeModules = segments.lastIndexOf('node_modules');
  if (nodeModules !== -1) {
    const name = segments[nodeModules + 1] ?? '';
    // node_modules/.federation holds the entry the federation plugin writes.
    if (name.startsWith('.')) return BUNDLER_RUNTIME;
    return name.startsWith('@') ? `${name}/${segments[nodeModules + 2]}` : name;
  }
  const [workspacePackage = ''] = path.relative(repoRoot, file).split(path.sep);
  return LIBRARY_DIRS.includes(workspacePackage)
    ? `@storefront/${workspacePackage}`
    : workspacePackage;
}

/** @typedef {import('webpack').Module} Module */

/**
 * The file a module was read from; a concatenated module answers for its root module.
 * @param {Module & { resource?: string, rootModule?: { resource?: string } }} module
 * @returns {string | null}
 */
function resourceOf(module) {
  return module.resource ?? module.rootModule?.resource ?? null;
}

/**
 * [package, source bytes] of a module, looking inside concatenated (scope-hoisted) modules.
 * @param {Module & { modules?: Module[] }} module
 * @param {string} repoRoot
 * @returns {Generator<[string, number]>}
 */
function* packageSizes(module, repoRoot) {
  if (module.modules) {
    for (const inner of module.modules) yield* packageSizes(inner, repoRoot);
    return;
  }
  const resource = resourceOf(module);
  yield [resource ? packageOfFile(resource, repoRoot) : BUNDLER_RUNTIME, module.size()];
}

class ChunkPackagesPlugin {
  /** @param {string} repoRoot the workspace root, to name our own packages by directory */
  constructor(repoRoot) {
    this.repoRoot = repoRoot;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ChunkPackagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ChunkPackagesPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          /** @type {Record<string, Record<string, number>>} script → package → source bytes */
          const byFile = {};
          for (const chunk of compilation.chunks) {
            /** @type {Record<string, number>} */
            const sizes = {};
            /** @type {(name: string, size: number) => number} */
            const add = (name, size) => (sizes[name] = (sizes[name] ?? 0) + size);
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              for (const [name, size] of packageSizes(module, this.repoRoot)) add(name, size);
            }
            for (const module of compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)) {
              add(BUNDLER_RUNTIME, module.size());
            }
            for (const file of chunk.files) {
              if (file.endsWith('.js')) byFile[file] = sizes;
            }
          }
          compilation.emitAsset(
            CHUNK_PACKAGES_FILE,
            new RawSource(JSON.stringify(byFile, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = { ChunkPackagesPlugin, CHUNK_PACKAGES_FILE };
