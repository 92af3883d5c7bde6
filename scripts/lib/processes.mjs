// Child processes of `npm start` and of the e2e stacks: each child leads its own process group,
// so stopping it also stops what it spawned (pnpm → tsx → node); readiness is a URL that answers;
// ports come free from the OS. Children still running when this process exits are killed.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * @typedef {object} GroupChild
 * @property {string} name
 * @property {number} pid the child's pid, which is also its process group id
 * @property {import('node:child_process').ChildProcess} process
 * @property {string[]} output the last chunks of its stdout and stderr, for error messages
 * @property {Promise<void>} exited resolves when the child has exited
 * @property {() => boolean} running
 */

const OUTPUT_CHUNKS_KEPT = 200;
const STOP_GRACE_MS = 5000;

/** @type {Set<GroupChild>} */
const liveChildren = new Set();

// A crash, a timeout or process.exit() must not leave servers behind on the machine.
process.on('exit', () => {
  for (const child of liveChildren) killGroup(child.pid, 'SIGKILL');
});

/**
 * Sends `signal` to the process group led by `pid`; false when the group is already gone.
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
export function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Spawns `command` as the leader of a new process group, output piped (and kept in `output`).
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, onOutput?: (chunk: Buffer, stream: 'stdout' | 'stderr') => void }} [options]
 * @returns {GroupChild}
 */
export function spawnInGroup(name, command, args, { cwd, env, onOutput } = {}) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {string[]} */
  const output = [];
  let running = true;
  const keep = (/** @type {'stdout' | 'stderr'} */ stream) => (/** @type {Buffer} */ chunk) => {
    output.push(chunk.toString());
    if (output.length > OUTPUT_CHUNKS_KEPT) output.shift();
    onOutput?.(chunk, stream);
  };
  child.stdout?.on('data', keep('stdout'));
  child.stderr?.on('data', keep('stderr'));
  /** @type {GroupChild} */
  const entry = {
    name,
    pid: child.pid ?? -1,
    process: child,
    output,
    exited: new Promise((resolve) => {
      const done = () => {
        running = false;
        liveChildren.delete(entry);
        resolve();
      };
      child.once('exit', done);
      // Spawn failures (command not found) emit 'error' without 'exit'.
      child.once('error', (error) => {
        output.push(`cannot run ${command}: ${error.message}\n`);
        done();
      });
    }),
    running: () => running,
  };
  if (child.pid !== undefined) liveChildren.add(entry);
  return entry;
}

/**
 * Stops a child's whole process group: SIGTERM, then SIGKILL when it has not exited in time.
 * Safe to call on a child that already exited.
 * @param {GroupChild} child
 * @param {{ graceMs?: number }} [options]
 */
export async function stopGroup(child, { graceMs = STOP_GRACE_MS } = {}) {
  if (child.pid < 0) return;
  killGroup(child.pid, 'SIGTERM');
  let timer;
  const exitedInTime = await Promise.race([
    child.exited.then(() => true),
    new Promise((resolve) => {
      timer = setTimeout(() => resolve(false), graceMs);
    }),
  ]);
  clearTimeout(timer);
  // Whatever the leader left running in its group (a server it spawned) goes too.
  killGroup(child.pid, 'SIGKILL');
  if (!exitedInTime) await child.exited;
}

/**
 * Polls `url` until it answers with a status below 500. Rejects with the child's output when the
 * child exits first or the time is up.
 * @param {string} url
 * @param {{ child?: GroupChild, timeoutMs?: number, intervalMs?: number }} [options]
 */
export async function waitUntilReady(url, { child, timeoutMs = 120_000, intervalMs = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  const name = child?.name ?? url;
  const output = () => (child ? `:\n${child.output.join('')}` : '');
  while (Date.now() < deadline) {
    if (child && !child.running())
      throw new Error(`${name} exited before answering ${url}${output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000}s${output()}`);
}

/**
 * A port nobody listens on right now: bind port 0, read it, release it.
 * @returns {Promise<number>}
 */
function probeFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A port nobody listens on right now. With a `lane`, only a port p with ⌊p / 2⌋ % lane.count ===
 * lane.index (Linux hands out odd ports first, so p % count alone would leave lanes empty):
 * processes in different lanes (the e2e runner's parallel workers) are never handed the same port,
 * not even in the moment between its release here and their server binding it. `taken` are ports
 * already handed out for servers not listening yet (the OS may offer a released port again).
 * @param {{ lane?: { index: number, count: number }, taken?: Set<number> }} [options]
 * @returns {Promise<number>}
 */
export async function getFreePort({ lane, taken } = {}) {
  for (;;) {
    const port = await probeFreePort();
    if (taken?.has(port)) continue;
    if (!lane || Math.floor(port / 2) % lane.count === lane.index % lane.count) return port;
  }
}
