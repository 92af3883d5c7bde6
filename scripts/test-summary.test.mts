import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { jestCounts, playwrightCounts, tapCounts } from './lib/test-reports.mts';
import { budgetLine, formatDuration, runOnRunners, selectStages } from './test.mts';

describe("npm test counts node:test's TAP report", () => {
  const tap = [
    'TAP version 13',
    '# Subtest: reset request timing [postgres]',
    '    # Subtest: answers in median times within 1.6x',
    '    ok 1 - answers in median times within 1.6x',
    '      ---',
    "      type: 'test'",
    '      ...',
    '    # Subtest: request-set-password answers in median times',
    '    not ok 2 - request-set-password answers in median times',
    '      ---',
    "      type: 'test'",
    '      error: "known 3.10 ms vs unknown 1.20 ms"',
    '      ...',
    '    1..2',
    'not ok 1 - reset request timing [postgres]',
    '  ---',
    "  type: 'suite'",
    '  ...',
    '# Subtest: checkout pricing',
    'ok 2 - checkout pricing',
    '# Subtest: parent test',
    '    # Subtest: its subtest',
    '    not ok 1 - its subtest',
    '    1..1',
    'not ok 3 - parent test',
    '# Subtest: webhooks',
    'not ok 4 - webhooks',
    '# Subtest: refunds',
    'not ok 5 - refunds # TODO later',
    '# Subtest: disputes',
    'ok 6 - disputes # SKIP not offered',
    '1..6',
    '# tests 7',
    '# pass 2',
    '# fail 4',
  ].join('\n');

  it('counts as node does: suites, TODO and skipped tests neither pass nor fail', () => {
    const { passed, failed } = tapCounts(tap);
    assert.deepEqual({ passed, failed }, { passed: 2, failed: 4 });
  });

  it('names a failed test with its suites, and a parent test only when it failed on its own', () => {
    assert.deepEqual(tapCounts(tap).failedTests, [
      'reset request timing [postgres] › request-set-password answers in median times',
      'parent test › its subtest',
      'webhooks',
    ]);
  });

  it('finds the report among the lines a test printed, and nothing in a crash', () => {
    const counts = tapCounts('server listening on 4000\nTAP version 13\nok 1 - x\n1..1\n');
    assert.deepEqual(counts, { passed: 1, failed: 0, failedTests: [] });
    assert.deepEqual(tapCounts('SyntaxError: Unexpected token'), {
      passed: 0,
      failed: 0,
      failedTests: [],
    });
  });
});

describe("npm test counts jest's JSON report", () => {
  it('takes its totals and names the failed tests as jest headings do', () => {
    const report = {
      numPassedTests: 30,
      numFailedTests: 1,
      testResults: [
        {
          name: '/repo/cart-checkout-mfe/src/cart-page.test.tsx',
          status: 'failed',
          assertionResults: [
            { status: 'passed', title: 'shows the lines', ancestorTitles: ['cart page'] },
            { status: 'failed', title: 'shows the total', ancestorTitles: ['cart page'] },
            { status: 'pending', title: 'later', ancestorTitles: ['cart page'] },
          ],
        },
      ],
    };
    assert.deepEqual(jestCounts(report), {
      passed: 30,
      failed: 1,
      failedTests: ['cart page › shows the total'],
    });
  });

  it('fails a test file that could not run, by its path', () => {
    const report = {
      numPassedTests: 3,
      numFailedTests: 0,
      testResults: [
        { name: '/repo/host/src/broken.test.tsx', status: 'failed', assertionResults: [] },
      ],
    };
    assert.deepEqual(jestCounts(report), {
      passed: 3,
      failed: 1,
      failedTests: ['/repo/host/src/broken.test.tsx (did not run)'],
    });
  });
});

