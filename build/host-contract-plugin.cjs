// Emits contract.json into the host's build: the version and exports of the runtime the host provides
// to every remote (@storefront/platform, the one shared singleton of ours), so `npm run remotes` and the host server can refuse a remote version
// that needs more (the skew guard, deploy/src/skew-guard.ts).
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { parseApiList } = require('./public-api-list.cjs');

/** Keep in step with HOST_CONTRACT_FILE in deploy/src/skew-guard.ts. */
const HOST_CONTRACT_FILE = 'contract.json';

class HostContractPlugin {
  /** @param {string} contractDir the provided package's directory (platform/) */
  constructor(contractDir) {
    this.packageFile = path.join(contractDir, 'package.json');
    this.apiFile = path.join(contractDir, 'public-api.txt');
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('HostContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'HostContractPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          // A changed list or version rebuilds the file in watch mode too.
          compilation.fileDependencies.add(this.packageFile);
          compilation.fileDependencies.add(this.apiFile);
          const { name, version } = JSON.parse(readFileSync(this.packageFile, 'utf8'));
          const list = parseApiList(readFileSync(this.apiFile, 'utf8'));
          if (!list) {
            compilation.errors.push(new Error(`${this.apiFile} has no version header`));
            return;
          }
          const contract = { package: name, version, exports: list.exports };
          compilation.emitAsset(
            HOST_CONTRACT_FILE,
            new RawSource(`${JSON.stringify({ contract }, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { HostContractPlugin, HOST_CONTRACT_FILE };
