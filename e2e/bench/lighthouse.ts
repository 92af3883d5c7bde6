// Lighthouse performance of the shopper's pages, mobile and desktop, against a plain static page
// served by the same static server: the median of N cold loads per page and form factor (N from
// LIGHTHOUSE_RUNS, default 3; LIGHTHOUSE_PAGES, a comma list, measures fewer pages), plus how many network round trips, one after another, the page
// waits for before its first product data arrives. Prints figures only; `npm run bench:lighthouse`
// runs it. Lighthouse 12 (not 13, which needs Node 22) drives Debian's Chromium over CDP.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import lighthouse, { desktopConfig, type Config, type RunnerResult } from 'lighthouse';

import { CHROMIUM_ARGS, chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import {
  getFreePort,
  spawnInGroup,
  stopGroup,
  waitUntilReady,
} from '../../scripts/lib/processes.mjs';
import { launchStack } from '../lib/launch-stack';
import { countRoundTrips, type DevtoolsMessage } from './round-trips';

/**
 * The pages of issue 15, each measured on a cold visit (empty cart, nobody signed in): the
 * checkout page then shows what a shopper arriving there without a cart sees.
 */
const PAGES = ['/', '/product', '/product/12', '/categories/1', '/cart', '/checkout/customer'];
const REFERENCE = 'static reference';
/** The host's server as `npm run build` leaves it (host/build-server.mjs). */
const HOST_SERVER = fileURLToPath(new URL('../../host/dist-server/main.mjs', import.meta.url));
const FORM_FACTORS = { mobile: undefined, desktop: desktopConfig } as const;
type FormFactor = keyof typeof FORM_FACTORS;

// What the page's first product card waits for: the first catalogue read of the store API.
const PRODUCT_DATA_REQUEST = /\/store-api\/(?:featured-)?products(?:[/?]|$)/;

const REFERENCE_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Static reference</title></head>
<body style="font-family: system-ui, sans-serif; margin: 0">
<header style="background: #1d3557; color: #fff; padding: 16px">Storefront</header>
<main style="padding: 16px"><h1>Featured products</h1>
<p>A plain page without scripts, served by the front end's static server: the floor the
storefront's pages are compared with.</p></main>
</body>
</html>
`;

interface Sample {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  roundTrips: number | null;
}

function numericAudit(result: RunnerResult, id: string): number {
  return result.lhr.audits[id]?.numericValue ?? Number.NaN;
}

function sampleOf(result: RunnerResult): Sample {
  const log = (result.artifacts as unknown as { DevtoolsLog?: DevtoolsMessage[] }).DevtoolsLog;
  return {
    score: result.lhr.categories.performance?.score ?? Number.NaN,
    fcpMs: numericAudit(result, 'first-contentful-paint'),
    lcpMs: numericAudit(result, 'largest-contentful-paint'),
    tbtMs: numericAudit(result, 'total-blocking-time'),
    cls: numericAudit(result, 'cumulative-layout-shift'),
    roundTrips: log ? countRoundTrips(log, PRODUCT_DATA_REQUEST) : null,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianSample(samples: Sample[]): Sample {
  const of = (pick: (sample: Sample) => number) => median(samples.map(pick));
  const roundTrips = samples.map((sample) => sample.roundTrips).filter((n) => n !== null);
  return {
    score: of((s) => s.score),
    fcpMs: of((s) => s.fcpMs),
    lcpMs: of((s) => s.lcpMs),
    tbtMs: of((s) => s.tbtMs),
    cls: of((s) => s.cls),
    roundTrips: roundTrips.length ? median(roundTrips) : null,
  };
}

/** Starts headless Chromium with a debugging port Lighthouse connects to. */
async function startChromium(profileDir: string) {
  const { executablePath } = chromiumLaunchOptions();
  const port = await getFreePort();
  const child = spawnInGroup('chromium', executablePath, [
    ...CHROMIUM_ARGS,
    '--headless=new',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profileDir}`,
    'about:blank',
  ]);
  await waitUntilReady(`http://127.0.0.1:${port}/json/version`, { child, timeoutMs: 30_000 });
  return { port, stop: () => stopGroup(child) };
}

/**
 * Serves the reference page with the host's built server (same compression, headers, CSP), run
 * in a package directory of its own whose dist holds only that page.
 */
