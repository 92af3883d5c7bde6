// Ports of the front-end packages for the dev server, from the one table in scripts/lib/ports.mjs
// (docs/contracts.md), so a port changes in one place. Node 20.19+ can require() that ES module.
const { FRONTEND_PACKAGES, defaultRemotesMap, portFromEnv } = require('../scripts/lib/ports.mjs');

function frontEndPackage(federationName) {
  const found = FRONTEND_PACKAGES.find((pkg) => (pkg.remote ?? pkg.dir) === federationName);
  if (!found) throw new Error(`Unknown front-end package "${federationName}"`);
  return found;
}

/** The port of a front-end package by federation name (`host`, `catalog`, `cartCheckout`, …). */
function portOf(federationName, env = process.env) {
  const { portEnv, defaultPort } = frontEndPackage(federationName);
  return portFromEnv(env, portEnv, defaultPort);
}

/** The remotes map the dev server answers on /remotes.json: `REMOTES_JSON` or the remote ports. */
function remotesMap(env = process.env) {
  if (!env.REMOTES_JSON) return defaultRemotesMap(env, 'localhost');
  try {
    return JSON.parse(env.REMOTES_JSON);
  } catch (error) {
    throw new Error(`REMOTES_JSON is not valid JSON: ${error.message}`);
  }
}

module.exports = { portOf, remotesMap };
