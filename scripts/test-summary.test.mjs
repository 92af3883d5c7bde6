import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  budgetLine,
  failedTestNames,
  formatDuration,
  parseTestCounts,
  playwrightFailureReasons,
  runOnRunners,
  selectStages,
} from './test.mjs';

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

describe('npm test names the failed tests', () => {
  it('names a failed node:test test with its suites, and a suite that failed on its own', () => {
    const tap = [
      '# Subtest: reset request timing [postgres]',
      '    # Subtest: answers in median times within 1.6x',
      '    ok 1 - answers in median times within 1.6x',
      '    # Subtest: request-set-password answers in median times',
      '    not ok 2 - request-set-password answers in median times',
      '      ---',
      '      error: "known 3.10 ms vs unknown 1.20 ms"',
      '      ...',
      '    1..2',
      'not ok 12 - reset request timing [postgres]',
      'ok 13 - checkout pricing',
      'not ok 14 - webhooks',
      'not ok 15 - refunds # TODO later',
      '# fail 2',
    ].join('\n');
    assert.deepEqual(failedTestNames(tap), [
      'reset request timing [postgres] › request-set-password answers in median times',
      'webhooks',
    ]);
  });

  it("names the tests under Playwright's failed and flaky headings, and jest's failed tests", () => {
    const playwright = [
      '  1) scenarios/b.test.ts:9:1 › y',
      '    Error: expect(locator).toBeVisible() failed',
      '',
      '  1 failed',
      '    scenarios/b.test.ts:9:1 › y',
      '  1 flaky',
      '    scenarios/c.test.ts:4:1 › z',
      '  10 passed (1.2m)',
    ].join('\n');
    assert.deepEqual(failedTestNames(playwright), [
      'scenarios/b.test.ts:9:1 › y',
      'scenarios/c.test.ts:4:1 › z (flaky)',
    ]);
    const jest =
      '  ● cart page › shows the total\n\n    expect(received)\n  ● cart page › shows the total\n';
    assert.deepEqual(failedTestNames(jest), ['cart page › shows the total']);
  });

  it("keeps why each Playwright scenario failed: the error, what it compared, and the scenario's line", () => {
    const output = [
      '  1) scenarios/a.test.ts:55:1 › shows the page ──────────────────────',
      '',
      '    Error: expect(locator).not.toHaveCount(expected) failed',
      '',
      '    Locator:  locator(\'link[rel="preload"]\')',
      '    Expected: not 0',
      '    Received: 0',
      '    Timeout:  20000ms',
      '',
      '    Call log:',
      '      - waiting for locator(\'link[rel="preload"]\')',
      '    > 62 |   await expect(links).not.toHaveCount(0);',
      '        at /work/e2e/scenarios/a.test.ts:62:70',
      '',
      '  2) scenarios/b.test.ts:9:1 › pays ───',
      '    Error: page.goto: net::ERR_CONNECTION_REFUSED',
      '    Error: a second error of the same scenario',
      '        at /work/e2e/scenarios/b.test.ts:12:3',
      '        at /work/e2e/lib/storefront.ts:40:5',
      '  2 failed',
      '    scenarios/a.test.ts:55:1 › shows the page ───────────────────────────',
      '    scenarios/b.test.ts:9:1 › pays ───────────────────────────────────────',
      '  150 passed (6.3m)',
    ].join('\n');
    // The summary's list names the scenario as its heading does, so the reasons are found by it.
    assert.deepEqual(failedTestNames(output), [
      'scenarios/a.test.ts:55:1 › shows the page',
      'scenarios/b.test.ts:9:1 › pays',
    ]);
    assert.deepEqual(Object.fromEntries(playwrightFailureReasons(output)), {
      'scenarios/a.test.ts:55:1 › shows the page': [
        'Error: expect(locator).not.toHaveCount(expected) failed',
        'Locator:  locator(\'link[rel="preload"]\')',
        'Expected: not 0',
        'Received: 0',
        'at /work/e2e/scenarios/a.test.ts:62:70',
      ],
      'scenarios/b.test.ts:9:1 › pays': [
        'Error: page.goto: net::ERR_CONNECTION_REFUSED',
        'at /work/e2e/scenarios/b.test.ts:12:3',
      ],
    });
  });

  it('names nothing when everything passed', () => {
    assert.deepEqual(failedTestNames('ok 1 - x\n# pass 1\n# fail 0\n  3 passed (2s)\n'), []);
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
  const stage = (key, needs) => ({
    key,
    name: key,
    needs,
    run: async () => ({ exitCode: 0, output: '' }),
  });
  const stages = [
    stage('build'),
    stage('e2e', 'build'),
    stage('store-api'),
    stage('lint'),
    stage('shared'),
  ];
  const keys = (selected) => selected.map((each) => each.key);

  it('runs every stage when none is named', () => {
    assert.deepEqual(keys(selectStages(stages, [])), keys(stages));
  });

  it('runs only the named stages, in their order', () => {
    assert.deepEqual(keys(selectStages(stages, ['store-api'])), ['store-api']);
    assert.deepEqual(keys(selectStages(stages, ['shared', 'lint'])), ['lint', 'shared']);
  });

  it('builds what changed before the browser scenarios', () => {
    assert.deepEqual(keys(selectStages(stages, ['e2e'])), ['build', 'e2e']);
  });

  it('names the stages when asked for one that does not exist', () => {
    assert.throws(
      () => selectStages(stages, ['catalog']),
      /no stage named catalog; the stages are: build, e2e, store-api, lint, shared/,
    );
  });
});

describe('npm test runners', () => {
  /** A stage that takes `ms` and fails when `fails`; fakeRun logs when each starts and ends. */
  const timed = (key, ms, { needs, fails = false } = {}) => ({
    key,
    name: key,
    needs,
    ms,
    fails,
  });
  const fakeRun = (log) => async (stage) => {
    log.push(`start ${stage.key}`);
    await new Promise((resolve) => setTimeout(resolve, stage.ms));
    log.push(`end ${stage.key}`);
    return { stage: stage.key, passed: 1, failed: stage.fails ? 1 : 0, seconds: stage.ms / 1000 };
  };

  it('keeps two stages running, starts a stage once what it needs has passed, and answers in order', async () => {
    const log = [];
    const stages = [
      timed('build', 60),
      timed('e2e', 10, { needs: 'build' }),
      timed('store-api', 30),
      timed('lint', 10),
      timed('shared', 10),
    ];
    const results = await runOnRunners(stages, 2, fakeRun(log));
    assert.deepEqual(
      results.map((result) => result.stage),
      ['build', 'e2e', 'store-api', 'lint', 'shared'],
    );
    assert.deepEqual(log.slice(0, 2), ['start build', 'start store-api']);
    assert.ok(
      log.indexOf('start e2e') > log.indexOf('end build'),
      'e2e started before the build ended',
    );
    assert.ok(log.indexOf('start lint') < log.indexOf('end build'), 'the second runner sat idle');
  });

  it('does not run a stage whose need failed, and counts it as a failure', async () => {
    const log = [];
    const results = await runOnRunners(
      [timed('build', 5, { fails: true }), timed('e2e', 5, { needs: 'build' })],
      2,
      fakeRun(log),
    );
    assert.deepEqual(log, ['start build', 'end build']);
    assert.deepEqual(results[1], {
      stage: 'e2e',
      passed: 0,
      failed: 1,
      seconds: 0,
      note: 'not run: build failed',
    });
  });
});
