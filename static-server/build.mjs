// Bundles the server into dist/main.mjs (see build/bundle-node-server.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

import { bundleNodeServer } from '../build/bundle-node-server.mjs';

await bundleNodeServer(build, {
  packageDir: path.dirname(fileURLToPath(import.meta.url)),
  entry: 'src/main.ts',
  outfile: 'dist/main.mjs',
});
