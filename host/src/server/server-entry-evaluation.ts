// A remote's server entry evaluated in this process, once per build. Module Federation's runtime
// keeps one instance per remote name and skips a runtime plugin whose name it already has, so a
// build evaluated a second time (the same version under a second address, 127.0.0.1 beside
// localhost, or fetched again after a failed load) joined the first copy's instance and its node
// plugin never patched the new copy's chunk loader: webpack's file reader then took the chunk's
// URL for a path (ENOENT 'http:/127.0.0.1:3001/…') on every render until a restart. So the same
// bytes at the same path (another address, or fetched again) get the container already
// evaluated, and a build evaluated again at another path (two published versions whose entries
// are byte for byte the same, their chunks not) is evaluated apart from the instances there are,
// so that it gets an instance, and a patched chunk loader, of its own.
import { createHash } from 'node:crypto';
import { Script } from 'node:vm';

/** A remote's server code gets Node's built-in modules only; every library comes shared. */
function requireForRemotes(id: string): unknown {
  const builtin = process.getBuiltinModule(id);
  if (!builtin)
    throw new Error(`a remote's server build may require Node's built-ins only, not ${id}`);
  return builtin;
}

/** sha-256 of an entry's source and its URL's path → the exports its one evaluation made. */
const evaluatedBuilds = new Map<string, Record<string, unknown>>();

/** The federation runtime's global list of instances (its `__FEDERATION__`). */
interface FederationGlobal {
  __FEDERATION__?: { __INSTANCES__?: unknown[] };
}

/**
 * Runs `evaluate` with the runtime's instance list empty, then puts the earlier instances back
 * in front: the entry's start-up (synchronous) finds no instance of its name to join.
 */
function apartFromOtherInstances<T>(evaluate: () => T): T {
  const instances = (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__;
  if (!instances) return evaluate();
  const earlier = instances.splice(0);
  try {
    return evaluate();
  } finally {
    instances.unshift(...earlier);
  }
}

/**
 * The exports of a remote's server entry, evaluated with its own URL as __filename (its
 * public-path plugin, build/server-public-path-plugin.js, fetches its chunks from beside it). A
 * source evaluated before at the same path gives the same exports; an evaluation that throws is
 * not kept.
 */
export function evaluateServerEntry(url: string, source: string): Record<string, unknown> {
  const key = `${createHash('sha256').update(source).digest('base64')} ${new URL(url).pathname}`;
  const known = evaluatedBuilds.get(key);
  if (known) return known;
  const module = { exports: {} as Record<string, unknown> };
  const evaluate = new Script(
    `(function (exports, module, require, __dirname, __filename) {${source}\n})`,
    { filename: url },
  ).runInThisContext() as (...args: unknown[]) => void;
  apartFromOtherInstances(() =>
    evaluate(module.exports, module, requireForRemotes, new URL('.', url).href, url),
  );
  evaluatedBuilds.set(key, module.exports);
  return module.exports;
}
