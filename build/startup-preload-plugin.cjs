// Preload hints for the host's start-up chunks. main.js only holds the federation runtime: the
// shell (bootstrap) and the shared singletons it consumes (React, the router, the store...) are
// chunks the browser learns about after main.js has arrived and run, a round trip later. This
// plugin finds them in the build (the entry's async bootstrap chunk group, and the fallback
// chunks of the shared modules those chunks consume, which the host provides itself) and adds
// low-priority <link rel="preload"> tags for them to index.html, so they download beside main.js.
// Low priority: at high priority they would compete with the document's first paint. A page
// the host's server rendered drops them: it shows its content without them, and downloading
// 200 KB of script beside the document delays its first paint on a slow link.

/** @typedef {import('webpack').Module} Module */
/** @typedef {import('webpack').ChunkGroup} ChunkGroup */
/**
 * Module Federation's module types, which webpack's typings leave out: a provided module keeps
 * its share key in `_name`, a consumed one in its options.
 * @typedef {Module & { _name: string }} ProvideSharedModule
 * @typedef {Module & { options: { shareKey: string } }} ConsumeSharedModule
 */

/**
 * The chunk groups a module's async blocks (import(), a shared module's fallback) open.
 * @param {Module} module
 * @param {import('webpack').ChunkGraph} chunkGraph
 * @returns {Generator<ChunkGroup>}
 */
function* blockGroups(module, chunkGraph) {
  for (const block of module.blocks ?? []) {
    const group = chunkGraph.getBlockChunkGroup(block);
    if (group) yield group;
  }
}

/**
 * Script files the entry's async start-up needs, in the order they are found. A consumed shared
 * module loads its provider's chunks (the host provides every singleton it uses, and
 * `loaded-first` takes the provided copy), not its own fallback copy: the two are separate chunks.
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 * @returns {string[]}
 */
function startupFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const entryModules = entry.chunks.flatMap((chunk) => [
    ...chunkGraph.getChunkModulesIterable(chunk),
  ]);
  // The share key of a provided module is kept in webpack's (and federation's) `_name`.
  const providedByKey = new Map(
    entryModules
      .filter((module) => module.type === 'provide-module')
      .map((module) => [/** @type {ProvideSharedModule} */ (module)._name, module]),
  );
  /** @type {Set<string>} */
  const files = new Set();
  /** @type {Set<ChunkGroup>} */
  const seenGroups = new Set();
  // `followImports`: the bootstrap's own import()s are its start-up steps (host/src/bootstrap.tsx
  // loads the libraries a few at a time); import()s deeper down are pages and on-demand code.
  /** @type {(group: ChunkGroup, followImports: boolean) => void} */
  const visitGroup = (group, followImports) => {
    if (seenGroups.has(group)) return;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module') {
          const { shareKey } = /** @type {ConsumeSharedModule} */ (module).options;
          const source = providedByKey.get(shareKey) ?? module;
          for (const sharedGroup of blockGroups(source, chunkGraph)) visitGroup(sharedGroup, false);
        } else if (followImports) {
          for (const stepGroup of blockGroups(module, chunkGraph)) visitGroup(stepGroup, false);
        }
      }
    }
  };
  for (const module of entryModules) {
    // The entry's own import('./bootstrap'); a provided module's chunks load only if consumed.
    if (module.type === 'provide-module') continue;
    for (const group of blockGroups(module, chunkGraph)) visitGroup(group, true);
  }
  for (const chunk of entry.chunks) for (const file of chunk.files) files.delete(file);
  return [...files];
}

class StartupPreloadPlugin {
  /** @param {typeof import('html-webpack-plugin')} HtmlWebpackPlugin */
  constructor(HtmlWebpackPlugin, entryName = 'main') {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
    this.entryName = entryName;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'StartupPreloadPlugin',
        (data) => {
          const publicPath = data.publicPath ?? '/';
          const preloads = startupFiles(compilation, this.entryName).map((file) =>
            this.HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
              fetchpriority: 'low',
              // A server-rendered page drops these (host/src/server/http/server-render.ts).
              'data-startup-preload': true,
            }),
          );
          data.headTags.push(...preloads);
          return data;
        },
      );
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
