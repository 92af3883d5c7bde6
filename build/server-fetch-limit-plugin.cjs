// Compiled into each remote's server build as a Module Federation runtime plugin: the host's
// server fetches a remote version's chunks from its address (@module-federation/node), and Node's
// fetch has no time limit of its own. A chunk that does not arrive in time fails its load like a
// missing one, so the page renders that part's fallback and the next render asks again, instead of
// every later render of that version waiting on a request that never ends.

/** As long as the host's server waits for a remote's server entry (host/src/server/server-remotes.ts). */
const REMOTE_CHUNK_FETCH_LIMIT_MS = 5000;

/**
 * The plugin with a time limit of `limitMs` per chunk request.
 * @param {number} limitMs
 */
function createServerFetchLimitPlugin(limitMs) {
  return {
    name: 'storefront-server-fetch-limit',
    /**
     * @param {string} url
     * @param {RequestInit} [init]
     */
    fetch(url, init) {
      return fetch(url, { ...init, signal: init?.signal ?? AbortSignal.timeout(limitMs) });
    },
  };
}

module.exports = () => createServerFetchLimitPlugin(REMOTE_CHUNK_FETCH_LIMIT_MS);
module.exports.createServerFetchLimitPlugin = createServerFetchLimitPlugin;
