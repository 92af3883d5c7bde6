import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { budgetLine, formatDuration, parseTestCounts, selectStages } from './test.mjs';

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

  it("reads Playwright's list reporter summary, counting unrun and interrupted tests as failed", () => {
    const passing = '  ✓  1 scenarios/a.test.ts:3:1 › x (2.0s)\n\n  3 passed (14.4s)\n';
    assert.deepEqual(parseTestCounts(passing), { passed: 3, failed: 0 });
    const failing = [
      '  ✘  2 scenarios/b.test.ts:9:1 › y (20.1s)',
      '  1) scenarios/b.test.ts:9:1 › y',
      '    Error: expect(locator).toBeVisible() failed',
      '',
      '  2 failed',
      '    scenarios/b.test.ts:9:1 › y',
      '  1 interrupted',
      '  3 did not run',
      '  1 skipped',
      '  1 flaky',
      '  10 passed (1.2m)',
    ].join('\n');
    assert.deepEqual(parseTestCounts(failing), { passed: 11, failed: 6 });
  });

  it('reads coloured summaries', () => {
    assert.deepEqual(parseTestCounts('  \x1b[32m4 passed\x1b[39m\x1b[2m (3.0s)\x1b[22m\n'), {
      passed: 4,
      failed: 0,
    });
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

describe('npm test time', () => {
  it('prints durations in minutes and seconds', () => {
    assert.equal(formatDuration(41.4), '41s');
    assert.equal(formatDuration(581), '9m 41s');
  });

  it('says how the total compares with the 12-minute budget', () => {
    assert.equal(budgetLine(581), 'total time 9m 41s, within the 12m 00s budget (81%)');
    assert.match(
      budgetLine(800),
      /^total time 13m 20s, OVER the 12m 00s budget by 1m 20s \(111%\)/,
    );
  });
});

describe('npm test -- <stage>', () => {
  const stage = (key) => ({ key, name: key, run: async () => ({ exitCode: 0, output: '' }) });
  const lanes = [
    [stage('build'), stage('e2e')],
    [stage('scripts'), stage('shared'), stage('store-api'), stage('lint')],
  ];
  const keys = (selected) => selected.map((lane) => lane.map((each) => each.key));

  it('runs every stage when none is named', () => {
    assert.deepEqual(keys(selectStages(lanes, [])), keys(lanes));
  });

  it('runs only the named package, keeping the lanes', () => {
    assert.deepEqual(keys(selectStages(lanes, ['store-api'])), [['store-api']]);
    assert.deepEqual(keys(selectStages(lanes, ['lint', 'shared'])), [['shared', 'lint']]);
  });

  it('builds what changed before the browser scenarios', () => {
    assert.deepEqual(keys(selectStages(lanes, ['e2e'])), [['build', 'e2e']]);
  });

  it('names the stages when asked for one that does not exist', () => {
    assert.throws(
      () => selectStages(lanes, ['catalog']),
      /no stage named catalog; the stages are: build, e2e, scripts/,
    );
  });
});
