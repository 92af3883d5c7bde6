// Subresource integrity for a remote's lazy chunks in the browser (decision 0986). The remote's
// own webpack runtime makes their script tags (`__webpack_require__.l`), which the host's
// createScript hook never sees; webpack-subresource-integrity fails on federation builds. So the
// runtime gets a map of file name → SHA-384 of every other script of the build, written in once
// the files' bytes are final (after realContentHash, before the compressed copies are made), and
// sets `integrity` (and a CORS request) on each chunk it loads from it. The map lives in the
// remote entry, whose bytes the browser already checks against the hash published for them
// (0957): that check pins every chunk's. No hash is taken from the remote's origin at run time.
const { createHash } = require('node:crypto');

const PLUGIN_NAME = 'StorefrontChunkIntegrityPlugin';
/** Replaced by the map once the scripts are final; a string until then (and in a dev build). */
const PLACEHOLDER = '__STOREFRONT_CHUNK_INTEGRITY__';
/** The runtime property holding the map (`__webpack_require__.<name>`). */
const MAP_PROPERTY = 'storefrontChunkIntegrity';

/**
 * The `sha384-<base64>` of `content`, the form an integrity attribute takes.
 * @param {string} content
 */
function sha384(content) {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

class ChunkIntegrityPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { webpack } = compiler;
    const { RuntimeGlobals, RuntimeModule, Template, Compilation, sources } = webpack;
    const mapRef = `${RuntimeGlobals.require}.${MAP_PROPERTY}`;

    class ChunkIntegrityMapModule extends RuntimeModule {
      constructor() {
        super('storefront chunk integrity', RuntimeModule.STAGE_BASIC);
      }
      /** @override */
      generate() {
        // A property, not a local: the minifier would fold a local string's lookups away.
        return `${mapRef} = ${JSON.stringify(PLACEHOLDER)};`;
      }
    }

    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.loadScript)
        .tap(PLUGIN_NAME, (chunk) => {
          compilation.addRuntimeModule(chunk, new ChunkIntegrityMapModule());
        });
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        PLUGIN_NAME,
        (source) =>
          Template.asString([
            source,
            `var integrity = ${mapRef}[url.slice(url.lastIndexOf("/") + 1).split("?")[0]];`,
            'if (typeof integrity === "string" && integrity.indexOf("sha384-") === 0) {',
            Template.indent(['script.integrity = integrity;', 'script.crossOrigin = "anonymous";']),
            '}',
          ]),
      );
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        (assets) => {
          const quoted = new RegExp(`(["'])${PLACEHOLDER}\\1`, 'g');
          const holders = [];
          /** @type {Record<string, string>} */
          const hashes = {};
          for (const [file, asset] of Object.entries(assets)) {
            if (!file.endsWith('.js')) continue;
            const code = asset.source().toString();
            if (code.includes(PLACEHOLDER)) holders.push(file);
            else hashes[file.slice(file.lastIndexOf('/') + 1)] = sha384(code);
          }
          const map = JSON.stringify(hashes);
          for (const file of holders) {
            const code = assets[file]?.source().toString() ?? '';
            compilation.updateAsset(file, new sources.RawSource(code.replace(quoted, () => map)));
          }
        },
      );
    });
  }
}

module.exports = { ChunkIntegrityPlugin, PLACEHOLDER };
