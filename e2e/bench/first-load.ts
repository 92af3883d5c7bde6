// First-load JavaScript of each kind of page (home, product list and page, category, a content page,
// the cart, the checkout, sign-in): loads each in a fresh Chromium profile, records every script
// response with its transfer size (brotli or gzip, as the servers sent it) and the size of its gzip
// copy, and splits the total by what the bytes are for (entry, exposed module, shared singleton;
// each package's mf-manifest.json) and by the npm or workspace package the code comes from (each
// build's chunk-packages.json), then one line per page with the sequential request levels the page
// went through before its largest contentful paint (round-trips.ts, from the DevTools protocol's
// network events). Prints figures only; `npm run bench` runs it (`--bytes-only` leaves out the
// long tasks).
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium, type Page } from '@playwright/test';

import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { FRONTEND_PACKAGES } from '../../scripts/lib/ports.mjs';
import { launchStack } from '../lib/launch-stack';
import { remoteArea } from '../lib/storefront';
import { levelsBefore, navigationStart, type DevtoolsMessage } from './round-trips';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { CHUNK_PACKAGES_FILE } = createRequire(import.meta.url)(
  '../../build/chunk-packages-plugin.cjs',
) as { CHUNK_PACKAGES_FILE: string };

/** Script file → package → bytes of source it holds (build/chunk-packages-plugin.cjs). */
type ChunkPackages = Record<string, Record<string, number>>;

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
}
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string } };
  shared?: { name: string; assets: ManifestAssets }[];
  exposes?: { path: string; assets: ManifestAssets }[];
}

interface LoadedScript {
  packageDir: string;
  file: string;
  part: string;
  /** Bytes on the wire: brotli or gzip, as the server chose. */
  wireBytes: number;
  /** Size of the build's gzip copy of the file, the unit of the first-load budget. */
  gzipBytes: number;
  rawBytes: number;
  /** Package → share of this file's code (sums to 1). */
  packageShares: Map<string, number>;
}

/** What a file of a package is for, read from its manifest. */
function partOf(file: string, manifest: FederationManifest | null): string {
  if (!manifest) return 'other';
  if (file === manifest.metaData?.remoteEntry?.name) return 'remote entry';
  const inAssets = (assets: ManifestAssets) =>
    [...assets.js.sync, ...assets.js.async].includes(file);
  const shared = manifest.shared?.find((entry) => inAssets(entry.assets));
  if (shared) return `shared: ${shared.name}`;
  const exposed = manifest.exposes?.find((entry) => inAssets(entry.assets));
  if (exposed) return `exposes ${exposed.path}`;
  return file.startsWith('main.') ? 'entry (main)' : 'split chunks';
}

function fileSize(packageDir: string, file: string): number {
  try {
    return statSync(path.join(REPO_ROOT, packageDir, 'dist', file)).size;
  } catch {
    return 0;
  }
}

/** Each package's share of a script's code; a file the build did not describe is "unknown". */
function packageSharesOf(file: string, chunkPackages: ChunkPackages | null): Map<string, number> {
  const sizes = Object.entries(chunkPackages?.[file] ?? {});
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  if (total === 0) return new Map([['unknown (no chunk-packages.json entry)', 1]]);
  return new Map(sizes.map(([name, size]) => [name, size / total]));
}

type LongTaskWindow = Window & { __longTaskMs?: number[] };

