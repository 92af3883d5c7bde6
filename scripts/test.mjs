#!/usr/bin/env node
// `npm test`: install what is missing (Chromium included), run the root scripts' tests, the type
// check, eslint and prettier, every package's unit tests, build the front end, then the browser
// scenarios. Ends with one line "N passed, N failed" (tests counted from each runner's own
// summary) that CI reads.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

import { ensureInstall } from './ensure-install.mjs';
import { buildFrontend } from './lib/frontend-build.mjs';
import { REPO_ROOT, packagesWithScript, pnpmInvocationArgs } from './lib/run.mjs';

// Unit tests first (fast feedback), the browser scenarios last (they need the builds).
const UNIT_TEST_PACKAGES = [
  'shared',
  'host',
  'catalog-mfe',
  'cart-checkout-mfe',
  'account-mfe',
  'content-mfe',
  'store-api',
  'payment-sandbox',
  'mock-product-api',
];

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

/** Runs a command, echoing its output live and keeping a copy to read the counts from. */
function runCapturing(command, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const tee = (target) => (chunk) => {
      output += chunk.toString();
      target.write(chunk);
    };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    child.on('error', (error) => resolve({ exitCode: 127, output: `${output}\n${error.message}` }));
    child.on('close', (code) => resolve({ exitCode: code ?? 1, output }));
  });
}

function header(title) {
  console.log(`\n${'='.repeat(72)}\n== ${title}\n${'='.repeat(72)}`);
}

async function main() {
  const startedAt = Date.now();
  /** @type {{ stage: string, passed: number, failed: number, seconds: number, note?: string }[]} */
  const results = [];
  const [pnpmCommand, ...pnpmArgs] = pnpmInvocationArgs();

  async function stage(name, command, args, cwd = REPO_ROOT) {
    header(name);
    const began = Date.now();
    const { exitCode, output } = await runCapturing(command, args, cwd);
    const counts = parseTestCounts(output) ?? { passed: 0, failed: 0 };
    // A runner that crashed or failed outside any test still fails the stage.
    const failed = exitCode !== 0 && counts.failed === 0 ? 1 : counts.failed;
    const note = exitCode !== 0 && counts.failed === 0 ? `exit code ${exitCode}` : undefined;
    results.push({
      stage: name,
      passed: counts.passed,
      failed,
      seconds: (Date.now() - began) / 1000,
      note,
    });
    return exitCode === 0;
  }

  header('install');
  await ensureInstall({ browser: true });

  // Named one by one: `node --test scripts/` would also pick up this very file (test.mjs).
  const scriptTests = readdirSync(path.join(REPO_ROOT, 'scripts'))
    .filter((file) => file.endsWith('.test.mjs'))
    .map((file) => path.join('scripts', file));
  await stage('scripts (static server, tooling)', process.execPath, ['--test', ...scriptTests]);

  // Static checks gate like tests do: a type error or an unformatted file fails CI.
  await stage('typecheck (tsc, every package)', pnpmCommand, [
    ...pnpmArgs,
    '-r',
    '--workspace-concurrency=2',
    'typecheck',
  ]);
  await stage('lint (eslint)', pnpmCommand, [...pnpmArgs, 'exec', 'eslint', '.']);
  await stage('format (prettier --check)', pnpmCommand, [
    ...pnpmArgs,
    'exec',
    'prettier',
    '--check',
    '.',
  ]);

  for (const dir of packagesWithScript(UNIT_TEST_PACKAGES, 'test')) {
    if (!existsSync(path.join(REPO_ROOT, dir, 'src'))) {
      console.log(`\n[test] skipping ${dir}: no sources yet`);
      continue;
    }
    await stage(
      `${dir} unit tests`,
      pnpmCommand,
      [...pnpmArgs, '--silent', 'test'],
      path.join(REPO_ROOT, dir),
    );
  }

  header('front-end build');
  const buildStartedAt = Date.now();
  const { built, exitCode: buildExitCode } = await buildFrontend();
  const buildFailed = buildExitCode !== 0;
  results.push({
    stage: 'front-end build',
    passed: 0,
    failed: buildFailed ? 1 : 0,
    seconds: (Date.now() - buildStartedAt) / 1000,
    note: buildFailed ? 'build failed' : built.length ? `built ${built.join(', ')}` : 'up to date',
  });
  if (buildFailed) {
    results.push({
      stage: 'browser scenarios',
      passed: 0,
      failed: 1,
      seconds: 0,
      note: 'not run: the build failed',
    });
  } else {
    await stage(
      'browser scenarios (e2e)',
      pnpmCommand,
      [...pnpmArgs, '--silent', 'test'],
      path.join(REPO_ROOT, 'e2e'),
    );
  }

  header('summary');
  for (const result of results) {
    const mark = result.failed > 0 ? 'FAIL' : 'ok  ';
    const note = result.note ? ` (${result.note})` : '';
    console.log(
      `${mark} ${result.stage}: ${result.passed} passed, ${result.failed} failed, ${result.seconds.toFixed(0)}s${note}`,
    );
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`total time ${((Date.now() - startedAt) / 1000).toFixed(0)}s`);
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
