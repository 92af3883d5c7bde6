// The servers import the runtime entry on every start: it must stay free of the TypeScript
// compiler, the publish entry and the development scripts (the issue this package was made for).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';

const SOURCE_DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every module `entry` reaches through its static imports and re-exports, as specifiers; an
 * `import type` loads nothing (the signal store names ioredis's types, the caller brings the client).
 */
function reachable(
  entry: string,
  seen = new Set<string>(),
): { files: string[]; packages: string[] } {
  if (seen.has(entry)) return { files: [], packages: [] };
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  const specifiers = [
    ...source.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from\s*['"]([^'"]+)['"]/gm),
  ].flatMap((match) => (match[1] ? [match[1]] : []));
  const files = [entry];
  const packages: string[] = [];
  for (const specifier of specifiers) {
    if (specifier.startsWith('.')) {
      const file = path.resolve(path.dirname(entry), specifier.replace(/\.js$/, '.ts'));
      const found = reachable(file, seen);
      files.push(...found.files);
      packages.push(...found.packages);
    } else if (!isBuiltin(specifier)) {
      packages.push(specifier);
    }
  }
  return { files, packages };
}

describe('the runtime entry (@storefront/deploy)', () => {
  const { files, packages } = reachable(path.join(SOURCE_DIR, 'index.ts'));

  test('loads only zod and semver, never the TypeScript compiler', () => {
    assert.deepEqual([...new Set(packages)].sort(), ['semver', 'zod']);
  });

  test('stays out of the publish entry and out of the repository’s scripts', () => {
    const outside = files
      .map((file) => path.relative(SOURCE_DIR, file))
      .filter((file) => file.startsWith('publish') || file.startsWith('..'));
    assert.deepEqual(outside, []);
  });
});
