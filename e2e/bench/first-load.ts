// First-load JavaScript of the home page: loads http://localhost:<host>/ in a fresh Chromium
// profile, records every script response with its transfer size (brotli or gzip, as the servers sent it), and splits the total by
// package and by what the bytes are for (entry, exposed module, shared singleton), using each
// package's mf-manifest.json. Prints figures only; `npm run bench` runs it.
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';

import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { FRONTEND_PACKAGES } from '../../scripts/lib/ports.mjs';
import { launchStack } from '../lib/launch-stack';
import { remoteArea } from '../lib/storefront';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
  gzipBytes: number;
  rawBytes: number;
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
  return file.startsWith('main.') ? 'entry (main)' : 'other chunks';
}

function rawSize(packageDir: string, file: string): number {
  try {
    return statSync(path.join(REPO_ROOT, packageDir, 'dist', file)).size;
  } catch {
    return 0;
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);

async function main() {
  const stack = await launchStack({ paymentSandbox: false });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const origins = new Map<string, string>([[new URL(stack.hostUrl).origin, 'host']]);
    for (const pkg of FRONTEND_PACKAGES) {
      if (pkg.remote)
        origins.set(
          new URL(stack.remoteUrls[pkg.remote as keyof typeof stack.remoteUrls]).origin,
          pkg.dir,
        );
    }
    const manifests = new Map<string, FederationManifest | null>();
    for (const [origin, dir] of origins) {
      const response = await fetch(`${origin}/mf-manifest.json`).catch(() => null);
      manifests.set(dir, response?.ok ? ((await response.json()) as FederationManifest) : null);
    }

    const page = await (await browser.newContext()).newPage();
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
            gzipBytes: sizes.responseBodySize,
            rawBytes: rawSize(packageDir, file),
          };
        }),
      );
    });
    await page.goto(stack.urlFor('/'), { waitUntil: 'networkidle' });
    await remoteArea(page, 'catalog').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(pending)).filter(
      (script): script is LoadedScript => script !== null,
    );

    printTable(scripts);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

function printTable(scripts: LoadedScript[]) {
  const rows = new Map<string, { files: number; gzip: number; raw: number }>();
  for (const script of scripts) {
    const key = `${script.packageDir}\t${script.part}`;
    const row = rows.get(key) ?? { files: 0, gzip: 0, raw: 0 };
    row.files += 1;
    row.gzip += script.gzipBytes;
    row.raw += script.rawBytes;
    rows.set(key, row);
  }
  console.log('\nFirst-load JS of the home page (KB; wire = compressed bytes on the wire)\n');
  console.log(
    `${'package'.padEnd(20)}${'part'.padEnd(36)}${'files'.padStart(6)}${'wire'.padStart(9)}${'raw'.padStart(9)}`,
  );
  const sorted = [...rows].sort(([a], [b]) => a.localeCompare(b));
  for (const [key, row] of sorted) {
    const [packageDir, part] = key.split('\t') as [string, string];
    console.log(
      `${packageDir.padEnd(20)}${part.padEnd(36)}${String(row.files).padStart(6)} ${kb(row.gzip)} ${kb(row.raw)}`,
    );
  }

  console.log('\nPer package (own code = everything but shared singletons)\n');
  const packages = [...new Set(scripts.map((script) => script.packageDir))].sort();
  for (const packageDir of packages) {
    const own = scripts.filter(
      (s) => s.packageDir === packageDir && !s.part.startsWith('shared: '),
    );
    const shared = scripts.filter(
      (s) => s.packageDir === packageDir && s.part.startsWith('shared: '),
    );
    const sum = (list: LoadedScript[]) => list.reduce((total, s) => total + s.gzipBytes, 0);
    console.log(
      `${packageDir.padEnd(20)} own ${kb(sum(own))} KB on the wire   shared singletons served ${kb(sum(shared))} KB on the wire`,
    );
  }
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const totalRaw = scripts.reduce((sum, script) => sum + script.rawBytes, 0);
  console.log(
    `\nTotal: ${scripts.length} scripts, ${kb(total).trim()} KB on the wire, ${kb(totalRaw).trim()} KB raw`,
  );
}

// Ctrl-C skips 'exit' handlers, which stop the stack's servers, unless it becomes an exit.
process.once('SIGINT', () => process.exit(130));

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
