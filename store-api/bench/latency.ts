// A loop of calls timed in the process that makes them: the bench scripts' references (a query
// looped on a database handle) and the results page's load (bench/page-load.ts).
import type { LoadResult } from './load.js';

/**
 * `connections` loops calling `call` (with the turn's number) for `duration` seconds, each call
 * timed; a call answering `false` counts as a failure.
 */
export async function loopCalls(
  call: (turn: number) => Promise<unknown>,
  { duration, connections }: { duration: number; connections: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const until = performance.now() + duration * 1000;
  let turn = 0;
  let failures = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        if ((await call(turn++)) === false) failures++;
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) =>
    Math.round(latencies[Math.floor(latencies.length * fraction)]! * 10) / 10;
  return {
    'req/s': Math.round(latencies.length / duration),
    'p50 ms': at(0.5),
    'p95 ms': at(0.95),
    'p99 ms': at(0.99),
    failures,
  };
}
