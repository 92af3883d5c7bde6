// The remotes CLI as operators run it (`npm run remotes` starts deploy/dist/publish/remotes-cli.js),
// for the server tests that drive it as a process. The built file, as deploy's own tests start it
// (deploy/src/testing/remotes-cli.ts), not the source through tsx, which cost ~0.65 CPU-s more a
// start. The test:server script runs ensure-install first, which rebuilds deploy's dist whenever
// one of its source files is newer.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const BUILT_REMOTES_CLI = fileURLToPath(
  new URL('../../../../../deploy/dist/publish/remotes-cli.js', import.meta.url),
);

/** Runs `npm run remotes -- <args>` with `env` over this process's; its exit code and output. */
export async function runRemotes(env: NodeJS.ProcessEnv, ...args: string[]) {
  const child = spawn(process.execPath, [BUILT_REMOTES_CLI, ...args], {
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}
