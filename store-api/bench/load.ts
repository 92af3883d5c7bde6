// The load generator of the bench scripts, run as its own process so it never takes CPU from the
// event loop it measures: `node --import tsx bench/load.ts < spec.json` (the LoadSpec on standard
// input: a crowd's request bodies are too long for one argument). It prints one LoadResult as
// JSON on stdout.
import autocannon from 'autocannon';

export interface LoadSpec {
  origin: string;
  /** Paths asked for in turn (one path: the same URL every time). */
  paths: string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Bodies sent in turn with the paths (POST). */
  bodies?: string[];
  /**
   * X-Forwarded-For values sent in turn with the bodies (a crowd of clients behind the trusted
   * proxy, each body from its own address).
   */
  forwardedFor?: string[];
  connections: number;
  duration: number;
}

export interface LoadResult {
  'req/s': number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  failures: number;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

async function main() {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  const spec = JSON.parse(input) as LoadSpec;
  let next = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.origin,
        connections: spec.connections,
        duration: spec.duration,
        requests: [
          {
            method: spec.method ?? 'GET',
            headers: spec.headers,
            setupRequest: (request) => {
              const turn = next++;
              const body = spec.bodies?.[turn % spec.bodies.length];
              const address = spec.forwardedFor?.[turn % spec.forwardedFor.length];
              return {
                ...request,
                ...(address !== undefined && {
                  headers: { ...request.headers, 'x-forwarded-for': address },
                }),
                path: spec.paths[turn % spec.paths.length]!,
                ...(body !== undefined && { body }),
              };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    // autocannon reports p97.5 but no p95: every response's time is kept to compute it.
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const output: LoadResult = {
    'req/s': Math.round(result.requests.average),
    'p50 ms': round(percentile(latencies, 0.5)),
    'p95 ms': round(percentile(latencies, 0.95)),
    'p99 ms': round(percentile(latencies, 0.99)),
    failures: result.errors + result.timeouts + result.non2xx,
  };
  process.stdout.write(JSON.stringify(output));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
