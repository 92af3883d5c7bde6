// The remotes CLI as operators run it (`npm run remotes` starts deploy/dist/publish/remotes-cli.js),
// for the tests that drive it as a process. The built file, not the source through tsx: each start
// through tsx cost ~1.3 s of CPU against ~0.65 s, over a hundred starts a run. The package's test
// script runs ensure-install first, which rebuilds dist whenever a source file is newer.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const BUILT_REMOTES_CLI = fileURLToPath(
  new URL('../../dist/publish/remotes-cli.js', import.meta.url),
);

/** Runs the built CLI with `args` in `env`; its exit code and output. */
export function runRemotesCli(
  args: string[],
  { env, cwd }: { env: NodeJS.ProcessEnv; cwd?: string },
): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BUILT_REMOTES_CLI, ...args], {
    env,
    encoding: 'utf8',
    ...(cwd ? { cwd } : {}),
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
