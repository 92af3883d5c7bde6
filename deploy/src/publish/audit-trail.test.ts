// The audit trail's writing rules: an entry before its change, a change cut off by a crash shown
// as not applied, a publish recorded with its version (the commands' entries: remotes-cli.test.ts).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';

import { promote, readRegistry } from '../registry.js';
import {
  appendAuditEntries,
  auditEntries,
  chainAfter,
  historyTable,
  readAuditTrail,
} from './audit-trail.js';
import { updateRegistry } from './registry-update.js';
import { publishVersion } from './store-writes.js';

const V1 = '20261124090000-aaaaaaa';
const V2 = '20261124100000-bbbbbbb';
const V3 = '20261124110000-ccccccc';
const ALICE = { by: 'alice', reason: 'release' };

let storeDir: string;
beforeEach(() => {
  storeDir = mkdtempSync(path.join(tmpdir(), 'audit-trail-'));
});
afterEach(() => rmSync(storeDir, { recursive: true, force: true }));

const promoteRecorded = (version: string) =>
  updateRegistry(storeDir, (registry) => promote(registry, 'content', version), {
    actor: ALICE,
    describe: (before) => [
      {
        action: 'promote',
        remote: 'content',
        version,
        from: before.remotes.content?.live ?? null,
      },
    ],
  });
const trail = () => readAuditTrail(storeDir, readRegistry(storeDir));

describe('the audit trail', () => {
  test('a registry change names its entry, which is in the trail already', async () => {
    await promoteRecorded(V1);
    const [entry] = trail();
    assert.equal(readRegistry(storeDir)?.change, entry?.id);
    assert.equal(entry?.follows, null);
    assert.equal(entry?.applied, true);
  });

  test('a change a crash cut off after its entry is shown as not applied', async () => {
    await promoteRecorded(V1);
    // The entry of a promote to V2 was written, then the process died before the rename.
    const registry = readRegistry(storeDir) ?? { remotes: {} };
    const cutOff = auditEntries(ALICE, [{ action: 'promote', remote: 'content', version: V2 }]);
    chainAfter(registry, cutOff);
    appendAuditEntries(storeDir, cutOff);
    await promoteRecorded(V3);

    assert.deepEqual(
      trail().map(({ version, applied }) => ({ version, applied })),
      [
        { version: V1, applied: true },
        { version: V2, applied: false },
        { version: V3, applied: true },
      ],
    );
    assert.equal(readRegistry(storeDir)?.remotes.content?.live, V3);
    assert.match(
      historyTable(trail()),
      new RegExp(`promote  content  ${V2} live \\(was none\\) \\(not applied: interrupted\\)`),
    );
  });

  test('a line a crash cut short is skipped, and appending goes on after it', async () => {
    await promoteRecorded(V1);
    writeFileSync(
      path.join(storeDir, 'history.jsonl'),
      `${readFileSync(path.join(storeDir, 'history.jsonl'), 'utf8')}{"id":"12`,
    );
    await promoteRecorded(V2);
    assert.deepEqual(
      trail().map(({ version, applied }) => ({ version, applied })),
      [
        { version: V1, applied: true },
        { version: V2, applied: true },
      ],
    );
  });

  test('a publish is recorded with who, why and the version, before the version appears', () => {
    const buildDir = path.join(storeDir, '..', `${path.basename(storeDir)}-build`);
    mkdirSync(buildDir);
    writeFileSync(path.join(buildDir, 'mf-manifest.json'), '{}');
    try {
      publishVersion({ buildDir, storeDir, remote: 'content', version: V1, actor: ALICE });
    } finally {
      rmSync(buildDir, { recursive: true, force: true });
    }
    assert.deepEqual(
      trail().map(({ id: _id, at: _at, ...fields }) => fields),
      [
        {
          by: 'alice',
          action: 'publish',
          remote: 'content',
          version: V1,
          reason: 'release',
          applied: true,
        },
      ],
    );
  });
});
