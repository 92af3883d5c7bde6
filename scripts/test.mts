#!/usr/bin/env -S node --import tsx
// `npm test`: install what is missing (Chromium included), then every check of the repository,
// two stages at a time (one per core of the machines this runs on): the front-end build and then
// the browser scenarios, which need it, while the other runner takes the store API's tests, the
// type check, eslint, prettier, the other packages' unit tests and the root scripts' tests. Each
// stage's output is printed as one block when it ends. Ends with each stage's time, the total
// against the 12-minute budget and one line "N passed, N failed" that CI reads, the tests counted
// from each runner's machine-readable report (scripts/lib/test-reports.mts). The packages come
// from the workspace (pnpm-workspace.yaml): every package with a `test` script is a stage.
//
// `npm test -- <stage>...` runs only the named stages: a package directory (`catalog-mfe`,
// `store-api`, ...), `scripts`, `typecheck`, `lint`, `format`, or `e2e` (which first builds the
// front-end packages that changed since their last build).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { workspacePackages } from '../build/workspace-packages.cjs';
import { ensureInstall } from './ensure-install.mjs';
import { frontendBuildPlan, markBuilt } from './lib/frontend-build.mjs';
import { REPO_ROOT, pnpmInvocationArgs } from './lib/run.mjs';
import {
  jestCounts,
  playwrightCounts,
  tapCounts,
  type JestReport,
  type PlaywrightReport,
  type TestCounts,
} from './lib/test-reports.mts';

/** DESIGN §8: the whole suite stays under this on the 2-core machine. */
export const BUDGET_SECONDS = 12 * 60;

// Two stages at a time: the machines this runs on have two cores.
const RUNNERS = 2;

// The store API's tests (both databases) take minutes: they start right after the build.
const SLOWEST_PACKAGE_TESTS = 'store-api';

/** How many failed tests the summary names per stage; the stage's own block has the rest. */
const NAMED_FAILURES = 10;

/** A test runner, which says how its report is asked for and read. */
type TestRunner = 'jest' | 'playwright' | 'node';

/**
 * The runner a package's `test` script starts: jest, Playwright (the browser scenarios) or
 * node:test, whose script leaves the reporter to node (TAP when the output is not a terminal) or
 * asks for `--test-reporter=tap`.
 */
export function testRunnerOf(script: string): TestRunner {
  if (/^jest\b/.test(script)) return 'jest';
  if (/^playwright test\b/.test(script)) return 'playwright';
  return 'node';
}

/** A test stage of a package: its directory, the package script it runs and that script's runner. */
export interface TestedScript {
  dir: string;
  script: string;
  runner: TestRunner;
}

/**
 * The workspace's test scripts and the runner each one uses. A package whose tests need two
 * runners (the host: jest for the page, node:test for its server) names each in a `test:<part>`
 * script and lets `test` run them all; npm test then runs each part as a stage of its own, so
 * each is counted from its own runner's report.
 */
export function testedPackages(root = REPO_ROOT): TestedScript[] {
  return workspacePackages(root).flatMap(({ dir, manifest }) => {
    const scripts = manifest.scripts ?? {};
    const parts = Object.keys(scripts).filter((name) => name.startsWith('test:'));
    const names = parts.length > 0 ? parts : scripts.test ? ['test'] : [];
    return names.map((script) => ({ dir, script, runner: testRunnerOf(scripts[script]!) }));
  });
}

