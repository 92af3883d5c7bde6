// The remote registry: its rules (promote, canary, rollback), its atomic update and the servers'
// reader, on temporary directories.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';

import { updateRegistry } from './publish/registry-update.js';
import {
  RefusedError,
  createRegistryReader,
  parseRegistry,
  promote,
  readRegistry,
  rollback,
  setCanary,
  versionsNamed,
} from './registry.js';
import type { RemoteEntry } from './registry.js';

const V1 = '20261124090000-aaaaaaa';
const V2 = '20261124100000-bbbbbbb';
const V3 = '20261124110000-ccccccc-dirty';

const empty = { remotes: {} };
const entry = (fields: Partial<RemoteEntry>): RemoteEntry => ({
  live: null,
  canary: null,
  percent: 0,
  previous: [],
  ...fields,
});
const registryOf = (fields: Partial<RemoteEntry>) => ({ remotes: { content: entry(fields) } });

let storeDir: string;
beforeEach(() => {
  storeDir = mkdtempSync(path.join(tmpdir(), 'registry-test-'));
});
afterEach(() => rmSync(storeDir, { recursive: true, force: true }));

describe('promote', () => {
  test('a first promote makes the version live with nothing to roll back to', () => {
    assert.deepEqual(promote(empty, 'content', V1), registryOf({ live: V1 }));
  });

  test('the replaced live version becomes the first rollback target', () => {
    const registry = registryOf({ live: V2, previous: [V1] });
    assert.deepEqual(
      promote(registry, 'content', V3),
      registryOf({ live: V3, previous: [V2, V1] }),
    );
  });

  test('promoting the canary ends the canary', () => {
    const registry = registryOf({ live: V1, canary: V2, percent: 20 });
    assert.deepEqual(promote(registry, 'content', V2), registryOf({ live: V2, previous: [V1] }));
  });

  test('promoting another version keeps a running canary', () => {
    const registry = registryOf({ live: V1, canary: V3, percent: 5 });
    assert.deepEqual(
      promote(registry, 'content', V2),
      registryOf({ live: V2, canary: V3, percent: 5, previous: [V1] }),
    );
  });

  test('promoting an earlier version takes it out of the rollback targets', () => {
    const registry = registryOf({ live: V3, previous: [V2, V1] });
    assert.deepEqual(
      promote(registry, 'content', V1),
      registryOf({ live: V1, previous: [V3, V2] }),
    );
  });

  test('keeps at most ten rollback targets and leaves other remotes alone', () => {
    const older = Array.from({ length: 10 }, (_, i) => `2026112408000${i}-aaaaaaa`);
    const registry = {
      remotes: { content: entry({ live: V2, previous: older }), catalog: entry({ live: V1 }) },
    };
    const next = promote(registry, 'content', V3);
    assert.deepEqual(next.remotes.content?.previous, [V2, ...older.slice(0, 9)]);
    assert.deepEqual(next.remotes.catalog, entry({ live: V1 }));
    assert.deepEqual(registry.remotes.content.live, V2, 'the given registry is not changed');
  });
});

describe('setCanary', () => {
  test('serves the version to the given share of visitors', () => {
    assert.deepEqual(
      setCanary(registryOf({ live: V1 }), 'content', V2, 25),
      registryOf({ live: V1, canary: V2, percent: 25 }),
    );
  });

  test('percent 0 ends the canary', () => {
    assert.deepEqual(
      setCanary(registryOf({ live: V1, canary: V2, percent: 25 }), 'content', V2, 0),
      registryOf({ live: V1 }),
    );
    assert.deepEqual(setCanary(empty, 'content', V2, 0), empty, 'no entry is made for nothing');
  });

  test('refuses without a live version, for the live version, or a percent out of range', () => {
    assert.throws(() => setCanary(empty, 'content', V2, 10), {
      name: 'RefusedError',
      message: 'content has no live version yet: promote one before a canary',
    });
    assert.throws(() => setCanary(registryOf({ live: V1 }), 'content', V1, 10), {
      message: `content ${V1} is already live: a canary needs another version`,
    });
    for (const percent of [101, -1, 12.5]) {
      assert.throws(
        () => setCanary(registryOf({ live: V1 }), 'content', V2, percent),
        RefusedError,
      );
    }
  });
});

describe('rollback', () => {
  test('ends a running canary first, keeping the live version', () => {
    const registry = registryOf({ live: V2, canary: V3, percent: 50, previous: [V1] });
    assert.deepEqual(rollback(registry, 'content'), registryOf({ live: V2, previous: [V1] }));
  });

  test('else returns to the previous live version', () => {
    const registry = registryOf({ live: V3, previous: [V2, V1] });
    assert.deepEqual(rollback(registry, 'content'), registryOf({ live: V2, previous: [V1] }));
  });

  test('skips previous versions known broken, which stay rollback targets', () => {
    // Issue 39: rollback landed on the version with broken code although an older one was good.
    const registry = registryOf({ live: V3, previous: [V2, V1] });
    assert.deepEqual(
      rollback(registry, 'content', { isBroken: (version) => version === V2 }),
      registryOf({ live: V1, previous: [V2] }),
    );
    assert.throws(() => rollback(registry, 'content', { isBroken: () => true }), {
      message: `content has no canary, and every previous live version is known broken (${V2}, ${V1}): promote one by name`,
    });
  });

  test('refuses when there is nothing to roll back to', () => {
    const message = 'content has no canary and no previous live version to roll back to';
    assert.throws(() => rollback(registryOf({ live: V1 }), 'content'), { message });
    assert.throws(() => rollback(empty, 'content'), { message });
  });
});

