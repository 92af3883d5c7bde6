import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { parseTestCounts } from './test.mjs';

describe('npm test summary', () => {
  it("reads node:test's TAP and spec summaries", () => {
    assert.deepEqual(parseTestCounts('ok 1 - x\n# tests 3\n# pass 2\n# fail 1\n'), {
      passed: 2,
      failed: 1,
    });
    assert.deepEqual(parseTestCounts('ℹ tests 5\nℹ pass 5\nℹ fail 0\n'), { passed: 5, failed: 0 });
  });

  it("reads jest's Tests line", () => {
    const jest =
      'Test Suites: 1 failed, 3 passed, 4 total\nTests:       2 failed, 1 skipped, 30 passed, 33 total\n';
    assert.deepEqual(parseTestCounts(jest), { passed: 30, failed: 2 });
  });

  it('adds up several runs in one output', () => {
    assert.deepEqual(parseTestCounts('# pass 4\n# fail 0\nTests:       6 passed, 6 total\n'), {
      passed: 10,
      failed: 0,
    });
  });

  it('says so when the output has no summary (a runner that crashed)', () => {
    assert.equal(parseTestCounts('SyntaxError: Unexpected token'), null);
  });
});