describe("npm test counts Playwright's JSON report", () => {
  const scenario = (
    title: string,
    line: number,
    test: { status: string; expectedStatus?: string; results?: object[] },
  ) => ({
    title,
    file: 'checkout.test.ts',
    line,
    column: 3,
    tests: [{ projectName: '', expectedStatus: 'passed', results: [], ...test }],
  });
  const report = {
    suites: [
      {
        title: 'checkout.test.ts',
        file: 'checkout.test.ts',
        specs: [scenario('pays by card', 9, { status: 'expected', results: [{}] })],
        suites: [
          {
            title: 'guest checkout',
            file: 'checkout.test.ts',
            specs: [
              scenario('shows the page', 55, {
                status: 'unexpected',
                results: [
                  {
                    error: {
                      message: [
                        '\x1b[31mError: expect(locator).not.toHaveCount(expected) failed\x1b[39m',
                        '',
                        'Locator:  locator(\'link[rel="preload"]\')',
                        'Expected: not 0',
                        'Received: 0',
                        'Timeout:  20000ms',
                      ].join('\n'),
                      location: {
                        file: '/work/e2e/scenarios/checkout.test.ts',
                        line: 62,
                        column: 70,
                      },
                    },
                  },
                ],
              }),
              scenario('retries the card', 70, {
                status: 'flaky',
                results: [
                  { error: { message: 'Error: page.goto: net::ERR_CONNECTION_REFUSED' } },
                  {},
                ],
              }),
              // Left unrun after its file's beforeAll failed, or cut off by the time limit.
              scenario('sends the receipt', 80, { status: 'skipped' }),
              scenario('pays by invoice', 90, { status: 'skipped', expectedStatus: 'skipped' }),
            ],
          },
        ],
      },
    ],
  };

  it('passes passed and flaky scenarios, fails failed and unrun ones, and leaves test.skip out', () => {
    const { passed, failed } = playwrightCounts(report);
    assert.deepEqual({ passed, failed }, { passed: 2, failed: 2 });
  });

  it('names the failed and flaky scenarios as the list reporter does, with why they failed', () => {
    const { failedTests, failureReasons } = playwrightCounts(report);
    assert.deepEqual(failedTests, [
      'checkout.test.ts:55:3 › guest checkout › shows the page',
      'checkout.test.ts:70:3 › guest checkout › retries the card (flaky)',
      'checkout.test.ts:80:3 › guest checkout › sends the receipt',
    ]);
    assert.deepEqual(Object.fromEntries(failureReasons), {
      'checkout.test.ts:55:3 › guest checkout › shows the page': [
        'Error: expect(locator).not.toHaveCount(expected) failed',
        'Locator:  locator(\'link[rel="preload"]\')',
        'Expected: not 0',
        'Received: 0',
        'at /work/e2e/scenarios/checkout.test.ts:62:70',
      ],
      'checkout.test.ts:70:3 › guest checkout › retries the card (flaky)': [
        'Error: page.goto: net::ERR_CONNECTION_REFUSED',
      ],
      'checkout.test.ts:80:3 › guest checkout › sends the receipt': [],
    });
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
  const stage = (key: string, needs?: string) => ({
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
    stage('host:jest'),
    stage('host:server'),
  ];
  const keys = (selected: { key: string }[]) => selected.map((each) => each.key);

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

  it("runs all of a package's test parts when the package is named, or one part by its name", () => {
    assert.deepEqual(keys(selectStages(stages, ['host'])), ['host:jest', 'host:server']);
    assert.deepEqual(keys(selectStages(stages, ['host:server'])), ['host:server']);
  });

  it('names the stages when asked for one that does not exist', () => {
    assert.throws(
      () => selectStages(stages, ['catalog']),
      /no stage named catalog; the stages are: build, e2e, store-api, lint, shared, host:jest, host:server/,
    );
  });
});

describe('npm test runners', () => {
  /** A stage that takes `ms` and fails when `fails`; fakeRun logs when each starts and ends. */
  type TimedStage = { key: string; name: string; needs?: string; ms: number; fails: boolean };
  const timed = (
    key: string,
    ms: number,
    { needs, fails = false }: { needs?: string; fails?: boolean } = {},
  ): TimedStage => ({
    key,
    name: key,
    needs,
    ms,
    fails,
  });
  const fakeRun = (log: string[]) => async (stage: TimedStage) => {
    log.push(`start ${stage.key}`);
    await new Promise((resolve) => setTimeout(resolve, stage.ms));
    log.push(`end ${stage.key}`);
    return { stage: stage.key, passed: 1, failed: stage.fails ? 1 : 0, seconds: stage.ms / 1000 };
  };

  it('keeps two stages running, starts a stage once what it needs has passed, and answers in order', async () => {
    const log: string[] = [];
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
    const log: string[] = [];
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