/** "9m 41s" */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return whole < 60
    ? `${whole}s`
    : `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}

/**
 * The closing line on time: the total against the budget, and by how much it is over.
 */
export function budgetLine(seconds: number, budget = BUDGET_SECONDS): string {
  const share = Math.round((seconds / budget) * 100);
  const verdict =
    seconds <= budget
      ? `within the ${formatDuration(budget)} budget (${share}%)`
      : `OVER the ${formatDuration(budget)} budget by ${formatDuration(seconds - budget)} (${share}%): see docs/decisions/0103-suite-time-history.md`;
  return `total time ${formatDuration(seconds)}, ${verdict}`;
}

/**
 * Runs a command with its output captured: `output` has stdout and stderr in the order they came,
 * `stdout` stdout alone (node:test's TAP report).
 */
function runCaptured(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<{ exitCode: number; output: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', (error) =>
      resolve({ exitCode: 127, output: `${output}\n${error.message}`, stdout }),
    );
    child.on('close', (code) => resolve({ exitCode: code ?? 1, output, stdout }));
  });
}

function header(title: string): string {
  return `\n${'='.repeat(72)}\n== ${title}\n${'='.repeat(72)}\n`;
}

export interface StageResult {
  stage: string;
  passed: number;
  failed: number;
  seconds: number;
  note?: string;
  failedTests?: string[];
  /** By test name (browser scenarios). */
  failureReasons?: Map<string, string[]>;
}

export interface Stage {
  /** What `npm test -- <key>` names it by. */
  key: string;
  name: string;
  /** counts: from the runner's report (none: the stage runs no tests). */
  run: () => Promise<{ exitCode: number; output: string; note?: string; counts?: TestCounts }>;
  /** The key of a stage that must pass first (the e2e needs the build). */
  needs?: string;
}

/** The tsconfig that type-checks the front-end packages together. */
const FRONTEND_TSCONFIG = 'tsconfig.frontend.json';

/**
 * The programs the typecheck stage checks at the root: the front-end packages as one program (shared
 * checked once, not once per package), the root scripts (this one among them) and the build
 * tooling that webpack, jest, eslint and node load as plain JavaScript (checked from its JSDoc).
 */
export const ROOT_TSCONFIGS = [FRONTEND_TSCONFIG, 'scripts/tsconfig.json', 'tsconfig.tooling.json'];

/** The package directories the front-end program covers (from its `include`). */
function frontendProgramDirs(root = REPO_ROOT): string[] {
  const { include } = JSON.parse(readFileSync(path.join(root, FRONTEND_TSCONFIG), 'utf8'));
  return [...new Set((include as string[]).map((entry) => entry.split('/')[0] ?? entry))];
}

/**
 * Every tsconfig the typecheck stage checks: the root ones, then the one each package outside the
 * front-end program names in its `typecheck` script (`tsc -p <tsconfig>`), which the stage runs.
 */
export function typecheckedProjects(root = REPO_ROOT): string[] {
  const frontendDirs = new Set(frontendProgramDirs(root));
  const packageProjects = workspacePackages(root).flatMap(({ dir, manifest }) => {
    const script = manifest.scripts?.typecheck;
    if (!script || frontendDirs.has(dir)) return [];
    const project = /^tsc -p (\S+)/.exec(script)?.[1];
    if (!project)
      throw new Error(`${dir}'s typecheck script is not "tsc -p <tsconfig>": ${script}`);
    return [path.join(dir, project)];
  });
  return [...ROOT_TSCONFIGS, ...packageProjects];
}

/** A stage that runs one command (no tests: it passes or fails by its exit code). */
function commandStage(
  key: string,
  name: string,
  command: string,
  args: string[],
  cwd = REPO_ROOT,
): Stage {
  return { key, name, run: () => runCaptured(command, args, cwd) };
}

/** Where the stages' runners write their reports: one directory per `npm test`. */
let reportDir = '';
function reportFile(key: string): string {
  reportDir ||= mkdtempSync(path.join(os.tmpdir(), 'storefront-test-reports-'));
  return path.join(reportDir, `${key.replace(/\W+/g, '-')}.json`);
}

