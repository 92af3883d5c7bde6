// Starting a front-end package's server from its package directory (what `npm start` runs in it):
// the env checked, its dist there, listening until SIGTERM or SIGINT.
import { stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import type { FrontendServerConfig } from './config';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs the server that `create` makes for the package in the working directory, or exits with a
 * message naming what is wrong (a bad variable, a missing build, a port taken).
 */
export async function servePackage<Config extends FrontendServerConfig>(
  readConfig: (packageName: string) => Config,
  create: (options: { root: string; config: Config }) => Promise<FastifyInstance>,
): Promise<void> {
  const packageDir = process.cwd();
  const packageName = path.basename(packageDir);
  const root = path.join(packageDir, 'dist');
  const fail = (message: string) => {
    console.error(`static-server: ${message}`);
    process.exit(1);
  };
  let config: Config;
  try {
    config = readConfig(packageName);
  } catch (error) {
    return fail(errorText(error));
  }
  if (!(await stat(path.join(root, 'index.html')).catch(() => null))) {
    return fail(`${root}/index.html is missing: run "pnpm --filter ${packageName} build" first`);
  }

  const app = await create({ root, config });
  try {
    await app.listen({ port: config.port, host: config.listenHost });
  } catch (error) {
    return fail(`cannot listen on ${config.listenHost}:${config.port}: ${errorText(error)}`);
  }
  // No package prefix: `npm start` already prefixes every line with the package name.
  const { port } = app.server.address() as AddressInfo;
  console.log(`serving ${root} on http://localhost:${port}`);

  const shutdown = () => {
    void app.close().then(() => process.exit(0));
    app.server.closeAllConnections();
    // Do not hang forever on a stuck socket.
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
