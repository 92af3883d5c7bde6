// Bundles a package's Node server with esbuild so production runs it without TypeScript or tsx:
// workspace packages (TypeScript source) and the package's own files go into the bundle; the
// npm packages the package lists in `dependencies` stay imports, installed beside it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {typeof import('esbuild').build} build esbuild, from the package's own devDependencies
 * @param {{ packageDir: string, entry: string, outfile: string }} options paths inside packageDir
 */
export async function bundleNodeServer(build, { packageDir, entry, outfile }) {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const npmDependencies = Object.entries(manifest.dependencies ?? {})
    .filter(([, range]) => !String(range).startsWith('workspace:'))
    .map(([name]) => name);
  await build({
    absWorkingDir: packageDir,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Transitive npm imports of the bundled workspace code resolve from this package too.
    external: npmDependencies.flatMap((name) => [name, `${name}/*`]),
    // Bundled CommonJS (and its require of Node's built-ins) runs inside this ES module.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}
