// `npm run bench:ssr`: how many product pages the host's server renders per second, and how long
// a shopper waits for one (p50, p99), with the rendered-page cache (SERVER_RENDER_CACHE_MS) and
// without it, for N concurrent shoppers asking for /product/{id} for a while (SSR_BENCH_SECONDS,
// default 10; SSR_BENCH_CONNECTIONS, default 10). Prints figures only; measure on a quiet machine.
import autocannon from 'autocannon';

import { SERVER_RENDER_STATE_ID } from '@storefront/static-server/page-protocol';
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

/** Whether the page came rendered (the product's data in the page), not as the empty shell. */
async function isServerRendered(url: string): Promise<boolean> {
  const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  return html.includes(`id="${SERVER_RENDER_STATE_ID}"`) && /<h1[^>]*>[^<]+<\/h1>/.test(html);
}

async function measure(url: string, label: string): Promise<void> {
  if (!(await isServerRendered(url))) throw new Error(`${url} did not come server-rendered`);
  await load(url).then(
    () => undefined,
    () => undefined,
  ); // warm-up: remote code, caches, JIT
  const figures = await load(url);
  console.log(
    `${label.padEnd(22)}${figures.requestsPerSecond.toFixed(0).padStart(10)}${`${figures.p50Ms} ms`.padStart(10)}${`${figures.p99Ms} ms`.padStart(10)}${String(figures.failed).padStart(8)}`,
  );
}

const stack = await launchStack({ paymentSandbox: false });
try {
  const url = `${stack.hostUrl.replace(/\/$/, '')}${PRODUCT_PAGE}`;
  console.log(`${PRODUCT_PAGE}, ${CONNECTIONS} shoppers at once, ${SECONDS} s per row`);
  console.log(
    `${''.padEnd(22)}${'pages/s'.padStart(10)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'failed'.padStart(8)}`,
  );
  await measure(url, 'with the HTML cache');
  // Every shopper's page rendered: as many render slots as shoppers (past the slots a page goes
  // out as the shell, which would count as a fast page here).
  await stack.restartHost({
    SERVER_RENDER_CACHE_MS: '0',
    SERVER_RENDERS_IN_FLIGHT: String(CONNECTIONS),
  });
  await measure(url, 'every page rendered');
} finally {
  await stack.stop();
}
