#!/usr/bin/env node
// `npm test`: install what is missing (Chromium included), then every check of the repository,
// two stages at a time (one per core of the machines this runs on): the front-end build and then
// the browser scenarios, which need it, while the other runner takes the store API's tests, the
// type check, eslint, prettier, the other packages' unit tests and the root scripts' tests. Each
// stage's output is printed as one block when it ends. Ends with each stage's time, the total
// against the 12-minute budget and one line "N passed, N failed" (tests counted from each
// runner's own summary) that CI reads.
//
// `npm test -- <stage>...` runs only the named stages: a package directory (`catalog-mfe`,
// `store-api`, ...), `scripts`, `typecheck`, `lint`, `format`, or `e2e` (which first builds the
// front-end packages that changed since their last build).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

import { ensureInstall } from './ensure-install.mjs';
import { frontendBuildPlan, markBuilt } from './lib/frontend-build.mjs';
import { REPO_ROOT, packagesWithScript, pnpmInvocationArgs } from './lib/run.mjs';

/** DESIGN §8: the whole suite stays under this on the 2-core machine. */
export const BUDGET_SECONDS = 12 * 60;

// Two stages at a time: the machines this runs on have two cores.
const RUNNERS = 2;

// The packages whose own `test` script is a stage.
const UNIT_TEST_PACKAGES = [
  'shared',
  'static-server',
  'host',
  'catalog-mfe',
  'cart-checkout-mfe',
  'account-mfe',
  'content-mfe',
  'store-api',
  'payment-sandbox',
  'mock-product-api',
  'deploy',
];
// The store API's tests (both databases) take minutes: they start right after the build.
const SLOWEST_PACKAGE_TESTS = 'store-api';

// How the words of Playwright's summary count. A test cut off by the time limit or Ctrl-C and
// the tests left unrun after their file's beforeAll failed (nothing checked them) are
// failures; "skipped" (test.skip) counts as neither.
const PLAYWRIGHT_COUNTS = {
  passed: 'passed',
  flaky: 'passed',
  failed: 'failed',
  interrupted: 'failed',
  'did not run': 'failed',
};

/**
 * Test counts from a runner's output: node:test's "# pass N" / "ℹ pass N" lines, jest's
 * "Tests: 1 failed, 30 passed, 31 total" line and Playwright's "  N passed (12s)" / "  N failed"
 * lines. null when the output has no summary at all.
 * @param {string} rawOutput
 * @returns {{ passed: number, failed: number } | null}
 */
