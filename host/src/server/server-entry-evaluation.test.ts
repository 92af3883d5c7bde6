/**
 * @jest-environment node
 */
// A remote's server build is evaluated once per process, whatever address it came from: a second
// evaluation joined the first copy's federation instance with an unpatched chunk loader, and every
// later render of that version failed (issue 39, item 1; the real builds: e2e server-render).
import { evaluateServerEntry } from './server-entry-evaluation';

/** An entry that says where it thinks it lives (each evaluation makes a new exports object). */
const entrySource = (tag: string) =>
  `module.exports = { tag: ${JSON.stringify(tag)}, dir: __dirname };`;

describe("a remote's server entry", () => {
  it('fetched from a second address (127.0.0.1 beside localhost) is the build already evaluated', () => {
    const source = entrySource('catalog 20261128000000-aaaaaaa');
    const first = evaluateServerEntry(
      'http://localhost:3001/versions/20261128000000-aaaaaaa/server/remoteEntry.js',
      source,
    );
    const second = evaluateServerEntry(
      'http://127.0.0.1:3001/versions/20261128000000-aaaaaaa/server/remoteEntry.js',
      source,
    );
    expect(second).toBe(first);
    expect(first).toEqual({
      tag: 'catalog 20261128000000-aaaaaaa',
      dir: 'http://localhost:3001/versions/20261128000000-aaaaaaa/server/',
    });
  });

  it('fetched again after a failed load is the same build, not a second copy', () => {
    const url = 'http://localhost:3004/server/remoteEntry.js';
    const source = entrySource('content');
    const before = evaluateServerEntry(url, source);
    expect(evaluateServerEntry(url, source)).toBe(before);
  });

  it('published as another version (the same bytes at another path) is evaluated on its own', () => {
    const source = entrySource('content copied');
    const v1 = evaluateServerEntry(
      'http://localhost:3004/versions/20261128000000-aaaaaaa/server/remoteEntry.js',
      source,
    );
    const v2 = evaluateServerEntry(
      'http://localhost:3004/versions/20261128000001-bbbbbbb/server/remoteEntry.js',
      source,
    );
    expect(v2).not.toBe(v1);
    expect(v2).toMatchObject({
      dir: 'http://localhost:3004/versions/20261128000001-bbbbbbb/server/',
    });
  });

  it('of another build is evaluated on its own', () => {
    const url = 'http://localhost:3004/server/remoteEntry.js';
    const one = evaluateServerEntry(url, entrySource('content one'));
    const other = evaluateServerEntry(url, entrySource('content two'));
    expect(other).not.toBe(one);
    expect(other).toMatchObject({ tag: 'content two' });
  });

  it('that throws while evaluated is evaluated again next time (a failure is not kept)', () => {
    const url = 'http://localhost:3002/server/remoteEntry.js';
    // Throws on its first evaluation only (a count on the global the entry runs in).
    const source =
      'globalThis.entryTries = (globalThis.entryTries ?? 0) + 1; if (globalThis.entryTries === 1) throw new Error("half a file"); module.exports = { ok: true };';
    expect(() => evaluateServerEntry(url, source)).toThrow('half a file');
    expect(evaluateServerEntry(url, source)).toEqual({ ok: true });
  });
});