async function startReferenceServer(workDir: string) {
  const packageDir = path.join(workDir, 'host');
  mkdirSync(path.join(packageDir, 'dist'), { recursive: true });
  writeFileSync(path.join(packageDir, 'dist', 'index.html'), REFERENCE_HTML);
  const port = await getFreePort();
  const child = spawnInGroup('reference server', process.execPath, [HOST_SERVER], {
    cwd: packageDir,
    env: { ...process.env, HOST_PORT: String(port) },
  });
  const url = `http://localhost:${port}/`;
  await waitUntilReady(url, { child, timeoutMs: 30_000 });
  return { url, stop: () => stopGroup(child) };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(9);

function printTable(
  rows: { page: string; formFactor: FormFactor; sample: Sample }[],
  runs: number,
  lighthouseVersion: string,
) {
  console.log(
    `\nLighthouse ${lighthouseVersion} performance, median of ${runs} cold load(s); round trips = sequential network round trips before the first product data\n`,
  );
  console.log(
    `${'page'.padEnd(22)}${'form'.padEnd(9)}${'score'.padStart(6)}${'FCP'.padStart(9)}${'LCP'.padStart(9)}${'TBT'.padStart(9)}${'CLS'.padStart(7)}${'trips'.padStart(7)}`,
  );
  for (const { page, formFactor, sample } of rows) {
    console.log(
      `${page.padEnd(22)}${formFactor.padEnd(9)}${Math.round(sample.score * 100)
        .toString()
        .padStart(
          6,
        )}${seconds(sample.fcpMs)}${seconds(sample.lcpMs)}${`${Math.round(sample.tbtMs)} ms`.padStart(9)}${sample.cls.toFixed(3).padStart(7)}${(sample.roundTrips === null ? '-' : String(sample.roundTrips)).padStart(7)}`,
    );
  }
}

/**
 * The share of the page's first HTML that is the rendered page (inside #root): 0 for a page the
 * browser renders from an empty shell. Product data that came in the page needs no round trip.
 */
async function renderedShareOfFirstHtml(url: string): Promise<number> {
  const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  const root = /<div id="?root"?>([\s\S]*)<\/div>\s*<\/body>/.exec(html);
  return root ? root[1]!.length / html.length : 0;
}

function printContentShares(shares: { page: string; share: number }[]) {
  console.log(
    '\nfirst HTML: share that is the rendered page (0 %: an empty shell the browser fills)',
  );
  for (const { page, share } of shares) {
    console.log(`${page.padEnd(22)}${`${Math.round(share * 100)} %`.padStart(6)}`);
  }
}

/** Keeps a run's report and DevTools log, to see what shifted and which request waited for which. */
function dumpLog(result: RunnerResult, name: string) {
  const base = path.join(process.env.LIGHTHOUSE_DUMP_DIR!, name.replace(/\W+/g, '_'));
  writeFileSync(`${base}.report.json`, JSON.stringify(result.lhr));
  const file = `${base}.json`;
  writeFileSync(
    file,
    JSON.stringify((result.artifacts as unknown as { DevtoolsLog: unknown }).DevtoolsLog),
  );
}

async function main() {
  const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error('LIGHTHOUSE_RUNS must be a whole number ≥ 1');
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const stops: (() => Promise<unknown>)[] = [];
  try {
    const stack = await launchStack({ paymentSandbox: false });
    stops.push(() => stack.stop());
    const reference = await startReferenceServer(mkdtempSync(path.join(workDir, 'reference-')));
    stops.push(reference.stop);
    const chromium = await startChromium(mkdtempSync(path.join(workDir, 'profile-')));
    stops.push(chromium.stop);

    const pages = process.env.LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim()) ?? PAGES;
    const targets = [
      { page: REFERENCE, url: reference.url },
      ...pages.map((page) => ({ page, url: stack.urlFor(page) })),
    ];
    const rows: { page: string; formFactor: FormFactor; sample: Sample }[] = [];
    let lighthouseVersion = '';
    for (const formFactor of Object.keys(FORM_FACTORS) as FormFactor[]) {
      for (const { page, url } of targets) {
        const samples: Sample[] = [];
        for (let run = 0; run < runs; run += 1) {
          const result = await lighthouse(
            url,
            {
              port: chromium.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
            },
            FORM_FACTORS[formFactor] as Config | undefined,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
          if (result.lhr.runtimeError) {
            throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
          }
          lighthouseVersion = result.lhr.lighthouseVersion;
          samples.push(sampleOf(result));
          if (process.env.LIGHTHOUSE_DUMP_DIR) dumpLog(result, `${formFactor}${page}-${run}`);
        }
        rows.push({ page, formFactor, sample: medianSample(samples) });
        process.stderr.write(`[lighthouse] ${formFactor} ${page} done\n`);
      }
    }
    printTable(rows, runs, lighthouseVersion);
    printContentShares(
      await Promise.all(
        targets
          .filter(({ page }) => page !== REFERENCE)
          .map(async ({ page, url }) => ({
            page,
            share: await renderedShareOfFirstHtml(url),
          })),
      ),
    );
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

// Ctrl-C skips 'exit' handlers, which stop the stack's servers, unless it becomes an exit.
process.once('SIGINT', () => process.exit(130));

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