/** Runs in the page before its scripts: keeps the duration of every main-thread task over 50 ms. */
function recordLongTasks() {
  const durations: number[] = [];
  (window as LongTaskWindow).__longTaskMs = durations;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

type LcpWindow = Window & { __lcpMs?: number };

/** Runs in the page before its scripts: keeps the time of its latest largest contentful paint. */
function recordLargestPaint() {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) (window as LcpWindow).__lcpMs = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

const NETWORK_EVENTS = [
  'Network.requestWillBeSent',
  'Network.loadingFinished',
  'Network.loadingFailed',
] as const;

/** Keeps the page's network events in the shape of a DevTools protocol log (round-trips.ts). */
async function recordNetwork(page: Page): Promise<DevtoolsMessage[]> {
  const log: DevtoolsMessage[] = [];
  const session = await page.context().newCDPSession(page);
  for (const method of NETWORK_EVENTS) {
    session.on(method, (params: unknown) => log.push({ method, params }));
  }
  await session.send('Network.enable');
  return log;
}

/** The request levels the page went through before its largest contentful paint (null: no LCP). */
async function levelsBeforeLcp(page: Page, log: DevtoolsMessage[]): Promise<number | null> {
  const lcpMs = await page.evaluate(() => (window as LcpWindow).__lcpMs ?? null);
  const start = navigationStart(log);
  if (lcpMs === null || start === null) return null;
  return levelsBefore(log, start + lcpMs / 1000);
}

function printLongTasks(durations: number[]) {
  const total = durations.reduce((sum, ms) => sum + ms, 0);
  console.log(
    `Long tasks until the page showed: ${durations.length}, ${Math.round(total)} ms in all, longest ${Math.round(Math.max(0, ...durations))} ms (no CPU throttling; a busy machine inflates them)`,
  );
}

async function fetchJson<T>(url: string): Promise<T | null> {
  const response = await fetch(url).catch(() => null);
  return response?.ok ? ((await response.json()) as T) : null;
}

/** The pages measured, each in a fresh profile, with the remote area that shows it is there. */
const MEASURED_PAGES = [
  { path: '/', area: 'catalog', title: 'the home page' },
  { path: '/product', area: 'catalog', title: 'the product list (/product)' },
  { path: '/product/1', area: 'catalog', title: 'a product page (/product/1)' },
  { path: '/categories/1', area: 'catalog', title: 'a category (/categories/1)' },
  { path: '/about', area: 'content', title: 'a content page (/about)' },
  // Neither forms nor their validation are needed until the shopper goes to the checkout.
  { path: '/cart', area: 'cartCheckout', title: 'the empty cart (/cart)' },
  { path: '/checkout/customer', area: 'cartCheckout', title: 'the checkout (/checkout/customer)' },
  { path: '/login', area: 'account', title: 'sign-in (/login)' },
] as const;

/** `--bytes-only`: bytes alone, without the long tasks (timings mean nothing on a busy machine). */
const BYTES_ONLY = process.argv.includes('--bytes-only');

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);