/** A JSON report the runner wrote, or null when it wrote none (it crashed before the end). */
function readReport(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * A stage that runs tests and counts them from the runner's report: jest's and Playwright's JSON
 * written to a file, node:test's TAP read from stdout.
 */
function testStage(
  key: string,
  name: string,
  runner: TestRunner,
  command: string,
  args: string[],
  cwd = REPO_ROOT,
): Stage {
  return {
    key,
    name,
    async run() {
      if (runner === 'node') {
        const result = await runCaptured(command, args, cwd);
        return { ...result, counts: tapCounts(result.stdout) };
      }
      const file = reportFile(key);
      const result =
        runner === 'jest'
          ? await runCaptured(command, [...args, '--json', `--outputFile=${file}`], cwd)
          : await runCaptured(command, [...args, '--reporter=list,json'], cwd, {
              PLAYWRIGHT_JSON_OUTPUT_NAME: file,
            });
      const report = readReport(file);
      if (!report) return result;
      return {
        ...result,
        counts:
          runner === 'jest'
            ? jestCounts(report as JestReport)
            : playwrightCounts(report as PlaywrightReport),
      };
    },
  };
}

/** A stage of commands run one after another, all of them; it fails when any of them fails. */
function commandsStage(key: string, name: string, commands: [string, string[]][]): Stage {
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
 * `root`: the workspace whose packages are staged.
 */
export function allStages(root = REPO_ROOT): Stage[] {
  const [pnpmCommand, ...pnpmArgs] = pnpmInvocationArgs() as [string, ...string[]];
  const pnpmStage = (key: string, name: string, args: string[], cwd = REPO_ROOT) =>
    commandStage(key, name, pnpmCommand, [...pnpmArgs, ...args], cwd);
  const packageStage = ({ dir, script, runner }: TestedScript) =>
    testStage(
      script === 'test' ? dir : `${dir}:${script.slice('test:'.length)}`,
      runner === 'playwright'
        ? `browser scenarios (${dir})`
        : `${dir} ${script === 'test' ? 'unit' : script.slice('test:'.length)} tests`,
      runner,
      pnpmCommand,
      [...pnpmArgs, '--silent', 'run', script],
      path.join(root, dir),
    );

  const frontendBuild: Stage = {
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
  const packages = testedPackages(root);
  // The browser scenarios need the front-end build.
  const browserScenarios = packages
    .filter(({ runner }) => runner === 'playwright')
    .map((tested) => ({ ...packageStage(tested), needs: 'build' }));
  const unitTested = packages.filter(
    ({ dir, runner }) => runner !== 'playwright' && existsSync(path.join(root, dir, 'src')),
  );
  const slowestPackages = unitTested.filter(({ dir }) => dir === SLOWEST_PACKAGE_TESTS);
  const otherPackages = unitTested.filter(({ dir }) => dir !== SLOWEST_PACKAGE_TESTS);

  // Named one by one: `node --test scripts/` would also pick up this very file (test.mjs).
  const scriptTests = readdirSync(path.join(REPO_ROOT, 'scripts'))
    .filter((file) => /\.test\.m[jt]s$/.test(file))
    .map((file) => path.join('scripts', file));

  return [
    frontendBuild,
    ...browserScenarios,
    ...slowestPackages.map(packageStage),
    // Static checks gate like tests do: a type error or an unformatted file fails CI.
    // The root programs, then every package outside the front-end one with its own `typecheck`
    // (scripts/typecheck-coverage.test.mts: every tracked source file is in one of them), all in
    // one process that parses the shared declaration files once (scripts/typecheck.mts).
    commandStage('typecheck', 'typecheck (tsc, every package)', process.execPath, [
      '--import',
      'tsx',
      'scripts/typecheck.mts',
    ]),
    // The surface check (a few seconds) shares the stage with eslint: both read the sources.
    commandsStage('lint', 'lint (library surfaces, eslint)', [
      [process.execPath, ['--import', 'tsx', 'scripts/check-library-api.mts']],
      [pnpmCommand, [...pnpmArgs, 'exec', 'eslint', '.']],
    ]),
    pnpmStage('format', 'format (prettier --check)', ['exec', 'prettier', '--check', '.']),
    ...otherPackages.map(packageStage),
    testStage('scripts', 'scripts (static server, tooling)', 'node', process.execPath, [
      '--import',
      'tsx',
      '--test',
      ...scriptTests,
    ]),
  ];
}

/**
 * Only the stages `selected` names (every one when empty); `e2e` brings the build it needs.
 */
export function selectStages<S extends Pick<Stage, 'key' | 'needs'>>(
  stages: S[],
  selected: string[],
): S[] {
  if (selected.length === 0) return stages;
  const known = stages.map((stage) => stage.key);
  // A package's directory names all its stages (`host` selects `host:jest` and `host:server`).
  const matches = (key: string, wanted: string) => key === wanted || key.startsWith(`${wanted}:`);
  const unknown = selected.filter((wanted) => !known.some((key) => matches(key, wanted)));
  if (unknown.length > 0) {
    throw new Error(`no stage named ${unknown.join(', ')}; the stages are: ${known.join(', ')}`);
  }
  const wanted = new Set(
    known.filter((key) => selected.some((selectedKey) => matches(key, selectedKey))),
  );
  for (const stage of stages) if (wanted.has(stage.key) && stage.needs) wanted.add(stage.needs);
  return stages.filter((stage) => wanted.has(stage.key));
}

/**
 * Runs `stages` on `runners` runners: each takes the first stage not started whose `needs` has
 * passed, waiting when only stages whose `needs` still runs are left. A stage whose `needs` failed
 * is not run and counts as one failure. Answers the results in the stages' order.
 */
export async function runOnRunners<S extends Pick<Stage, 'key' | 'name' | 'needs'>>(
  stages: S[],
  runners: number,
  runStage: (stage: S) => Promise<StageResult>,
): Promise<StageResult[]> {
  const listed = new Set(stages.map((stage) => stage.key));
  const started = new Set();
  const ended = new Map<string, StageResult>();
  const results = new Array<StageResult>(stages.length);
  const waitingRunners: (() => void)[] = [];
  const untilAStageEnds = () => new Promise<void>((resolve) => waitingRunners.push(resolve));
  const isReady = (stage: S) => !stage.needs || !listed.has(stage.needs) || ended.has(stage.needs);

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
async function runStage(stage: Stage): Promise<StageResult> {
  console.log(`[test] ${stage.name}: started`);
  const began = Date.now();
  const {
    exitCode,
    output,
    note,
    counts = { passed: 0, failed: 0, failedTests: [] },
  } = await stage.run();
  const seconds = (Date.now() - began) / 1000;
  process.stdout.write(`${header(`${stage.name} (${formatDuration(seconds)})`)}${output}`);
  // A runner that crashed or failed outside any test still fails the stage.
  const crashed = exitCode !== 0 && counts.failed === 0;
  return {
    stage: stage.name,
    passed: counts.passed,
    failed: crashed ? 1 : counts.failed,
    seconds,
    note: note ?? (crashed ? `exit code ${exitCode}` : undefined),
    failedTests: counts.failedTests,
    failureReasons: counts.failureReasons,
  };
}

async function main(): Promise<void> {
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
  if (reportDir) rmSync(reportDir, { recursive: true, force: true });
  process.exit(failed > 0 ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(`[test] ${error instanceof Error ? error.message : error}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  });
}
