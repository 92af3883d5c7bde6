// Port of each front-end package (docs/contracts.md), overridable by environment variable.

/** Federation name → how its port is configured. */
const FRONT_END_PORTS = {
  host: { envVar: 'HOST_PORT', defaultPort: 3000 },
  catalog: { envVar: 'CATALOG_PORT', defaultPort: 3001 },
  cartCheckout: { envVar: 'CART_CHECKOUT_PORT', defaultPort: 3002 },
  account: { envVar: 'ACCOUNT_PORT', defaultPort: 3003 },
  content: { envVar: 'CONTENT_PORT', defaultPort: 3004 },
};

function portOf(federationName, env = process.env) {
  const entry = FRONT_END_PORTS[federationName];
  if (!entry) throw new Error(`Unknown front-end package "${federationName}"`);
  const raw = env[entry.envVar];
  if (raw === undefined || raw === '') return entry.defaultPort;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${entry.envVar} must be a port number, got "${raw}"`);
  }
  return port;
}

/** The remotes map the host fetches as /remotes.json: `REMOTES_JSON` or one entry per remote port. */
function remotesMap(env = process.env) {
  if (env.REMOTES_JSON) {
    try {
      return JSON.parse(env.REMOTES_JSON);
    } catch (error) {
      throw new Error(`REMOTES_JSON is not valid JSON: ${error.message}`);
    }
  }
  return Object.fromEntries(
    Object.keys(FRONT_END_PORTS)
      .filter((name) => name !== 'host')
      .map((name) => [name, `http://localhost:${portOf(name, env)}/mf-manifest.json`]),
  );
}

module.exports = { FRONT_END_PORTS, portOf, remotesMap };
