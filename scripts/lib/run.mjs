// Small process helpers shared by the root scripts (install, start, test).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * True when `command` can be run from PATH.
 * @param {string} command
 */
export function isOnPath(command) {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
}

/** @type {[string, ...string[]] | undefined} */
let pnpmInvocation;
/**
 * How to call pnpm: the pnpm running this script (`pnpm test` sets npm_execpath), the global
 * binary when there is one, otherwise the exact version the workspace pins in package.json
 * "packageManager", fetched by npx (ships with Node) once and then run with node directly: npx
 * costs seconds per call, and `npm test` calls pnpm for every stage.
 * @returns {[string, ...string[]]} command followed by its leading arguments
 */
export function pnpmInvocationArgs() {
  if (pnpmInvocation) return pnpmInvocation;
  const execPath = process.env.npm_execpath;
  if (execPath && path.basename(execPath).startsWith('pnpm')) {
    pnpmInvocation = [process.execPath, execPath];
  } else if (isOnPath('pnpm')) {
    pnpmInvocation = ['pnpm'];
  } else {
    const rootManifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
    const [pinned = ''] = String(rootManifest.packageManager ?? 'pnpm@10').split('+');
    const script = pnpmScriptFromNpx(pinned);
    pnpmInvocation = script ? [process.execPath, script] : ['npx', '--yes', pinned];
  }
  return pnpmInvocation;
}

/**
 * The JavaScript file of the pnpm that `npx -p <pinned>` puts on PATH, or null.
 * @param {string} pinned
 */
function pnpmScriptFromNpx(pinned) {
  const found = spawnSync('npx', ['--yes', '-p', pinned, '-c', 'command -v pnpm'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const bin = found.status === 0 ? found.stdout.trim() : '';
  try {
    return bin ? realpathSync(bin) : null;
  } catch {
    return null;
  }
}

/**
 * Runs a command with the terminal attached; resolves with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`cannot run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Runs a command to read what it prints; throws with its error output when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {Omit<import('node:child_process').SpawnSyncOptions, 'encoding'>} [options]
 * @returns {string} its standard output, trimmed
 */
export function outputOf(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: REPO_ROOT, encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed: ${result.stderr || result.error?.message}`,
    );
  }
  return result.stdout.trim();
}

/**
 * Runs pnpm (see pnpmInvocationArgs) with the given arguments.
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
export function runPnpm(args, options = {}) {
  const [command, ...leading] = pnpmInvocationArgs();
  return run(command, [...leading, ...args], options);
}

/**
 * The command of the package's npm script `script`, or undefined (no such script or package).
 * @param {string} dir
 * @param {string} script
 * @returns {string | undefined}
 */
export function packageScript(dir, script, root = REPO_ROOT) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    const command = manifest.scripts?.[script];
    return typeof command === 'string' ? command : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The workspace packages that exist in this checkout and define `script`.
 * @param {string[]} dirs
 * @param {string} script
 */
export function packagesWithScript(dirs, script, root = REPO_ROOT) {
  return dirs.filter((dir) => packageScript(dir, script, root) !== undefined);
}
