// Ports of the front-end packages for the dev server, from the one table in scripts/lib/ports.mjs
// (docs/contracts.md), so a port changes in one place. Loaded with import(): that file is an ES
// module, and require() of ES modules needs Node 20.19+.
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const PORTS_MODULE = pathToFileURL(path.join(__dirname, '..', 'scripts', 'lib', 'ports.mjs')).href;

/** `{ portOf(federationName), remotesMap() }` over the shared port table. */
async function loadPorts(env = process.env) {
  /** @type {typeof import('../scripts/lib/ports.mjs')} */
  const { FRONTEND_PACKAGES, defaultRemotesMap, portFromEnv } = await import(PORTS_MODULE);

  /**
   * The port of a front-end package by federation name (`host`, `catalog`, `cartCheckout`, …);
   * `'auto'` (webpack-dev-server's any free port) for a remote the table does not name: one
   * added after it is served by the host from the deployment store (decision 0963) and needs no
   * edit of this table to build.
   * @param {string} federationName
   * @returns {number | 'auto'}
   */
  function portOf(federationName) {
    const found = FRONTEND_PACKAGES.find((pkg) => (pkg.remote ?? pkg.dir) === federationName);
    if (!found) return 'auto';
    return portFromEnv(env, found.portEnv, found.defaultPort);
  }

  /**
   * The remotes map the dev server answers on /remotes.json: `REMOTES_JSON` or the remote ports.
   * @returns {Record<string, string>}
   */
  function remotesMap() {
    if (!env.REMOTES_JSON) return defaultRemotesMap(env, 'localhost');
    try {
      return JSON.parse(env.REMOTES_JSON);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`REMOTES_JSON is not valid JSON: ${reason}`);
    }
  }

  return { portOf, remotesMap };
}

module.exports = { loadPorts };
