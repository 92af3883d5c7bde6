// The env of a front-end package's server (the host's and every remote's), parsed with the
// project's one env helper (@storefront/contract/config) so a typo fails at start-up naming the
// variable, instead of a broken page later. The runtime env's variables and their defaults are
// the contract's (the page reads the same fields); the host's server extends the schema with its own
// settings (host/src/server/http/config.ts).
import {
  commaList,
  httpUrl,
  jsonObject,
  port,
  readEnv,
  runtimeEnvFromVariables,
  runtimeEnvVariableFields,
  text,
} from '@storefront/contract/config';
import { z } from 'zod';

import {
  FRONTEND_PACKAGES,
  defaultRemotesMap,
  storeDirectory,
  type FrontendPackage,
} from './deployment';
import { LOCAL_STORE_HOSTS } from './page-protocol';

export { FRONTEND_PACKAGES, readEnv };
export type { FrontendPackage };

/** Stripe.js when STRIPE_JS_URL is not set (the real provider's). */
const DEFAULT_STRIPE_JS_URL = 'https://js.stripe.com/v3/';

const ports = Object.fromEntries(
  FRONTEND_PACKAGES.map((pkg) => [pkg.portEnv, port().default(pkg.defaultPort)]),
);

/** The env of a front-end package's server: variable name → what it must hold. */
export const frontendServerEnv = z.object({
  ...ports,
  ...runtimeEnvVariableFields,
  /** The remotes map for every host name (JSON); unset: built from the remotes' ports. */
  REMOTES_JSON: jsonObject(
    httpUrl(),
    '{"catalog":"https://catalog.example/mf-manifest.json"}',
  ).optional(),
  /** The shell's origins allowed to load this server's files (comma list). */
  SHELL_ORIGINS: commaList()
    .pipe(z.array(httpUrl().transform((url) => new URL(url).origin)))
    .optional(),
  /** The listen address (LISTEN_HOST is the older name); loopback unless the operator opens it up. */
  HOST: text().optional(),
  LISTEN_HOST: text().optional(),
  /** The deployment store (relative to the repository), `.deployments/` when unset. */
  DEPLOY_DIR: text().optional(),
});

export type FrontendServerEnv = z.output<typeof frontendServerEnv>;

function portOf(env: FrontendServerEnv, pkg: FrontendPackage): number {
  return (env as unknown as Record<string, number>)[pkg.portEnv] ?? pkg.defaultPort;
}

/**
 * What a front-end package's server runs with, from its parsed env.
 * @param packageName the package's directory name (host, catalog-mfe, ...)
 */
export function frontendServerConfig(packageName: string, env: FrontendServerEnv) {
  const pkg = FRONTEND_PACKAGES.find((candidate) => candidate.dir === packageName);
  if (!pkg) {
    const known = FRONTEND_PACKAGES.map((candidate) => candidate.dir).join(', ');
    throw new Error(`unknown front-end package "${packageName}" (expected one of ${known})`);
  }
  const runtimeEnv = runtimeEnvFromVariables(env);

  const hostNames = [
    ...new Set(
      [...Object.keys(LOCAL_STORE_HOSTS), ...Object.keys(runtimeEnv.storeHosts ?? {})].map((name) =>
        name.toLowerCase(),
      ),
    ),
  ];
  /** Store host name → remotes map. */
  const remotesByHost = new Map(
    hostNames.map((name) => [
      name,
      env.REMOTES_JSON ?? defaultRemotesMap(name, (pkg) => portOf(env, pkg)),
    ]),
  );
  const remoteOrigins = new Set(
    [...remotesByHost.values()].flatMap((remotes) =>
      Object.values(remotes).map((url) => new URL(url).origin),
    ),
  );
  const shellPort = portOf(env, FRONTEND_PACKAGES[0]!);
  const shellOrigins = env.SHELL_ORIGINS ?? hostNames.map((name) => `http://${name}:${shellPort}`);

  /** Store host name → the store it serves (STORE_ID wins). */
  const storeByHost = new Map(
    Object.entries({ ...LOCAL_STORE_HOSTS, ...runtimeEnv.storeHosts }).map(([name, id]) => [
      name.toLowerCase(),
      runtimeEnv.storeId ?? id,
    ]),
  );

  return {
    packageName,
    isHost: pkg.remote === null,
    /** The remote's name in the deployment store; null for the host. */
    remote: pkg.remote,
    storeDir: storeDirectory(env),
    port: portOf(env, pkg),
    listenHost: env.HOST ?? env.LISTEN_HOST ?? '127.0.0.1',
    runtimeEnv,
    storeByHost,
    remotesByHost,
    /** The remotes map differs per host name only when it is built from the ports. */
    remotesVaryByHost: env.REMOTES_JSON === undefined,
    shellOrigins: new Set(shellOrigins),
    /** Where the page's scripts, data and images may come from (its CSP). */
    csp: {
      apiOrigin: new URL(runtimeEnv.apiBaseUrl).origin,
      // The checkout loads Stripe.js from here (the sandbox's stand-in offline); it may talk home.
      stripeJsOrigin: new URL(runtimeEnv.stripeJsUrl ?? DEFAULT_STRIPE_JS_URL).origin,
      remoteOrigins: [...remoteOrigins],
      // Mock mode's catalogue and its images come from the sample product API.
      mockApiOrigin: runtimeEnv.mockApiUrl ? new URL(runtimeEnv.mockApiUrl).origin : null,
    },
  };
}

export type FrontendServerConfig = ReturnType<typeof frontendServerConfig>;
export type CspSources = FrontendServerConfig['csp'];

/** The server config of a front-end package from the process env (or `env`). */
export function readServerConfig(
  packageName: string,
  env: Record<string, string | undefined> = process.env,
): FrontendServerConfig {
  return frontendServerConfig(packageName, readEnv(frontendServerEnv, env));
}