export function parseTestCounts(rawOutput) {
  // Reporters colour their summaries when they think a terminal is watching.
  const output = stripVTControlCharacters(rawOutput);
  let passed = 0;
  let failed = 0;
  let found = false;
  for (const match of output.matchAll(
    /^ {2}(\d+) (passed|flaky|failed|interrupted|did not run)(?: \(.+\))?$/gm,
  )) {
    found = true;
    if (PLAYWRIGHT_COUNTS[match[2]] === 'passed') passed += Number(match[1]);
    else failed += Number(match[1]);
  }
  for (const match of output.matchAll(/^(?:#|ℹ) (pass|fail) (\d+)$/gm)) {
    found = true;
    if (match[1] === 'pass') passed += Number(match[2]);
    else failed += Number(match[2]);
  }
  for (const match of output.matchAll(/^Tests:\s+(.*)$/gm)) {
    found = true;
    passed += Number(match[1].match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(match[1].match(/(\d+) failed/)?.[1] ?? 0);
  }
  return found ? { passed, failed } : null;
}

/** How many failed tests the summary names per stage; the stage's own block has the rest. */
const NAMED_FAILURES = 10;

/**
 * The names of the tests that failed, from a runner's output, so that the summary (the tail CI
 * keeps) says which tests to look at: node:test's TAP "not ok" lines, a nested test named with
 * its suites ("suite › test"), TODO tests left out; the tests Playwright's list reporter names under "N failed" and
 * "N flaky"; jest's "● suite › test" headings.
 * @param {string} rawOutput
 * @returns {string[]}
 */
export function failedTestNames(rawOutput) {
  const lines = stripVTControlCharacters(rawOutput).split('\n');
  const names = [];
  // TAP prints a suite's line after its tests' lines, one indentation step out.
  /** @type {{ indent: number, name: string }[]} */
  let pending = [];
  let playwrightList = '';
  for (const line of lines) {
    const tap = line.match(/^(\s*)not ok \d+ - (.+?)(?: # (.*))?$/);
    // A TODO test that fails is expected to: node:test does not count it as failed.
    if (tap && !/^TODO\b/i.test(tap[3] ?? '')) {
      const indent = tap[1].length;
      const inner = pending.filter((entry) => entry.indent > indent);
      pending = pending.filter((entry) => entry.indent <= indent);
      if (inner.length === 0) pending.push({ indent, name: tap[2] });
      for (const entry of inner) pending.push({ indent, name: `${tap[2]} › ${entry.name}` });
      continue;
    }
    const listHeading = line.match(/^ {2}\d+ (failed|flaky)$/);
    if (listHeading) {
      playwrightList = listHeading[1];
      continue;
    }
    const listed = playwrightList && line.match(/^ {4}(\S.*)$/);
    if (listed) {
      const title = scenarioTitle(listed[1]);
      names.push(playwrightList === 'flaky' ? `${title} (flaky)` : title);
      continue;
    }
    playwrightList = '';
    const jest = line.match(/^\s*● (.+ › .+)$/);
    if (jest && !names.includes(jest[1])) names.push(jest[1]);
  }
  return [...names, ...pending.map((entry) => entry.name)];
}

/**
 * A Playwright scenario's title as its headings print it, without the rule of '─' that pads them
 * to the terminal's width (the failure's heading and the summary's list both have one).
 */
function scenarioTitle(heading) {
  return heading.replace(/\s*─*\s*$/, '');
}

/** How many lines of a failed browser scenario's error the summary shows. */
const REASON_LINES = 6;

/**
 * Why each Playwright scenario failed, by name: the error's first line, the locator and the values
 * it compared, and the line of the scenario that failed. CI keeps only the tail of the output, and
 * a scenario that fails once in a while can seldom be made to fail again on demand.
 * @param {string} rawOutput
 * @returns {Map<string, string[]>}
 */
export function playwrightFailureReasons(rawOutput) {
  const reasons = new Map();
  /** @type {string[] | null} */
  let current = null;
  for (const line of stripVTControlCharacters(rawOutput).split('\n')) {
    const heading = line.match(/^ {2}\d+\) (.+)$/);
    if (heading) {
      const title = scenarioTitle(heading[1]);
      current = reasons.get(title) ?? [];
      reasons.set(title, current);
      continue;
    }
    if (/^ {2}\d+ (failed|flaky|passed|skipped|interrupted|did not run)\b/.test(line))
      current = null;
    if (!current || current.length >= REASON_LINES) continue;
    const wanted = /^\s+Error: /.test(line)
      ? !current.some((kept) => kept.startsWith('Error: '))
      : /^\s+(Locator|Expected|Received):/.test(line) ||
        (/^\s+at \S+:\d+:\d+$/.test(line) && !current.some((kept) => kept.startsWith('at ')));
    const reason = line.trim().slice(0, 200);
    // A scenario run again (--repeat-each) fails with the same lines.
    if (wanted && !current.includes(reason)) current.push(reason);
  }
  return reasons;
}

/** "9m 41s" */
export function formatDuration(seconds) {
  const whole = Math.round(seconds);
  return whole < 60
    ? `${whole}s`
    : `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}

/**
 * The closing line on time: the total against the budget, and by how much it is over.
 * @param {number} seconds
 */
export function budgetLine(seconds, budget = BUDGET_SECONDS) {
  const share = Math.round((seconds / budget) * 100);
  const verdict =
    seconds <= budget
      ? `within the ${formatDuration(budget)} budget (${share}%)`
      : `OVER the ${formatDuration(budget)} budget by ${formatDuration(seconds - budget)} (${share}%): see docs/decisions/0103-suite-time-history.md`;
  return `total time ${formatDuration(seconds)}, ${verdict}`;
}

/** Runs a command with its output captured (stdout and stderr in the order they came). */
function runCaptured(command, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk) => {
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ exitCode: 127, output: `${output}\n${error.message}` }));
    child.on('close', (code) => resolve({ exitCode: code ?? 1, output }));
  });
}

function header(title) {
  return `\n${'='.repeat(72)}\n== ${title}\n${'='.repeat(72)}\n`;
}

/**
 * @typedef {object} StageResult
 * @property {string} stage
 * @property {number} passed
 * @property {number} failed
 * @property {number} seconds
 * @property {string} [note]
 * @property {string[]} [failedTests]
 * @property {Map<string, string[]>} [failureReasons] by test name (browser scenarios)
 */

/**
 * @typedef {object} Stage
 * @property {string} key what `npm test -- <key>` names it by
 * @property {string} name
 * @property {() => Promise<{ exitCode: number, output: string, note?: string }>} run
 * @property {string} [needs] the key of a stage that must pass first (the e2e needs the build)
 */

/** The tsconfig that type-checks the front-end packages together. */
const FRONTEND_TSCONFIG = 'tsconfig.frontend.json';

/** The package directories the front-end program covers (from its `include`). */
function frontendProgramDirs() {
  const { include } = JSON.parse(readFileSync(path.join(REPO_ROOT, FRONTEND_TSCONFIG), 'utf8'));
  return [...new Set(include.map((entry) => entry.split('/')[0]))];
}

/** A stage that runs one command and counts the tests in its output. */
function commandStage(key, name, command, args, cwd = REPO_ROOT) {
  return { key, name, run: () => runCaptured(command, args, cwd) };
}

/** A stage of commands run one after another, all of them; it fails when any of them fails. */
function commandsStage(key, name, commands) {
  return {
    key,
    name,
    async run() {
      let exitCode = 0;
      let output = '';
      for (const [command, args] of commands) {
        const result = await runCaptured(command, args, REPO_ROOT);
        output += result.output;
        if (result.exitCode !== 0) exitCode = result.exitCode;
      }
      return { exitCode, output };
    },
  };
}

/**
 * Every stage, in the order the runners take them: the front-end build and the browser scenarios
 * first (the longest chain), then the longest of the rest, so both cores stay busy to the end.
 * @returns {Stage[]}
 */
function allStages() {
  const [pnpmCommand, ...pnpmArgs] = pnpmInvocationArgs();
  const pnpmStage = (key, name, args, cwd = REPO_ROOT) =>
    commandStage(key, name, pnpmCommand, [...pnpmArgs, ...args], cwd);
  const packageStage = (dir) =>
    pnpmStage(dir, `${dir} unit tests`, ['--silent', 'test'], path.join(REPO_ROOT, dir));

  const frontendBuild = {
    key: 'build',
    name: 'front-end build',
    async run() {
      const { targets, args } = frontendBuildPlan();
      if (!args) return { exitCode: 0, output: '[build] up to date\n', note: 'up to date' };
      const result = await runCaptured(pnpmCommand, [...pnpmArgs, ...args], REPO_ROOT);
      if (result.exitCode === 0) markBuilt(targets);
      return {
        ...result,
        note: result.exitCode === 0 ? `built ${targets.join(', ')}` : 'build failed',
      };
    },
  };
  const browserScenarios = {
    ...pnpmStage(
      'e2e',
      'browser scenarios (e2e)',
      ['--silent', 'test'],
      path.join(REPO_ROOT, 'e2e'),
    ),
    needs: 'build',
  };

  // Named one by one: `node --test scripts/` would also pick up this very file (test.mjs).
  const scriptTests = readdirSync(path.join(REPO_ROOT, 'scripts'))
    .filter((file) => file.endsWith('.test.mjs'))
    .map((file) => path.join('scripts', file));
  const testedPackages = packagesWithScript(UNIT_TEST_PACKAGES, 'test').filter((dir) =>
    existsSync(path.join(REPO_ROOT, dir, 'src')),
  );
  const slowestPackages = testedPackages.filter((dir) => dir === SLOWEST_PACKAGE_TESTS);
  const otherPackages = testedPackages.filter((dir) => dir !== SLOWEST_PACKAGE_TESTS);

  return [
    frontendBuild,
    browserScenarios,
    ...slowestPackages.map(packageStage),
    // Static checks gate like tests do: a type error or an unformatted file fails CI.
    // The front-end packages as one program (shared checked once, not once per package), then
    // every package outside it with its own `typecheck`.
    commandsStage('typecheck', 'typecheck (tsc, every package)', [
      [pnpmCommand, [...pnpmArgs, 'exec', 'tsc', '-p', FRONTEND_TSCONFIG]],
      [
        pnpmCommand,
        [
          ...pnpmArgs,
          '-r',
          '--workspace-concurrency=2',
          ...frontendProgramDirs().map((dir) => `--filter=!./${dir}`),
          'typecheck',
        ],
      ],
    ]),
    // The contract check (a few seconds) shares the stage with eslint: both read the sources.
    commandsStage('lint', 'lint (shared contract surface, eslint)', [
      [process.execPath, ['scripts/check-shared-api.mjs']],
      [pnpmCommand, [...pnpmArgs, 'exec', 'eslint', '.']],
    ]),
    pnpmStage('format', 'format (prettier --check)', ['exec', 'prettier', '--check', '.']),
    ...otherPackages.map(packageStage),
    commandStage('scripts', 'scripts (static server, tooling)', process.execPath, [
      '--test',
      ...scriptTests,
    ]),
  ];
}

/**
 * Only the stages `selected` names (every one when empty); `e2e` brings the build it needs.
 * @param {Stage[]} stages
 * @param {string[]} selected
 */
export function selectStages(stages, selected) {
  if (selected.length === 0) return stages;
  const known = stages.map((stage) => stage.key);
  const unknown = selected.filter((key) => !known.includes(key));
  if (unknown.length > 0) {
    throw new Error(`no stage named ${unknown.join(', ')}; the stages are: ${known.join(', ')}`);
  }
  const wanted = new Set(selected);
  for (const stage of stages) if (wanted.has(stage.key) && stage.needs) wanted.add(stage.needs);
  return stages.filter((stage) => wanted.has(stage.key));
}

/**
 * Runs `stages` on `runners` runners: each takes the first stage not started whose `needs` has
 * passed, waiting when only stages whose `needs` still runs are left. A stage whose `needs` failed
 * is not run and counts as one failure. Answers the results in the stages' order.
 * @param {Stage[]} stages
 * @param {number} runners
 * @param {(stage: Stage) => Promise<StageResult>} runStage
 * @returns {Promise<StageResult[]>}
 */
export async function runOnRunners(stages, runners, runStage) {
  const listed = new Set(stages.map((stage) => stage.key));
  const started = new Set();
  /** @type {Map<string, StageResult>} */
  const ended = new Map();
  const results = new Array(stages.length);
  /** @type {(() => void)[]} */
  const waitingRunners = [];
  const untilAStageEnds = () => new Promise((resolve) => waitingRunners.push(resolve));
  const isReady = (stage) => !stage.needs || !listed.has(stage.needs) || ended.has(stage.needs);

  async function runner() {
    for (;;) {
      const waiting = stages.filter((stage) => !started.has(stage.key));
      if (waiting.length === 0) return;
      const next = waiting.find(isReady);
      if (!next) {
        await untilAStageEnds();
        continue;
      }
      started.add(next.key);
      const need = next.needs ? ended.get(next.needs) : undefined;
      const result =
        need && need.failed > 0
          ? {
              stage: next.name,
              passed: 0,
              failed: 1,
              seconds: 0,
              note: `not run: ${need.stage} failed`,
            }
          : await runStage(next);
      results[stages.indexOf(next)] = result;
      ended.set(next.key, result);
      for (const wake of waitingRunners.splice(0)) wake();
    }
  }

  await Promise.all(Array.from({ length: runners }, runner));
  return results;
}

/** Runs one stage with its output captured, prints the output as one block and counts its tests. */
async function runStage(stage) {
  console.log(`[test] ${stage.name}: started`);
  const began = Date.now();
  const { exitCode, output, note } = await stage.run();
  const seconds = (Date.now() - began) / 1000;
  process.stdout.write(`${header(`${stage.name} (${formatDuration(seconds)})`)}${output}`);
  const counts = parseTestCounts(output) ?? { passed: 0, failed: 0 };
  // A runner that crashed or failed outside any test still fails the stage.
  const crashed = exitCode !== 0 && counts.failed === 0;
  return {
    stage: stage.name,
    passed: counts.passed,
    failed: crashed ? 1 : counts.failed,
    seconds,
    note: note ?? (crashed ? `exit code ${exitCode}` : undefined),
    failedTests: failedTestNames(output),
    failureReasons: playwrightFailureReasons(output),
  };
}

async function main() {
  const startedAt = Date.now();

  process.stdout.write(header('install'));
  // services: the PgBouncer tests of the store API and the scaled-out stack's tests.
  await ensureInstall({ browser: true, services: true });

  const selected = process.argv.slice(2);
  const stages = selectStages(allStages(), selected);
  const results = await runOnRunners(stages, RUNNERS, runStage);

  process.stdout.write(header('summary'));
  for (const result of results) {
    const mark = result.failed > 0 ? 'FAIL' : 'ok  ';
    const note = result.note ? ` (${result.note})` : '';
    console.log(
      `${mark} ${result.stage}: ${result.passed} passed, ${result.failed} failed, ${formatDuration(result.seconds)}${note}`,
    );
    const failedTests = result.failedTests ?? [];
    for (const name of failedTests.slice(0, NAMED_FAILURES)) {
      console.log(`       - ${name}`);
      for (const reason of result.failureReasons?.get(name.trim()) ?? []) {
        console.log(`           ${reason}`);
      }
    }
    if (failedTests.length > NAMED_FAILURES) {
      console.log(
        `       - and ${failedTests.length - NAMED_FAILURES} more (see the stage's output)`,
      );
    }
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  const seconds = (Date.now() - startedAt) / 1000;
  // The budget is the whole suite's; a few stages only say how long they took.
  console.log(selected.length ? `total time ${formatDuration(seconds)}` : budgetLine(seconds));
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(`[test] ${error instanceof Error ? error.message : error}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  });
}
