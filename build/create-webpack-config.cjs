// One webpack + Module Federation configuration for the host and every remote, so the five
// front-end packages differ only in their federation name and exposes map.
const { randomBytes } = require('node:crypto');
const { createRequire } = require('node:module');
const path = require('node:path');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ChunkIntegrityPlugin } = require('./chunk-integrity-plugin.cjs');
const { ChunkPackagesPlugin } = require('./chunk-packages-plugin.cjs');
const { createSharedSingletons, resolverAliases } = require('./federation-shared.cjs');
const { HostContractPlugin } = require('./host-contract-plugin.cjs');
const { StartupPreloadPlugin } = require('./startup-preload-plugin.cjs');
const { loadPorts } = require('./ports.cjs');

/** Entry file names the host and the static server rely on; never content-hashed. */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/** The server build's directory inside dist: published with the browser build, as one version. */
const SERVER_DIR = 'server';
/** The host's server render entry (dist/server/render-page.js), required by its static server. */
const SERVER_RENDER_ENTRY = 'render-page';
/** Tells this build's server remotes apart from other builds' in one process (see below). */
const SERVER_BUILD_TAG = randomBytes(4).toString('hex');

/**
 * @param {boolean} isProduction
 * @returns {import('webpack').RuleSetRule}
 */
function swcLoaderRule(isProduction, target = 'es2020') {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target,
          transform: { react: { runtime: 'automatic', development: !isProduction } },
        },
      },
    },
  };
}

/**
 * The federation runtime module asks for the entry file name before hashes exist, only to learn
 * its directory depth; a hash-free name answers that, the real file still gets its content hash.
 * @param {import('webpack').PathData} pathData
 */
function contentHashedUnlessHashUnknown(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * Brotli (best quality) and gzip copies next to each text asset, made once at build time and sent by
 * the static server (`preCompressed`); compressing this well per request would cost too much CPU.
 * index.html is left out: the server injects the runtime env into it per response.
 */
function precompressPlugins() {
  const test = /\.(?:js|css|json|svg|txt)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz' }),
    // The plugin's defaults are the best levels: gzip 9, brotli 11.
    new CompressionPlugin({ test, algorithm: 'brotliCompress', filename: '[path][base].br' }),
  ];
}

/**
 * webpack's own minimizer plugin with SWC's minifier instead of terser: the same two compress
 * passes, about half the build's CPU (catalog: 22 s → 11 s) and a few hundred bytes smaller.
 */
function swcMinimizer() {
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    terserOptions: { compress: { passes: 2 } },
  });
}

/**
 * Serves /remotes.json from the dev server, as the static server does in production.
 * @param {() => Record<string, string>} remotesMap
 * @returns {NonNullable<import('webpack-dev-server').Configuration['setupMiddlewares']>}
 */
const remotesJsonMiddleware = (remotesMap) => (middlewares) => {
  middlewares.unshift({
    name: 'remotes-json',
    path: '/remotes.json',
    /** @type {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void} */
    middleware: (_request, response) => {
      response.setHeader('Cache-Control', 'no-cache');
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(remotesMap()));
    },
  });
  return middlewares;
};

/**
 * @param {object} options
 * @param {string} options.packageDir directory of the package (its `__dirname`)
 * @param {{ name: string, exposes?: Record<string, string> }} options.federation
 *   the package's module-federation.config.cjs
 * @param {boolean} [options.isHost] the host serves /remotes.json, exposes nothing and emits
 *   contract.json
 */
