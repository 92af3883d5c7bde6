/**
 * @jest-environment node
 */
// The build gives every package this module as `react-router-dom` (build/federation-shared.cjs), so
// a name the code imports from the package but this module lacks would be undefined in the browser.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as router from './index';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const FRONTEND_PACKAGES = [
  'host',
  'catalog-mfe',
  'cart-checkout-mfe',
  'account-mfe',
  'content-mfe',
];
const ROUTER_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'react-router-dom'/g;

/** Source files that reach a bundle: not tests, not the test helpers (those use the real package). */
function bundledSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'test' || entry.name === 'testing' ? [] : bundledSources(file);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function importedRouterValues(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(ROUTER_IMPORT)].flatMap(([, names = '']) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type ')),
  );
}

describe('the shared router module', () => {
  const sources = ['ui-kit', 'platform', ...FRONTEND_PACKAGES].flatMap((pkg) =>
    bundledSources(path.join(REPO_ROOT, pkg, 'src')),
  );

  it('exports every react-router-dom value the bundled code imports', () => {
    const imported = new Set(sources.flatMap(importedRouterValues));
    expect(imported.size).toBeGreaterThan(0);
    const missing = [...imported].filter((name) => !(name in router));
    expect(missing).toEqual([]);
  });
});