async function main() {
  const stack = await launchStack({ paymentSandbox: false });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const origins = new Map<string, string>([[new URL(stack.hostUrl).origin, 'host']]);
    for (const pkg of FRONTEND_PACKAGES) {
      const remoteUrl = pkg.remote ? stack.remoteUrls[pkg.remote] : undefined;
      if (remoteUrl) origins.set(new URL(remoteUrl).origin, pkg.dir);
    }
    const manifests = new Map<string, FederationManifest | null>();
    const chunkPackages = new Map<string, ChunkPackages | null>();
    for (const [origin, dir] of origins) {
      manifests.set(dir, await fetchJson<FederationManifest>(`${origin}/mf-manifest.json`));
      chunkPackages.set(dir, await fetchJson<ChunkPackages>(`${origin}/${CHUNK_PACKAGES_FILE}`));
    }

    const totals: ({ path: string; levels: number | null } & Sizes)[] = [];
    for (const { path: pagePath, area, title } of MEASURED_PAGES) {
      const page = await (await browser.newContext()).newPage();
      await page.addInitScript(recordLongTasks);
      await page.addInitScript(recordLargestPaint);
      const network = await recordNetwork(page);
      const pending: Promise<LoadedScript | null>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        pending.push(
          request.sizes().then((sizes) => {
            const url = new URL(request.url());
            const packageDir = origins.get(url.origin) ?? url.origin;
            const file = url.pathname.slice(1);
            return {
              packageDir,
              file,
              part: partOf(file, manifests.get(packageDir) ?? null),
              wireBytes: sizes.responseBodySize,
              gzipBytes: fileSize(packageDir, `${file}.gz`),
              rawBytes: fileSize(packageDir, file),
              packageShares: packageSharesOf(file, chunkPackages.get(packageDir) ?? null),
            };
          }),
        );
      });
      await page.goto(stack.urlFor(pagePath), { waitUntil: 'networkidle' });
      await remoteArea(page, area).waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const scripts = (await Promise.all(pending)).filter(
        (script): script is LoadedScript => script !== null,
      );

      const levels = await levelsBeforeLcp(page, network);
      printTable(title, scripts);
      console.log(
        `Sequential request levels before the largest contentful paint: ${levels ?? '-'}`,
      );
      totals.push({ path: pagePath, levels, ...totalsOf(scripts) });
      if (!BYTES_ONLY) {
        printLongTasks(await page.evaluate(() => (window as LongTaskWindow).__longTaskMs ?? []));
      }
      await page.context().close();
    }
    console.log('\nFirst-load JS of every page (KB)\n');
    console.log(
      `${'page'.padEnd(22)}${'files'.padStart(6)}${'wire'.padStart(9)}${'gzip'.padStart(9)}${'levels before LCP'.padStart(19)}`,
    );
    for (const row of totals) {
      console.log(
        `${row.path.padEnd(22)}${String(row.files).padStart(6)} ${kb(row.wire)} ${kb(row.gzip)}${String(row.levels ?? '-').padStart(19)}`,
      );
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

function totalsOf(scripts: LoadedScript[]): Sizes {
  const sum = (pick: (script: LoadedScript) => number) =>
    scripts.reduce((total, script) => total + pick(script), 0);
  return {
    files: scripts.length,
    wire: sum((s) => s.wireBytes),
    gzip: sum((s) => s.gzipBytes),
    raw: sum((s) => s.rawBytes),
  };
}

interface Sizes {
  files: number;
  wire: number;
  gzip: number;
  raw: number;
}

/** Adds `share` of a script's sizes to the row under `key`. */
function addTo(rows: Map<string, Sizes>, key: string, script: LoadedScript, share = 1) {
  const row = rows.get(key) ?? { files: 0, wire: 0, gzip: 0, raw: 0 };
  row.files += 1;
  row.wire += script.wireBytes * share;
  row.gzip += script.gzipBytes * share;
  row.raw += script.rawBytes * share;
  rows.set(key, row);
}

function printRows(title: string, columns: [string, string], rows: Map<string, Sizes>) {
  console.log(`\n${title}\n`);
  console.log(
    `${columns[0].padEnd(20)}${columns[1].padEnd(40)}${'files'.padStart(6)}${'wire'.padStart(9)}${'gzip'.padStart(9)}${'raw'.padStart(9)}`,
  );
  const sorted = [...rows].sort(([, a], [, b]) => b.gzip - a.gzip);
  for (const [key, row] of sorted) {
    const [first, second] = key.split('\t') as [string, string];
    console.log(
      `${first.padEnd(20)}${second.padEnd(40)}${String(row.files).padStart(6)} ${kb(row.wire)} ${kb(row.gzip)} ${kb(row.raw)}`,
    );
  }
}

function printTable(title: string, scripts: LoadedScript[]) {
  const byPart = new Map<string, Sizes>();
  const byPackage = new Map<string, Sizes>();
  for (const script of scripts) {
    addTo(byPart, `${script.packageDir}\t${script.part}`, script);
    for (const [name, share] of script.packageShares) {
      addTo(byPackage, `${script.packageDir}\t${name}`, script, share);
    }
  }
  console.log(
    `\nFirst-load JS of ${title} (KB; wire = compressed bytes on the wire, gzip = the build's .gz copy)`,
  );
  printRows('By file: what each file is for', ['served by', 'part'], byPart);
  printRows(
    'By package: whose code the bytes are (a file split by the source size of its modules)',
    ['served by', 'package'],
    byPackage,
  );

  const total = totalsOf(scripts);
  console.log(
    `\nTotal: ${scripts.length} scripts, ${kb(total.wire).trim()} KB on the wire, ${kb(total.gzip).trim()} KB gzip, ${kb(total.raw).trim()} KB raw`,
  );
}

// Ctrl-C skips 'exit' handlers, which stop the stack's servers, unless it becomes an exit.
process.once('SIGINT', () => process.exit(130));

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