function createWebpackConfig({ packageDir, federation, isHost = false }) {
  // Build tools are the package's own dev dependencies, so resolve them from the package.
  const requireFromPackage = createRequire(path.join(packageDir, 'package.json'));
  // The federation plugin loads webpack internals when required; pnpm gives it no webpack of its own.
  process.env.FEDERATION_WEBPACK_PATH ||= requireFromPackage.resolve('webpack');
  /** @type {typeof import('html-webpack-plugin')} */
  const HtmlWebpackPlugin = requireFromPackage('html-webpack-plugin');
  /** @type {typeof import('@module-federation/enhanced/webpack')} */
  const { ModuleFederationPlugin } = requireFromPackage('@module-federation/enhanced/webpack');

  /**
   * webpack-cli calls it with the `--env` values and the command line's options.
   * @param {unknown} _env
   * @param {{ mode?: string }} argv
   * @returns {Promise<import('webpack').Configuration | import('webpack').Configuration[]>}
   */
  return async (_env, argv) => {
    const { portOf, remotesMap } = await loadPorts();
    const isProduction = argv.mode !== 'development';
    // Source maps are opt-in so production bundles stay small; when asked for, they are separate files.
    const devtool = isProduction
      ? process.env.SOURCE_MAPS
        ? 'source-map'
        : false
      : 'eval-cheap-module-source-map';
    const hashed = isProduction ? '.[contenthash:8]' : '';

    /** @type {import('webpack').Configuration} */
    const browser = {
      name: 'browser',
      mode: isProduction ? 'production' : 'development',
      context: packageDir,
      entry: { main: './src/index.ts' },
      devtool,
      output: {
        path: path.join(packageDir, 'dist'),
        filename: isProduction ? contentHashedUnlessHashUnknown : '[name].js',
        chunkFilename: `[name]${hashed}.js`,
        assetModuleFilename: `assets/[name]${hashed}[ext]`,
        publicPath: 'auto',
        uniqueName: federation.name,
        // A lazy chunk that never arrives fails after 10 s (webpack's default is 120 s of spinner),
        // so the area's ChunkLoadError recovery or fallback panel shows in time.
        chunkLoadTimeout: 10_000,
        // The server build writes dist/server beside it, at the same time.
        clean: { keep: (file) => file.startsWith(`${SERVER_DIR}/`) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // TypeScript sources may import siblings with a .js suffix.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: resolverAliases,
      },
      module: { rules: [swcLoaderRule(isProduction)] },
      plugins: [
        new ModuleFederationPlugin({
          name: federation.name,
          ...(isHost ? {} : { filename: REMOTE_ENTRY_FILE, exposes: federation.exposes ?? {} }),
          shared: createSharedSingletons(packageDir),
          shareStrategy: 'loaded-first',
          // One federation runtime on the page: the host's is put on a global for the remotes'
          // entries, which leave theirs out (externalRuntime below; docs/decisions/0018).
          ...(isHost
            ? { runtimePlugins: [esmEntryOf(requireFromPackage, INJECT_RUNTIME_PLUGIN)] }
            : {}),
          manifest: true,
          // Types between packages come from the workspace's libraries (@storefront/contract, ui-kit, platform), not from generated remote types.
          dts: false,
          // Browser-only runtime; a remote consumes no other remote, so its entry drops the
          // manifest-snapshot and remote-loading code (a third of the federation runtime).
          experiments: {
            ...(isHost ? {} : { externalRuntime: true }),
            optimization: isHost
              ? { target: 'web' }
              : { target: 'web', disableSnapshot: true, disableRemote: true },
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: 'Storefront',
          // Absolute so deep links served by the SPA fallback (/product/5) still find the scripts.
          publicPath: '/',
          chunks: ['main'],
        }),
        // The host's start-up chunks download beside main.js instead of after it.
        ...(isHost && isProduction ? [new StartupPreloadPlugin(HtmlWebpackPlugin)] : []),
        // The contract the host provides, for the skew guard of `npm run remotes`.
        ...(isHost ? [new HostContractPlugin(path.resolve(__dirname, '..', 'platform'))] : []),
        // A remote's lazy chunks load with the hashes its entry carries (decision 0986).
        ...(isProduction && !isHost ? [new ChunkIntegrityPlugin()] : []),
        ...(isProduction
          ? [...precompressPlugins(), new ChunkPackagesPlugin(path.resolve(__dirname, '..'))]
          : []),
      ],
      optimization: {
        moduleIds: isProduction ? 'deterministic' : 'named',
        minimizer: [swcMinimizer()],
      },
      performance: { hints: false },
      devServer: {
        port: portOf(federation.name),
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        ...(isHost ? { setupMiddlewares: remotesJsonMiddleware(remotesMap) } : {}),
      },
    };
    // The dev server serves the browser build only (no server rendering in development).
    if (!isProduction) return browser;
    const server = createServerConfig({
      packageDir,
      federation,
      isHost,
      requireFromPackage,
      isProduction,
    });
    return [browser, server];
  };
}

const INJECT_RUNTIME_PLUGIN = '@module-federation/inject-external-runtime-core-plugin';

/**
 * A package's ES module entry beside its CommonJS one (dist/index.js next to dist/index.cjs):
 * a runtime plugin is bundled by its path, and only the ES module build imports the same copy of
 * the federation runtime as the rest of the host (the CommonJS one would bundle a second copy).
 * @param {NodeJS.Require} requireFromPackage
 * @param {string} name
 */
function esmEntryOf(requireFromPackage, name) {
  return path.join(path.dirname(requireFromPackage.resolve(name)), 'index.js');
}

/**
 * The server build of a package (dist/server): the same federation name, exposes and shared
 * singletons, built for Node. A remote's server entry is loaded over HTTP by the host's server
 * (Module Federation's Node runtime plugin fetches it and its chunks from the version's own URL);
 * the host's is its render function, required by its static server, which provides the shared
 * libraries to the remotes it loads.
 * @param {object} options
 * @param {string} options.packageDir
 * @param {{ name: string, exposes?: Record<string, string> }} options.federation
 * @param {boolean} options.isHost
 * @param {NodeJS.Require} options.requireFromPackage
 * @param {boolean} options.isProduction
 * @returns {import('webpack').Configuration}
 */
function createServerConfig({ packageDir, federation, isHost, requireFromPackage, isProduction }) {
  /** @type {typeof import('@module-federation/enhanced/webpack')} */
  const { ModuleFederationPlugin } = requireFromPackage('@module-federation/enhanced/webpack');
  const nodeRuntimePlugin = requireFromPackage.resolve('@module-federation/node/runtimePlugin');
  const runtimePlugins = isHost
    ? [nodeRuntimePlugin]
    : [
        nodeRuntimePlugin,
        path.join(__dirname, 'server-public-path-plugin.js'),
        path.join(__dirname, 'server-fetch-limit-plugin.cjs'),
      ];
  return {
    name: 'server',
    mode: isProduction ? 'production' : 'development',
    context: packageDir,
    target: 'async-node',
    entry: isHost ? { [SERVER_RENDER_ENTRY]: './src/server/index.ts' } : {},
    devtool: false,
    // The real __filename and __dirname: a remote entry learns its URL from them.
    node: { __filename: false, __dirname: false },
    output: {
      path: path.join(packageDir, 'dist', SERVER_DIR),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      // No base URL: the Node runtime plugin resolves a chunk against the remote entry's own URL,
      // so every published version loads its own chunks.
      publicPath: '',
      uniqueName: `${federation.name}_server`,
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: resolverAliases,
    },
    module: { rules: [swcLoaderRule(isProduction, 'es2022')] },
    plugins: [
      new ModuleFederationPlugin({
        // A remote's name is new with every build: the federation runtime keeps one instance per
        // name in a process, and the host's server holds several versions of a remote at once.
        name: isHost ? federation.name : `${federation.name}_${SERVER_BUILD_TAG}`,
        ...(isHost ? {} : { filename: REMOTE_ENTRY_FILE, exposes: federation.exposes ?? {} }),
        shared: createSharedSingletons(packageDir),
        shareStrategy: 'loaded-first',
        remoteType: 'script',
        library: { type: 'commonjs-module' },
        runtimePlugins,
        manifest: false,
        dts: false,
      }),
    ],
    // Readable stack traces in the server's log; nothing of it is downloaded.
    optimization: { moduleIds: 'named', minimize: false },
    performance: { hints: false },
  };
}

module.exports = { createWebpackConfig, REMOTE_ENTRY_FILE, SERVER_DIR, SERVER_RENDER_ENTRY };
