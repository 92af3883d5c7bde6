// Runs bench/load.ts (autocannon) or bench/page-load.ts in a process of its own and reads its
// result, so the load generator never shares the measured event loop or its CPU time. Used by
// every bench script.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadResult, LoadSpec } from './load.js';
import type { PageLoadSpec } from './page-load.js';

function runScript(script: string, spec: LoadSpec | PageLoadSpec): Promise<LoadResult> {
  return new Promise<LoadResult>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url))],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    child.stdin.end(JSON.stringify(spec));
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output) as LoadResult);
      else reject(new Error(`load generator exited with ${code}`));
    });
  });
}

export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return runScript('./load.ts', spec);
}

/** Whole pages: each page's calls at once, timed until the last answer (bench/page-load.ts). */
export function runPageLoad(spec: PageLoadSpec): Promise<LoadResult> {
  return runScript('./page-load.ts', spec);
}
