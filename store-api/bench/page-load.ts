// The load of whole pages, run as its own process like bench/load.ts: `node --import tsx
// bench/page-load.ts < spec.json`. Each of `connections` loops asks for one page's calls at once
// (as the browser does) and times the page until its last answer. It prints one LoadResult.
import { loopCalls } from './latency.js';

export interface PageLoadSpec {
  origin: string;
  /** Pages asked for in turn, each the paths its calls ask for together. */
  pages: string[][];
  headers?: Record<string, string>;
  connections: number;
  duration: number;
}

async function main() {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  const spec = JSON.parse(input) as PageLoadSpec;
  const result = await loopCalls(async (turn) => {
    const page = spec.pages[turn % spec.pages.length]!;
    const responses = await Promise.all(
      page.map((path) => fetch(`${spec.origin}${path}`, { headers: spec.headers })),
    );
    await Promise.all(responses.map((response) => response.arrayBuffer()));
    return responses.every((response) => response.ok);
  }, spec);
  process.stdout.write(JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
