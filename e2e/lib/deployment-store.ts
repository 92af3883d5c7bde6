// What the rollout scenarios do to a stack's own deployment store (DEPLOY_DIR): run commands and
// the operators' `npm run remotes` against it, and plant a skimmer in a published file to prove
// the integrity checks (docs/decisions/0957, 0986).
import { spawn } from 'node:child_process';
import { appendFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Page } from '@playwright/test';

import { expect } from './storefront';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The built CLI `npm run remotes` starts. */
const REMOTES_CLI = path.join(REPO_ROOT, 'deploy/dist/publish/remotes-cli.js');

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `command` in the repository with DEPLOY_DIR set; resolves with its exit code and output. */
export function runWithStore(
  deployDir: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, DEPLOY_DIR: deployDir, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** `npm run remotes -- <args>` against the deployment store `deployDir`. */
export function remotesCli(deployDir: string): (args: string[]) => Promise<CommandResult> {
  return (args) => runWithStore(deployDir, process.execPath, [REMOTES_CLI, ...args]);
}

/** Appends a skimmer to a published script and removes its precompressed copies. */
export function plantSkimmer(file: string): void {
  appendFileSync(file, '\n;window.skimmed = true;\n');
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
}

/** A tampered version: promote refuses it naming the changed file, and only --force makes it live. */
export async function forceLiveTampered(
  remotes: (args: string[]) => Promise<CommandResult>,
  remote: string,
  version: string,
  changedFile: string,
): Promise<void> {
  const refused = await remotes(['promote', remote, version]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(`${changedFile} (changed since publish)`);
  const forced = await remotes(['promote', remote, version, '--force']);
  expect(forced.code, forced.stderr).toBe(0);
}

/** The console errors of `page` from now on, to read after it has loaded. */
export function consoleErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The browser refused a script of `version` for its integrity, and the skimmer never ran. */
export async function expectSkimmerRefused(
  page: Page,
  consoleErrors: string[],
  version: string,
): Promise<void> {
  expect(await page.evaluate(() => (window as { skimmed?: boolean }).skimmed)).toBeUndefined();
  expect(
    consoleErrors.some(
      (text) => text.includes('integrity') && text.includes(`/versions/${version}/`),
    ),
    consoleErrors.join('\n'),
  ).toBe(true);
}
