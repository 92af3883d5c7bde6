// `npm run bench:ssr`: how many product pages the host's server renders per second, and how long
// a shopper waits for one (p50, p99), with the rendered-page cache (SERVER_RENDER_CACHE_MS) and
// without it, for N concurrent shoppers asking for /product/{id} for a while (SSR_BENCH_SECONDS,
// default 10; SSR_BENCH_CONNECTIONS, default 10), beside the floor in the same run: a bare
// renderToString over HTTP of as much markup as the rendered page has (ssr-floor-server.mjs).
// Prints figures only; measure on a quiet machine.
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import {
  PAGE_PARSED_MARKER_ID,
  SERVER_RENDER_STATE_ID,
} from '@storefront/static-server/page-protocol';
import { spawnInGroup, stopGroup } from '../../scripts/lib/processes.mjs';
import { launchStack } from '../lib/launch-stack';

const PRODUCT_PAGE = '/product/12';
const SECONDS = Number(process.env.SSR_BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.SSR_BENCH_CONNECTIONS ?? 10);

interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
}

async function load(url: string): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { accept: 'text/html' },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

const ROOT_MARKUP = new RegExp(
  `<div id="root">([\\s\\S]*)</div><div id="${PAGE_PARSED_MARKER_ID}"`,
);

/**
 * The markup the server rendered into #root (its length sizes the floor); throws when the page
 * came as the empty shell.
 */
async function renderedMarkup(url: string): Promise<string> {
  const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  const markup = ROOT_MARKUP.exec(html)?.[1];
  if (
    !html.includes(`id="${SERVER_RENDER_STATE_ID}"`) ||
    !markup ||
    !/<h1[^>]*>[^<]+<\/h1>/.test(markup)
  ) {
    throw new Error(`${url} did not come server-rendered`);
  }
  return markup;
}

async function measure(url: string, label: string): Promise<LoadFigures> {
  await load(url).then(
    () => undefined,
    () => undefined,
  ); // warm-up: remote code, caches, JIT
  const figures = await load(url);
  console.log(
    `${label.padEnd(34)}${figures.requestsPerSecond.toFixed(0).padStart(10)}${`${figures.p50Ms} ms`.padStart(10)}${`${figures.p99Ms} ms`.padStart(10)}${String(figures.failed).padStart(8)}`,
  );
  return figures;
}

/** The floor's figures: its server started for `markupLength` characters of cards, then stopped. */
async function measureFloor(markupLength: number): Promise<LoadFigures> {
  const script = fileURLToPath(new URL('ssr-floor-server.mjs', import.meta.url));
  const floor = spawnInGroup('ssr-floor', process.execPath, [script, String(markupLength)], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  try {
    const [chunk] = (await once(floor.process.stdout!, 'data')) as [Buffer];
    const [port, cards] = chunk.toString().trim().split(' ');
    return await measure(`http://127.0.0.1:${port}/`, `bare renderToString, ${cards} cards`);
  } finally {
    await stopGroup(floor);
  }
}

// Uncached renders ask the API for more than its allowance for the host server (6000 a minute): a
// refused query renders a page without its product, fast, which would count as a page here.
const stack = await launchStack({
  paymentSandbox: false,
  env: { RATE_LIMIT_SERVER_MAX: '1000000' },
});
try {
  const url = `${stack.hostUrl.replace(/\/$/, '')}${PRODUCT_PAGE}`;
  console.log(`${PRODUCT_PAGE}, ${CONNECTIONS} shoppers at once, ${SECONDS} s per row`);
  const markup = await renderedMarkup(url);
  console.log(`${markup.length} characters of markup in #root`);
  console.log(
    `${''.padEnd(34)}${'pages/s'.padStart(10)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'failed'.padStart(8)}`,
  );
  await measure(url, 'with the HTML cache');
  // Every shopper's page rendered: as many render slots as shoppers (past the slots a page goes
  // out as the shell, which would count as a fast page here).
  await stack.restartHost({
    SERVER_RENDER_CACHE_MS: '0',
    SERVER_RENDERS_IN_FLIGHT: String(CONNECTIONS),
    // SSR_BENCH_HOST_NODE_OPTIONS: the uncached host's own NODE_OPTIONS (a `--require` of a
    // profiler, say: Node refuses --cpu-prof there).
    ...(process.env.SSR_BENCH_HOST_NODE_OPTIONS && {
      NODE_OPTIONS: process.env.SSR_BENCH_HOST_NODE_OPTIONS,
    }),
  });
  await renderedMarkup(url);
  const rendered = await measure(url, 'every page rendered');
  const floor = await measureFloor(markup.length);
  const share = (100 * rendered.requestsPerSecond) / floor.requestsPerSecond;
  console.log(`every page rendered: ${share.toFixed(1)} % of the bare floor's pages/s`);
} finally {
  await stack.stop();
}
