// The host's server decides a page's store from its host name the way the browser does (shared's
// DEFAULT_STORE_HOSTS): a sitemap must never list one store's pages under another's name.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { it } from 'node:test';

import { LOCAL_STORE_HOSTS } from './lib/ports.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

it("maps each local host name to the store shared's resolution gives it", () => {
  // shared is TypeScript: the store API's tsx reads it.
  const printed = execFileSync(
    path.join(REPO_ROOT, 'store-api', 'node_modules', '.bin', 'tsx'),
    [
      '-e',
      "import('./shared/src/domain/store-resolution.ts').then((m) => process.stdout.write(JSON.stringify(m.DEFAULT_STORE_HOSTS)))",
    ],
    { cwd: REPO_ROOT, encoding: 'utf8', timeout: 30_000 },
  );
  const shared = JSON.parse(printed);
  const localNames = Object.keys(shared).filter(
    (name) => !name.includes('.') || name.endsWith('.localhost') || /^[\d.]+$/.test(name),
  );
  assert.deepEqual(
    Object.fromEntries(localNames.map((name) => [name, shared[name]])),
    LOCAL_STORE_HOSTS,
  );
});