describe('versionsNamed', () => {
  test('lists live, canary and rollback targets once each', () => {
    const registry = registryOf({ live: V2, canary: V3, percent: 1, previous: [V1, V3] });
    assert.deepEqual(versionsNamed(registry, 'content'), [V2, V3, V1]);
    assert.deepEqual(versionsNamed(registry, 'catalog'), []);
    assert.deepEqual(versionsNamed(null, 'content'), []);
  });
});

describe('parseRegistry', () => {
  test('reads a valid registry', () => {
    const text = JSON.stringify(registryOf({ live: V1, canary: V2, percent: 10 }));
    assert.deepEqual(parseRegistry(text), registryOf({ live: V1, canary: V2, percent: 10 }));
  });

  test('says what is wrong with an invalid one', () => {
    assert.throws(() => parseRegistry('{"remotes":'), /registry.json is not JSON/);
    assert.throws(() => parseRegistry('{}'), /registry.json has no "remotes" object/);
    assert.throws(() => parseRegistry(JSON.stringify(registryOf({ live: '../../etc' }))), {
      message: 'registry.json: the entry of "content" "live" is neither null nor a version id',
    });
    assert.throws(
      () => parseRegistry(JSON.stringify(registryOf({ live: V1, percent: 150 }))),
      /"percent" is not an integer from 0 to 100/,
    );
  });
});

/** The audit entry of a promote in these tests (the trail itself: publish/audit-trail.test.ts). */
const promoteRecorded = (remote: string, version: string) => ({
  actor: { by: 'test', reason: null },
  describe: () => [{ action: 'promote' as const, remote, version }],
});
const rollbackRecorded = {
  actor: { by: 'test', reason: null },
  describe: () => [{ action: 'rollback' as const, remote: 'content', version: null }],
};

describe('updateRegistry', () => {
  test('creates the registry, then applies each change to the last one written', async () => {
    assert.equal(readRegistry(storeDir), null);
    await updateRegistry(
      storeDir,
      (registry) => promote(registry, 'content', V1),
      promoteRecorded('content', V1),
    );
    await updateRegistry(
      storeDir,
      (registry) => promote(registry, 'content', V2),
      promoteRecorded('content', V2),
    );
    assert.deepEqual(
      readRegistry(storeDir)?.remotes,
      registryOf({ live: V2, previous: [V1] }).remotes,
    );
    assert.deepEqual(
      readdirSync(storeDir).sort(),
      ['history.jsonl', 'registry.json'],
      'no temporary file or lock left',
    );
  });

  test('concurrent updates lose none of each other’s changes', async () => {
    const remotes = ['catalog', 'cartCheckout', 'account', 'content'];
    await Promise.all(
      remotes.map((remote) =>
        updateRegistry(
          storeDir,
          (registry) => promote(registry, remote, V1),
          promoteRecorded(remote, V1),
        ),
      ),
    );
    assert.deepEqual(Object.keys(readRegistry(storeDir)?.remotes ?? {}).sort(), [
      'account',
      'cartCheckout',
      'catalog',
      'content',
    ]);
  });

  test('a refused change writes nothing', async () => {
    await updateRegistry(
      storeDir,
      (registry) => promote(registry, 'content', V1),
      promoteRecorded('content', V1),
    );
    const before = readFileSync(path.join(storeDir, 'registry.json'), 'utf8');
    await assert.rejects(
      updateRegistry(storeDir, (registry) => rollback(registry, 'content'), rollbackRecorded),
      RefusedError,
    );
    assert.equal(readFileSync(path.join(storeDir, 'registry.json'), 'utf8'), before);
  });
});

describe('createRegistryReader', () => {
  const file = () => path.join(storeDir, 'registry.json');
  /** Writes the way the CLI does: a new file renamed over the old one. */
  const replace = (text: string) => {
    writeFileSync(`${file()}.new`, text);
    renameSync(`${file()}.new`, file());
  };

  test('no file is no registry', () => {
    assert.equal(createRegistryReader(storeDir).current(), null);
  });

  test('sees a new registry renamed into place at once, in the same process', () => {
    const reader = createRegistryReader(storeDir);
    replace(JSON.stringify(registryOf({ live: V1 })));
    assert.equal(reader.current()?.remotes.content?.live, V1);
    replace(JSON.stringify(registryOf({ live: V2, previous: [V1] })));
    assert.equal(reader.current()?.remotes.content?.live, V2);
  });

  test('keeps the last good registry while the file is broken, and logs that once', () => {
    const logged: string[] = [];
    const reader = createRegistryReader(storeDir, { log: (line) => logged.push(line) });
    replace(JSON.stringify(registryOf({ live: V1 })));
    assert.equal(reader.current()?.remotes.content?.live, V1);
    replace('{"remotes": {"content": ');
    assert.equal(reader.current()?.remotes.content?.live, V1);
    assert.equal(reader.current()?.remotes.content?.live, V1);
    assert.equal(logged.length, 1);
    assert.match(logged[0] ?? '', /registry.json is not JSON.*still using the last good registry/);
    replace(JSON.stringify(registryOf({ live: V2 })));
    assert.equal(reader.current()?.remotes.content?.live, V2);
  });

  test('a deleted registry means no registry again', () => {
    const reader = createRegistryReader(storeDir);
    replace(JSON.stringify(registryOf({ live: V1 })));
    assert.equal(reader.current()?.remotes.content?.live, V1);
    rmSync(file());
    assert.equal(reader.current(), null);
  });
});
