// `npm test`'s counts from each runner's machine-readable report: jest's JSON (--json
// --outputFile), node:test's TAP (its reporter when the output is not a terminal, read with
// tap-parser) and Playwright's JSON reporter.
import { stripVTControlCharacters } from 'node:util';

import { Parser, type Result } from 'tap-parser';

export interface TestCounts {
  passed: number;
  failed: number;
  /** The failed tests' names, "suite › test". */
  failedTests: string[];
  /** Why, by name (browser scenarios). */
  failureReasons?: Map<string, string[]>;
}

/** What npm test reads of jest's `--json` report. */
export interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    assertionResults: { status: string; title: string; ancestorTitles: string[] }[];
  }[];
}

/** What npm test reads of Playwright's JSON report. */
export interface PlaywrightReport {
  suites?: PlaywrightSuite[];
}
interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: PlaywrightSpec[];
}
interface PlaywrightSpec {
  title: string;
  file: string;
  line: number;
  column: number;
  tests: PlaywrightTest[];
}
interface PlaywrightTest {
  projectName?: string;
  status: string;
  expectedStatus: string;
  results: {
    error?: { message?: string; location?: { file: string; line: number; column: number } };
  }[];
}

/**
 * jest's `--json` report: its totals, and the failed tests named "describe › it" as jest's
 * headings print them. A test file that could not run fails without any test failing: it is
 * named by its path.
 */
export function jestCounts(report: JestReport): TestCounts {
  const failedTests = report.testResults.flatMap((file) => {
    const failed = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => [...test.ancestorTitles, test.title].join(' › '));
    return failed.length === 0 && file.status === 'failed'
      ? [`${file.name} (did not run)`]
      : failed;
  });
  const brokenFiles = failedTests.filter((name) => name.endsWith(' (did not run)')).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    failedTests,
  };
}

/**
 * node:test's TAP output counted as node counts it: every test but suites, a TODO or skipped test
 * neither passed nor failed. Failed tests are named with their suites ("suite › test"); a test
 * that failed only because a subtest did is not named again.
 */
export function tapCounts(tap: string): TestCounts {
  const counts: TestCounts = { passed: 0, failed: 0, failedTests: [] };
  const parser = new Parser();
  const follow = (current: Parser, suites: string[]) => {
    /** The subtests that had a failure, by name: their own line does not name them again. */
    const failedParents = new Set<string>();
    current.on('child', (child: Parser) => {
      follow(child, [...suites, child.name]);
      child.on('complete', (results: { fail: number }) => {
        if (results.fail > 0) failedParents.add(child.name);
      });
    });
    current.on('assert', (result: Result) => {
      if (result.diag?.type === 'suite' || result.todo || result.skip) return;
      if (result.ok) {
        counts.passed += 1;
        return;
      }
      counts.failed += 1;
      if (!failedParents.has(result.name))
        counts.failedTests.push([...suites, result.name].join(' › '));
    });
  };
  follow(parser, []);
  parser.end(tap);
  return counts;
}

/** How many lines of a failed browser scenario's error the summary shows. */
const REASON_LINES = 6;

/**
 * Playwright's JSON report. Passed and flaky scenarios pass; failed, timed out and interrupted
 * ones fail, and so do those left unrun after their file's beforeAll failed (nothing checked
 * them); test.skip counts as neither. Names read like the list reporter's headings; each failed or
 * flaky one comes with its error's first line, the locator and the values compared, and where it
 * failed (CI keeps only the tail of the output, and a rare failure seldom comes back on demand).
 */
export function playwrightCounts(
  report: PlaywrightReport,
): TestCounts & { failureReasons: Map<string, string[]> } {
  const counts = {
    passed: 0,
    failed: 0,
    failedTests: [] as string[],
    failureReasons: new Map<string, string[]>(),
  };
  for (const { spec, test } of playwrightTests(report.suites ?? [], [])) {
    const title = [
      ...(test.projectName ? [`[${test.projectName}]`] : []),
      `${spec.file}:${spec.line}:${spec.column}`,
      ...spec.titlePath,
    ].join(' › ');
    if (test.status === 'expected' && test.expectedStatus !== 'skipped') counts.passed += 1;
    else if (test.status === 'flaky') {
      counts.passed += 1;
      counts.failedTests.push(`${title} (flaky)`);
      counts.failureReasons.set(`${title} (flaky)`, failureReasons(test));
    } else if (test.status === 'unexpected' || test.expectedStatus !== 'skipped') {
      counts.failed += 1;
      counts.failedTests.push(title);
      counts.failureReasons.set(title, failureReasons(test));
    }
  }
  return counts;
}

/**
 * Every test of the report with its describe titles (`files`: `suites` are the spec files,
 * already named by file:line:column).
 */
function* playwrightTests(
  suites: PlaywrightSuite[],
  titles: string[],
  files = true,
): Generator<{ spec: PlaywrightSpec & { titlePath: string[] }; test: PlaywrightTest }> {
  for (const suite of suites) {
    const path = files ? [] : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        yield { spec: { ...spec, titlePath: [...path, spec.title] }, test };
      }
    }
    yield* playwrightTests(suite.suites ?? [], path, false);
  }
}

/**
 * The lines of a scenario's errors worth keeping in the summary, each once (a scenario run again
 * fails with the same lines).
 */
function failureReasons(test: PlaywrightTest): string[] {
  const reasons: string[] = [];
  for (const { error } of test.results) {
    if (!error) continue;
    for (const line of stripVTControlCharacters(error.message ?? '').split('\n')) {
      const wanted = /^\s*Error: /.test(line)
        ? !reasons.some((kept) => kept.startsWith('Error: '))
        : /^\s*(Locator|Expected|Received):/.test(line);
      const reason = line.trim().slice(0, 200);
      if (wanted && !reasons.includes(reason)) reasons.push(reason);
    }
    const where =
      error.location && `at ${error.location.file}:${error.location.line}:${error.location.column}`;
    if (where && !reasons.some((kept) => kept.startsWith('at '))) reasons.push(where);
  }
  return reasons.slice(0, REASON_LINES);
}
