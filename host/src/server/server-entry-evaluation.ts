// A remote's server entry evaluated in this process, once per build. Module Federation's runtime
// keeps one instance per remote name and skips a runtime plugin whose name it already has, so a
// build evaluated a second time (the same version under a second address, 127.0.0.1 beside
// localhost, or fetched again after a failed load) joined the first copy's instance and its node
// plugin never patched the new copy's chunk loader: webpack's file reader then took the chunk's
// URL for a path (ENOENT 'http:/127.0.0.1:3001/…') on every render until a restart. The same
// bytes are the same build: they are given the container already evaluated.
import { createHash } from 'node:crypto';
import { Script } from 'node:vm';

/** A remote's server code gets Node's built-in modules only; every library comes shared. */
function requireForRemotes(id: string): unknown {
  const builtin = process.getBuiltinModule(id);
  if (!builtin)
    throw new Error(`a remote's server build may require Node's built-ins only, not ${id}`);
  return builtin;
}

/** sha-256 of an entry's source → the exports its one evaluation made. */
const evaluatedBuilds = new Map<string, Record<string, unknown>>();

/**
 * The exports of a remote's server entry, evaluated with its own URL as __filename (its
 * public-path plugin, build/server-public-path-plugin.js, fetches its chunks from beside it). A
 * source evaluated before gives the same exports; an evaluation that throws is not kept.
 */
export function evaluateServerEntry(url: string, source: string): Record<string, unknown> {
  const digest = createHash('sha256').update(source).digest('base64');
  const known = evaluatedBuilds.get(digest);
  if (known) return known;
  const module = { exports: {} as Record<string, unknown> };
  const evaluate = new Script(
    `(function (exports, module, require, __dirname, __filename) {${source}\n})`,
    { filename: url },
  ).runInThisContext() as (...args: unknown[]) => void;
  evaluate(module.exports, module, requireForRemotes, new URL('.', url).href, url);
  evaluatedBuilds.set(digest, module.exports);
  return module.exports;
}
