// Versions' health in the deployment store: what host servers record and every process reads, and
// the fallback it picks (issue 39: a version answering 500 fell back to one with broken code
// although a good one was published).
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';

import {
  createHealthReader,
  createHealthRecorder,
  fallbackVersion,
  readHealth,
  recordHealth,
} from './health.js';

const V1 = '20261124090000-aaaaaaa';
const V2 = '20261124100000-bbbbbbb';
const V3 = '20261124110000-ccccccc';
const V4 = '20261124120000-ddddddd';

let storeDir: string;
beforeEach(() => {
  storeDir = mkdtempSync(path.join(tmpdir(), 'health-test-'));
});
afterEach(() => rmSync(storeDir, { recursive: true, force: true }));

const mark = (state: 'healthy' | 'broken') => ({
  state,
  at: '2026-11-28T23:00:00.000Z',
  reason: state === 'healthy' ? 'rendered on the server' : 'answered 500',
});

describe('health marks', () => {
  test('one process records, another reads; the last observation wins', () => {
    recordHealth(storeDir, 'catalog', V1, mark('healthy'));
    recordHealth(storeDir, 'catalog', V2, mark('broken'));
    const reader = createHealthReader(storeDir);
    assert.equal(reader.current().of('catalog', V1)?.state, 'healthy');
    assert.equal(reader.current().of('catalog', V2)?.state, 'broken');
    assert.equal(reader.current().of('catalog', V3), null);
    assert.equal(reader.current().of('content', V1), null);
    // Another process's write is seen at the next read.
    recordHealth(storeDir, 'catalog', V2, mark('healthy'));
    assert.equal(reader.current().of('catalog', V2)?.state, 'healthy');
    assert.deepEqual(readdirSync(path.join(storeDir, 'health')).sort(), [
      `catalog@${V1}.json`,
      `catalog@${V2}.json`,
    ]);
  });

  test('never writes outside the store, and ignores files that are not marks', () => {
    assert.throws(() => recordHealth(storeDir, '../catalog', V1, mark('broken')));
    assert.throws(() => recordHealth(storeDir, 'catalog', '../../etc', mark('broken')));
    recordHealth(storeDir, 'catalog', V1, mark('broken'));
    writeFileSync(path.join(storeDir, 'health', `catalog@${V2}.json`), '{"state":"fine"');
    assert.equal(readHealth(storeDir).of('catalog', V2), null);
    assert.equal(readHealth(storeDir).of('catalog', V1)?.state, 'broken');
  });

  test('a server writes only a change, with one log line', () => {
    const lines: string[] = [];
    const recorder = createHealthRecorder(storeDir, { log: (line) => lines.push(line) });
    for (let render = 0; render < 100; render += 1) {
      recorder.record('catalog', V2, 'broken', 'answered 500');
    }
    recorder.record('catalog', V2, 'healthy', 'rendered on the server');
    assert.deepEqual(
      lines.map((line) => JSON.parse(line)),
      [
        {
          kind: 'remote-health',
          remote: 'catalog',
          version: V2,
          state: 'broken',
          reason: 'answered 500',
        },
        {
          kind: 'remote-health',
          remote: 'catalog',
          version: V2,
          state: 'healthy',
          reason: 'rendered on the server',
        },
      ],
    );
  });
});

describe('fallbackVersion', () => {
  test('is the newest version known healthy, however deep', () => {
    recordHealth(storeDir, 'catalog', V3, mark('broken'));
    recordHealth(storeDir, 'catalog', V2, mark('broken'));
    recordHealth(storeDir, 'catalog', V1, mark('healthy'));
    assert.equal(fallbackVersion(readHealth(storeDir), 'catalog', [V3, V2, V1]), V1);
  });

  test('else the newest not known broken, and none when all are', () => {
    recordHealth(storeDir, 'catalog', V3, mark('broken'));
    const marks = readHealth(storeDir);
    assert.equal(fallbackVersion(marks, 'catalog', [V3, V2, V1]), V2);
    assert.equal(fallbackVersion(marks, 'catalog', [V3]), null);
    assert.equal(fallbackVersion(marks, 'catalog', []), null);
    // A healthy one beats a newer one never observed.
    recordHealth(storeDir, 'catalog', V1, mark('healthy'));
    assert.equal(fallbackVersion(readHealth(storeDir), 'catalog', [V4, V3, V2, V1]), V1);
  });
});
