// The env of a front-end package's server (the host's and every remote's), parsed by one zod object
// schema so a typo fails at start-up naming the variable, instead of a broken page later. The
// host's server extends the schema with its own settings (host/src/server/http/config.ts).
import { z } from 'zod';

import { FRONTEND_PACKAGES, storeDirectory } from './deployment';
import { LOCAL_STORE_HOSTS, type RuntimeEnv } from './page-protocol';

export { FRONTEND_PACKAGES };
import type { FrontendPackage } from './deployment';
export type { FrontendPackage };

export const DEFAULT_API_BASE_URL = 'http://localhost:4000';
/** Stripe.js when STRIPE_JS_URL is not set (the real provider's). */
const DEFAULT_STRIPE_JS_URL = 'https://js.stripe.com/v3/';
/** Mock mode's sample product API when MOCK_API_URL is not set (shared's DEFAULT_MOCK_API_URL). */
const DEFAULT_MOCK_API_URL = 'https://fakestoreapi.com';
// A host name as it may appear in a URL and a CSP source: no scheme, port, path or quote.
const SAFE_HOSTNAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/i;

/** An unset variable and an empty one mean the same: the default. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const httpUrl = z.string().refine(
  (url) => {
    try {
      return ['http:', 'https:'].includes(new URL(url).protocol);
    } catch {
      return false;
    }
  },
  { error: (issue) => `must hold http(s) URLs, got: ${String(issue.input)}` },
);

/** A JSON object of strings, e.g. REMOTES_JSON or STORE_HOSTS. */
const jsonStringMap = optionalText.transform((json, context) => {
  if (json === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = null;
  }
  const isStringMap =
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string');
  if (!isStringMap) {
    context.addIssue({ code: 'custom', message: `must be a JSON object of strings, got: ${json}` });
    return z.NEVER;
  }
  return value as Record<string, string>;
});

/** A whole number setting (a duration in ms, a count), `fallback` when unset. */
export const wholeNumber = (fallback: number, what = 'a whole number') =>
  optionalText
    .refine((value) => value === undefined || /^(?:0|[1-9]\d{0,6})$/.test(value), {
      error: (issue) => `must be ${what}, got "${String(issue.input)}"`,
    })
    .transform((value) => (value === undefined ? fallback : Number(value)));

const port = (defaultPort: number) =>
  optionalText
    .refine(
      (value) => {
        if (value === undefined) return true;
        const number = Number(value);
        return Number.isInteger(number) && number >= 0 && number <= 65535;
      },
      {
        error: (issue) => `must be a port number between 0 and 65535, got "${String(issue.input)}"`,
      },
    )
    .transform((value) => (value === undefined ? defaultPort : Number(value)));

const ports = Object.fromEntries(
  FRONTEND_PACKAGES.map((pkg) => [pkg.portEnv, port(pkg.defaultPort)]),
);

/** The env of a front-end package's server: variable name → what it must hold. */
export const frontendServerEnv = z.object({
  ...ports,
  API_BASE_URL: optionalText.pipe(httpUrl.optional()),
  STORE_ID: optionalText,
  STORE_HOSTS: jsonStringMap.refine(
    (hosts) => hosts === undefined || Object.keys(hosts).every((name) => SAFE_HOSTNAME.test(name)),
    {
      error: (issue) =>
        `names a host that is not a host name: "${Object.keys(issue.input as object).find((name) => !SAFE_HOSTNAME.test(name))}"`,
    },
  ),
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_JS_URL: optionalText.pipe(httpUrl.optional()),
  CATALOG_SOURCE: optionalText.pipe(
    z
      .enum(['api', 'mock'], {
        error: (issue) => `must be "api" or "mock", got "${String(issue.input)}"`,
      })
      .optional(),
  ),
  MOCK_API_URL: optionalText.pipe(httpUrl.optional()),
  /** The remotes map for every host name (JSON); unset: built from the remotes' ports. */
  REMOTES_JSON: jsonStringMap.refine(
    (remotes) => remotes === undefined || Object.values(remotes).every(isHttpUrl),
    { error: (issue) => `must hold http(s) URLs, got: ${JSON.stringify(issue.input)}` },
  ),
  /** The shell's origins allowed to load this server's files (comma list). */
  SHELL_ORIGINS: optionalText.transform((list, context) => {
    if (list === undefined) return undefined;
    const origins = list
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
    const bad = origins.find((origin) => !isHttpUrl(origin));
    if (bad) {
      context.addIssue({ code: 'custom', message: `must hold http(s) URLs, got: ${bad}` });
      return z.NEVER;
    }
    return origins.map((origin) => new URL(origin).origin);
  }),
  /** The listen address (LISTEN_HOST is the older name); loopback unless the operator opens it up. */
  HOST: optionalText,
  LISTEN_HOST: optionalText,
  /** The deployment store (relative to the repository), `.deployments/` when unset. */
  DEPLOY_DIR: optionalText,
});

export type FrontendServerEnv = z.output<typeof frontendServerEnv>;

function isHttpUrl(url: string): boolean {
  return httpUrl.safeParse(url).success;
}

/**
 * The env checked against `schema`, or one Error naming every bad variable and why (the shape of
 * @storefront/shared/config's readEnv, which replaces this once merged).
 */
export function readEnv<Schema extends z.ZodObject>(
  schema: Schema,
  env: Record<string, string | undefined>,
): z.output<Schema> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new Error(problems.join('; '));
}

/**
 * The remotes map a page on `hostname` loads when the env names none: federation name → manifest
 * URL on that host name, at each remote's port.
 */
export function defaultRemotesMap(
  env: FrontendServerEnv,
  hostname: string,
): Record<string, string> {
  return Object.fromEntries(
    FRONTEND_PACKAGES.filter((pkg) => pkg.remote !== null).map((pkg) => [
      pkg.remote,
      `http://${hostname}:${portOf(env, pkg)}/mf-manifest.json`,
    ]),
  );
}

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
  const runtimeEnv: RuntimeEnv = { apiBaseUrl: env.API_BASE_URL ?? DEFAULT_API_BASE_URL };
  if (env.STORE_ID) runtimeEnv.storeId = env.STORE_ID;
  if (env.STORE_HOSTS) runtimeEnv.storeHosts = env.STORE_HOSTS;
  if (env.STRIPE_PUBLISHABLE_KEY) runtimeEnv.stripePublishableKey = env.STRIPE_PUBLISHABLE_KEY;
  if (env.STRIPE_JS_URL) runtimeEnv.stripeJsUrl = env.STRIPE_JS_URL;
  if (env.CATALOG_SOURCE === 'mock') {
    runtimeEnv.catalogSource = 'mock';
    runtimeEnv.mockApiUrl = env.MOCK_API_URL ?? DEFAULT_MOCK_API_URL;
  }

  const hostNames = [
    ...new Set(
      [...Object.keys(LOCAL_STORE_HOSTS), ...Object.keys(runtimeEnv.storeHosts ?? {})].map((name) =>
        name.toLowerCase(),
      ),
    ),
  ];
  /** Store host name → remotes map. */
  const remotesByHost = new Map(
    hostNames.map((name) => [name, env.REMOTES_JSON ?? defaultRemotesMap(env, name)]),
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
