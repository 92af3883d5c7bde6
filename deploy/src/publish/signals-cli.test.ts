// The signals part of `npm run remotes` without Redis, and its options as an operator types them.
// With Redis, host/src/server/http/canary-auto.test.ts runs it end to end.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';

import { runRemotesCli } from '../testing/remotes-cli.js';
import { durationText, parseDuration, statusWindow } from './signals-cli.js';

const LIVE = '20261128100000-aaaaaaa';
const CANARY = '20261128110000-bbbbbbb';

describe('remotes CLI without REDIS_URL', () => {
  test('status says how to see signals on stderr, and canary --auto is refused, changing nothing', () => {
    const storeDir = mkdtempSync(path.join(tmpdir(), 'signals-cli-'));
    try {
      for (const version of [LIVE, CANARY]) {
        mkdirSync(path.join(storeDir, 'catalog', version), { recursive: true });
      }
      const registry = JSON.stringify({
        remotes: { catalog: { live: LIVE, canary: null, percent: 0, previous: [] } },
      });
      writeFileSync(path.join(storeDir, 'registry.json'), registry);
      const env = { ...process.env, DEPLOY_DIR: storeDir, REDIS_URL: '' };
      const run = (...args: string[]) => runRemotesCli(args, { env });

      const status = run('status');
      assert.equal(status.code, 0);
      assert.equal(
        status.stderr,
        "(shoppers' signals per version: set REDIS_URL to the host servers' Redis)\n",
      );
      assert.doesNotMatch(status.stdout, /Shoppers' signals/);

      const auto = run('canary', 'catalog', CANARY, '--auto', '--force');
      assert.equal(auto.code, 1);
      assert.match(auto.stderr, /^refused: shoppers' signals are kept in Redis: set REDIS_URL/);
      assert.equal(readFileSync(path.join(storeDir, 'registry.json'), 'utf8'), registry);
    } finally {
      rmSync(storeDir, { recursive: true, force: true });
    }
  });
});

describe('durations', () => {
  test('read 500ms, 30s, 15m and 2h, and print them back', () => {
    assert.deepEqual(
      ['500ms', '30s', '15m', '2h'].map((text) => parseDuration(text, '--poll')),
      [500, 30_000, 900_000, 7_200_000],
    );
    assert.deepEqual([500, 30_000, 900_000, 7_200_000].map(durationText), [
      '500ms',
      '30s',
      '15m',
      '2h',
    ]);
    assert.throws(() => parseDuration('15 minutes', '--window'), /--window takes a duration/);
  });

  test('a status window is 15 minutes unless given, from 1m to 24h', () => {
    assert.equal(statusWindow(undefined), 900_000);
    assert.equal(statusWindow('1h'), 3_600_000);
    assert.throws(() => statusWindow('30s'), /--window must be from 1m to 24h/);
    assert.throws(() => statusWindow('25h'), /--window must be from 1m to 24h/);
  });
});
