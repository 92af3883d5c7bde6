// Store API configuration: read once from the environment and validated with zod at start-up.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  commaList,
  flag,
  httpOrigin,
  jsonObject,
  logLevel,
  port,
  positiveInteger,
  readEnv,
  text,
  wholeNumber,
} from '@storefront/contract/config';
import { DEFAULT_STORE_HOSTS } from '@storefront/contract';
import { z } from 'zod';

export { ConfigError } from '@storefront/contract/config';

/** The store-api package directory: relative paths in the configuration are resolved from it. */
export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const DAY_MS = 24 * 60 * 60 * 1000;

/** Shortest AUTH_TOKEN_SECRET accepted: 256 bits, the HMAC-SHA256 key size. */
const MIN_TOKEN_SECRET_BYTES = 32;

/** How long the API waits on the database before it answers 503 (see DatabaseTimeouts). */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  acquireMs: 3000,
  statementMs: 3000,
  lockMs: 2000,
  idleInTransactionMs: 10_000,
};

/** A request still unanswered after this gets 503: "within 5 s" with room to send it. */
const DEFAULT_REQUEST_TIMEOUT_MS = 4500;

/**
 * The card provider's SDK: a try and one retry of 1.5 s each, with the SDK's half-second pause
 * between them (3.5 s), end before the request deadline, so a provider that does not answer
 * gets the caller a clear answer in time.
 */
const DEFAULT_PROVIDER_TIMEOUT_MS = 1500;
const DEFAULT_PROVIDER_RETRIES = 1;

/**
 * A Redis command unanswered after this fails, and the caller goes on without Redis (a limit
 * fails open or counts in-process): far under the request deadline, well over a healthy reply.
 */
const DEFAULT_REDIS_COMMAND_TIMEOUT_MS = 500;

/** The longest pause of an account's sign-in: pauses double during an attack up to this. */
export const MAX_SIGN_IN_PAUSE_MS = 60 * 60 * 1000;

/** A claimed e-mail is another worker's after this: a crashed process delays it < 1 minute. */
export const DEFAULT_OUTBOX_LEASE_MS = 45_000;

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY next to IPs and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const envSchema = z
  .object({
    STORE_API_PORT: port().default(4000),
    // Loopback only unless told otherwise: exposing the API is a deliberate choice.
    HOST: text().default('127.0.0.1'),
    TRUST_PROXY: commaList()
      .refine((entries) => entries.every(isProxyAddress), {
        error: 'must list IP addresses or CIDR ranges (or loopback), separated by commas',
      })
      .default([]),
    RATE_LIMIT_MAX: positiveInteger(1_000_000_000).default(600),
    RATE_LIMIT_IMAGES_MAX: positiveInteger(1_000_000_000).default(3000),
    // 20 a second: two load balancers checking ten processes every second.
    RATE_LIMIT_HEALTH_MAX: positiveInteger(1_000_000_000).default(1200),
    // The host server's renders (SERVER_RENDER_API_KEY): some 145 uncached pages in 5 s, 3-4
    // queries each, from one address; its own per-client budget bounds what shoppers can cause.
    RATE_LIMIT_SERVER_MAX: positiveInteger(1_000_000_000).default(6000),
    RATE_LIMIT_WINDOW_MS: positiveInteger(24 * 60 * 60 * 1000).default(60_000),
    CONTACT_RATE_LIMIT_MAX: positiveInteger(1_000_000_000).default(5),
    CONTACT_RATE_LIMIT_WINDOW_MS: positiveInteger(24 * 60 * 60 * 1000).default(60 * 60 * 1000),
    JOB_LIST_WRITES_MAX: positiveInteger(1_000_000_000).default(120),
    JOB_LIST_WRITES_WINDOW_MS: positiveInteger(24 * 60 * 60 * 1000).default(60_000),
    // A quick order looks up to 100 numbers at once: a contractor checks a list a few times a
    // minute, a scraper walking the catalogue by number would need thousands.
    QUICK_ORDER_RATE_LIMIT_MAX: positiveInteger(1_000_000_000).default(30),
    QUICK_ORDER_RATE_LIMIT_WINDOW_MS: positiveInteger(24 * 60 * 60 * 1000).default(60_000),
    UNPAID_CHECKOUTS_MAX: positiveInteger(1_000_000_000).default(5),
    UNPAID_UNITS_MAX: positiveInteger(1_000_000_000).default(50),
    API_DOCS: flag().default(true),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
      .default('public'),
    // false behind a transaction pooler (PgBouncer's pool_mode = transaction), which keeps nothing
    // between transactions: no named statements, and the schema and limits set per transaction.
    DATABASE_PREPARED_STATEMENTS: flag().default(true),
    PGLITE_DIR: text().default('.data/pglite'),
    PUBLIC_BASE_URL: httpOrigin().optional(),
    CORS_ORIGINS: commaList().optional(),
    SEED_ON_START: flag().default(true),
    // How long a catalogue answer is reused in-process and by browsers; 0 turns the cache off.
    CATALOG_CACHE_TTL_MS: wholeNumber(0, 60_000).default(5000),
    SEED_PRODUCTS_PER_STORE: positiveInteger(100_000).default(320),
    // smtp(s)://user:pass@host:port; unset, the outbox keeps its messages and sends nothing.
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.email({ error: 'must be an e-mail address' }).optional(),
    OUTBOX_POLL_MS: positiveInteger(60 * 60 * 1000).default(1000),
    OUTBOX_MAX_ATTEMPTS: positiveInteger(1000).default(12),
    COURTESY_EMAILS_PER_CLIENT_MAX: positiveInteger(1_000_000_000).default(5),
    COURTESY_EMAILS_PER_RECIPIENT_MAX: positiveInteger(1_000_000_000).default(3),
    COURTESY_EMAILS_WINDOW_MS: positiveInteger(7 * DAY_MS).default(DAY_MS),
    // Its SMTP timeouts are derived from it (a quarter each), so one send always fits in a lease.
    OUTBOX_LEASE_MS: wholeNumber(4000, 60 * 60 * 1000).default(DEFAULT_OUTBOX_LEASE_MS),
    // Fail fast: the database, the request and the card provider each have a time limit.
    DB_ACQUIRE_TIMEOUT_MS: positiveInteger(60_000).default(DEFAULT_DATABASE_TIMEOUTS.acquireMs),
    DB_STATEMENT_TIMEOUT_MS: positiveInteger(60 * 60 * 1000).default(
      DEFAULT_DATABASE_TIMEOUTS.statementMs,
    ),
    DB_LOCK_TIMEOUT_MS: positiveInteger(60 * 60 * 1000).default(DEFAULT_DATABASE_TIMEOUTS.lockMs),
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: positiveInteger(60 * 60 * 1000).default(
      DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs,
    ),
    REQUEST_TIMEOUT_MS: positiveInteger(10 * 60 * 1000).default(DEFAULT_REQUEST_TIMEOUT_MS),
    LOG_LEVEL: logLevel(),
    NODE_ENV: z.string().default('development'),
    AUTH_TOKEN_SECRET: z
      .string()
      .refine((secret) => Buffer.byteLength(secret) >= MIN_TOKEN_SECRET_BYTES, {
        error: `must be at least ${MIN_TOKEN_SECRET_BYTES} bytes (e.g. openssl rand -base64 48)`,
      })
      .optional(),
    AUTH_TOKEN_TTL_MS: positiveInteger(365 * DAY_MS).default(7 * DAY_MS),
    LOGIN_MAX_FAILURES: positiveInteger(1_000_000).default(10),
    LOGIN_FAILURE_WINDOW_MS: positiveInteger(DAY_MS).default(15 * 60 * 1000),
    RESET_REQUESTS_MAX: positiveInteger(1_000_000).default(5),
    RESET_REQUESTS_WINDOW_MS: positiveInteger(DAY_MS).default(60 * 60 * 1000),
    ACCOUNT_LOGIN_MAX_FAILURES: positiveInteger(1_000_000).default(20),
    ACCOUNT_LOGIN_FAILURE_WINDOW_MS: positiveInteger(DAY_MS).default(60 * 60 * 1000),
    ACCOUNT_LOGIN_PAUSE_MS: positiveInteger(MAX_SIGN_IN_PAUSE_MS).default(60_000),
    STOREFRONT_URLS: jsonObject(httpOrigin(), '{"hvac":"https://hvac.example"}').optional(),
    HOST_PORT: wholeNumber(1, 65535).default(3000),
    // The hosted card provider (official SDK). Unset key: checkout answers "not enabled".
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a secret key (sk_test_…, sk_live_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\S+$/, 'must be whsec_…')
      .optional(),
    // The operator API (/store-api/ops): off when unset.
    OPS_API_KEY: z.string().min(24, 'must be at least 24 characters').optional(),
    // The host server's key (X-Server-Render-Key): its renders count against their own allowance.
    SERVER_RENDER_API_KEY: z.string().min(24, 'must be at least 24 characters').optional(),
    // Where the SDK sends its calls instead of the provider (the payment sandbox).
    STRIPE_API_HOST: text().optional(),
    STRIPE_API_PORT: wholeNumber(1, 65535).optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
    STRIPE_TIMEOUT_MS: positiveInteger(120_000).default(DEFAULT_PROVIDER_TIMEOUT_MS),
    STRIPE_MAX_NETWORK_RETRIES: wholeNumber(0, 5).default(DEFAULT_PROVIDER_RETRIES),
    // A refund the provider did not make at cancel time is tried again after this, then doubling.
    REFUND_RETRY_MS: positiveInteger(24 * 60 * 60 * 1000).default(30_000),
    // redis(s)://[user:password@]host:port[/db]: limits and cache invalidation shared by every API
    // process. Unset: kept in this process (one process).
    REDIS_URL: z
      .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
      .optional(),
    REDIS_COMMAND_TIMEOUT_MS: positiveInteger(60_000).default(DEFAULT_REDIS_COMMAND_TIMEOUT_MS),
  })
  .superRefine((vars, context) => {
    if (vars.NODE_ENV === 'production' && !vars.AUTH_TOKEN_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['AUTH_TOKEN_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
    if (vars.STRIPE_SECRET_KEY && !vars.STRIPE_WEBHOOK_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required with STRIPE_SECRET_KEY (the webhook marks orders paid)',
      });
    }
  });

export type DatabaseConfig =
  | {
      driver: 'postgres';
      url: string;
      schema: string;
      /** A transaction pooler sits in between (DATABASE_PREPARED_STATEMENTS=false). */
      transactionPooling?: boolean;
    }
  /** dataDir is an absolute path, or 'memory://' for a throw-away in-memory database. */
  | { driver: 'pglite'; dataDir: string };

/** The database's time limits; a limit reached is a 503 with Retry-After, never a hang. */
export interface DatabaseTimeouts {
  /** Longest wait for a connection: pg's pool (and connecting), or PGlite's single connection. */
  acquireMs: number;
  /** PostgreSQL's statement_timeout: a longer statement is cancelled. */
  statementMs: number;
  /** PostgreSQL's lock_timeout: a longer wait for a lock fails. */
  lockMs: number;
  /** PostgreSQL's idle_in_transaction_session_timeout: a session that long idle in one is ended. */
  idleInTransactionMs: number;
}

export interface RateLimitConfig {
  /** Requests per client and window on API routes and unknown paths. */
  max: number;
  /** Requests per client and window on the generated images (a page shows dozens). */
  imagesMax: number;
  /** Requests per client and window on /health: a load balancer's checks of every process. */
  healthMax: number;
  /** Requests per host server and window from its server renders (with the server key). */
  serverMax: number;
  /** SERVER_RENDER_API_KEY; null: no caller gets the server renders' allowance. */
  serverKey: string | null;
  windowMs: number;
}

export interface RedisConfig {
  /** REDIS_URL (may hold a password: never logged); null: every limit and cache is in-process. */
  url: string | null;
  /** Longest wait for one command's reply. */
  commandTimeoutMs: number;
}

export interface MailConfig {
  /** The SMTP server's URL; null: the outbox worker does not run and messages wait. */
  smtpUrl: string | null;
  /** Sender address for every store; null: each store's contact address. */
  from: string | null;
  pollMs: number;
  maxAttempts: number;
  /** How long a claimed message is its worker's before another may take it. */
  leaseMs: number;
  courtesyLimits: CourtesyEmailLimits;
}

/**
 * Courtesy e-mails (the welcome, the bulk request's confirmation) a stranger can have sent to an
 * address nobody confirmed: at most this many per client address, and per recipient, in the window.
 */
export interface CourtesyEmailLimits {
  perClientMax: number;
  perRecipientMax: number;
  windowMs: number;
}

export interface AuthConfig {
  /** HMAC key of the bearer tokens. */
  tokenSecret: Buffer;
  /** 'random': no AUTH_TOKEN_SECRET, so tokens die with the process (development only). */
  tokenSecretSource: 'env' | 'random';
  tokenTtlMs: number;
  /** Failed logins per e-mail and client address within the window before 429. */
  loginMaxFailures: number;
  loginFailureWindowMs: number;
  /** Password reset requests per e-mail within the window before 429. */
  resetRequestsMax: number;
  resetRequestsWindowMs: number;
  /**
   * Failed logins of one account (store and e-mail) from every address within the window before
   * its sign-in pauses for accountLoginPauseMs, doubling at each pause of the day.
   */
  accountLoginMaxFailures: number;
  accountLoginFailureWindowMs: number;
  accountLoginPauseMs: number;
  /** Store id → the origin its shop pages are served at (reset links point there). */
  storefrontUrls: Readonly<Record<string, string>>;
}

export interface PaymentProviderConfig {
  secretKey: string;
  /** Verifies the Stripe-Signature of the webhook. */
  webhookSecret: string;
  /** Host, port and protocol of an API other than the provider's (the payment sandbox). */
  apiOverride: { host: string; port: number; protocol: 'http' | 'https' } | null;
  /** Per attempt of an SDK call. */
  timeoutMs: number;
  /** The SDK's retries of a call that got no answer (same idempotency key). */
  maxNetworkRetries: number;
}

/**
 * What unpaid checkouts may hold in a store, counted per client address and per e-mail apart: a
 * checkout reserves its stock until paid or expired (31 min), so these bound what one client can
 * take off the shelves without paying.
 */
export interface UnpaidCheckoutLimits {
  /** Open unpaid checkouts. */
  checkoutsMax: number;
  /** Units reserved by them together; also the most one checkout may ask for. */
  unitsMax: number;
}

export interface CheckoutConfig {
  /** null: no STRIPE_SECRET_KEY, checkout answers that the provider is not enabled. */
  provider: PaymentProviderConfig | null;
  unpaidLimits: UnpaidCheckoutLimits;
  /** Store id → shop origin: success and cancel URLs point there (the auth module's list). */
  storefrontUrls: Readonly<Record<string, string>>;
}

export interface AppConfig {
  port: number;
  host: string;
  /** Proxies whose X-Forwarded-For is believed (IPs, CIDRs); empty: the socket address counts. */
  trustProxy: string[];
  rateLimit: RateLimitConfig;
  /** Messages per client and window on each form route (contact, bulk request): no spam relay. */
  formRateLimit: { max: number; windowMs: number };
  /** Job-list changes per customer and window: a list is a database write, not a shopper's pace. */
  jobListWriteLimit: { max: number; windowMs: number };
  /** Quick-order resolutions (up to 100 part numbers each) per client and window. */
  quickOrderRateLimit: { max: number; windowMs: number };
  /** Serve the Swagger UI and the OpenAPI JSON under /store-api/docs. */
  apiDocs: boolean;
  database: DatabaseConfig;
  databaseTimeouts: DatabaseTimeouts;
  /** A request not answered by then gets 503 with Retry-After (Fastify's handlerTimeout). */
  requestTimeoutMs: number;
  /** First delay before a refund the provider did not make is tried again (then doubling). */
  refundRetryMs: number;
  /** Origin the browser reaches the API at, without a trailing slash. */
  publicBaseUrl: string;
  /** Allowed CORS origins: explicit list, or any (sub)localhost origin when null. */
  corsOrigins: string[] | null;
  seedOnStart: boolean;
  seedProductsPerStore: number;
  /** Lifetime of cached catalogue answers (in-process and Cache-Control max-age); 0: off. */
  catalogCacheTtlMs: number;
  logLevel: string;
  mail: MailConfig;
  auth: AuthConfig;
  checkout: CheckoutConfig;
  /** The operator API's bearer key; null: the operator API answers that it is off. */
  opsApiKey: string | null;
  redis: RedisConfig;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const vars = readEnv(envSchema, env);
  const database: DatabaseConfig = vars.DATABASE_URL
    ? {
        driver: 'postgres',
        url: vars.DATABASE_URL,
        schema: vars.DATABASE_SCHEMA,
        transactionPooling: !vars.DATABASE_PREPARED_STATEMENTS,
      }
    : {
        driver: 'pglite',
        dataDir: vars.PGLITE_DIR.startsWith('memory://')
          ? 'memory://'
          : path.resolve(packageDir, vars.PGLITE_DIR),
      };
  const storefrontUrls = {
    ...defaultStorefrontUrls(vars.HOST_PORT),
    ...vars.STOREFRONT_URLS,
  };
  return {
    port: vars.STORE_API_PORT,
    host: vars.HOST,
    trustProxy: vars.TRUST_PROXY,
    rateLimit: {
      max: vars.RATE_LIMIT_MAX,
      imagesMax: vars.RATE_LIMIT_IMAGES_MAX,
      healthMax: vars.RATE_LIMIT_HEALTH_MAX,
      serverMax: vars.RATE_LIMIT_SERVER_MAX,
      serverKey: vars.SERVER_RENDER_API_KEY ?? null,
      windowMs: vars.RATE_LIMIT_WINDOW_MS,
    },
    formRateLimit: {
      max: vars.CONTACT_RATE_LIMIT_MAX,
      windowMs: vars.CONTACT_RATE_LIMIT_WINDOW_MS,
    },
    jobListWriteLimit: {
      max: vars.JOB_LIST_WRITES_MAX,
      windowMs: vars.JOB_LIST_WRITES_WINDOW_MS,
    },
    quickOrderRateLimit: {
      max: vars.QUICK_ORDER_RATE_LIMIT_MAX,
      windowMs: vars.QUICK_ORDER_RATE_LIMIT_WINDOW_MS,
    },
    apiDocs: vars.API_DOCS,
    database,
    databaseTimeouts: {
      acquireMs: vars.DB_ACQUIRE_TIMEOUT_MS,
      statementMs: vars.DB_STATEMENT_TIMEOUT_MS,
      lockMs: vars.DB_LOCK_TIMEOUT_MS,
      idleInTransactionMs: vars.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    requestTimeoutMs: vars.REQUEST_TIMEOUT_MS,
    refundRetryMs: vars.REFUND_RETRY_MS,
    publicBaseUrl: vars.PUBLIC_BASE_URL ?? `http://localhost:${vars.STORE_API_PORT}`,
    corsOrigins: vars.CORS_ORIGINS?.map((origin) => origin.replace(/\/+$/, '')) ?? null,
    seedOnStart: vars.SEED_ON_START,
    seedProductsPerStore: vars.SEED_PRODUCTS_PER_STORE,
    catalogCacheTtlMs: vars.CATALOG_CACHE_TTL_MS,
    logLevel: vars.LOG_LEVEL,
    mail: {
      smtpUrl: vars.SMTP_URL ?? null,
      from: vars.MAIL_FROM ?? null,
      pollMs: vars.OUTBOX_POLL_MS,
      maxAttempts: vars.OUTBOX_MAX_ATTEMPTS,
      leaseMs: vars.OUTBOX_LEASE_MS,
      courtesyLimits: {
        perClientMax: vars.COURTESY_EMAILS_PER_CLIENT_MAX,
        perRecipientMax: vars.COURTESY_EMAILS_PER_RECIPIENT_MAX,
        windowMs: vars.COURTESY_EMAILS_WINDOW_MS,
      },
    },
    auth: {
      tokenSecret: vars.AUTH_TOKEN_SECRET
        ? Buffer.from(vars.AUTH_TOKEN_SECRET)
        : randomBytes(MIN_TOKEN_SECRET_BYTES),
      tokenSecretSource: vars.AUTH_TOKEN_SECRET ? 'env' : 'random',
      tokenTtlMs: vars.AUTH_TOKEN_TTL_MS,
      loginMaxFailures: vars.LOGIN_MAX_FAILURES,
      loginFailureWindowMs: vars.LOGIN_FAILURE_WINDOW_MS,
      resetRequestsMax: vars.RESET_REQUESTS_MAX,
      resetRequestsWindowMs: vars.RESET_REQUESTS_WINDOW_MS,
      accountLoginMaxFailures: vars.ACCOUNT_LOGIN_MAX_FAILURES,
      accountLoginFailureWindowMs: vars.ACCOUNT_LOGIN_FAILURE_WINDOW_MS,
      accountLoginPauseMs: vars.ACCOUNT_LOGIN_PAUSE_MS,
      storefrontUrls,
    },
    checkout: {
      provider:
        vars.STRIPE_SECRET_KEY && vars.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: vars.STRIPE_SECRET_KEY,
              webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
              apiOverride: vars.STRIPE_API_HOST
                ? {
                    host: vars.STRIPE_API_HOST,
                    protocol: vars.STRIPE_API_PROTOCOL ?? 'https',
                    port: vars.STRIPE_API_PORT ?? (vars.STRIPE_API_PROTOCOL === 'http' ? 80 : 443),
                  }
                : null,
              timeoutMs: vars.STRIPE_TIMEOUT_MS,
              maxNetworkRetries: vars.STRIPE_MAX_NETWORK_RETRIES,
            }
          : null,
      unpaidLimits: { checkoutsMax: vars.UNPAID_CHECKOUTS_MAX, unitsMax: vars.UNPAID_UNITS_MAX },
      storefrontUrls,
    },
    opsApiKey: vars.OPS_API_KEY ?? null,
    redis: { url: vars.REDIS_URL ?? null, commandTimeoutMs: vars.REDIS_COMMAND_TIMEOUT_MS },
  };
}

/** Each store's first local host name of DEFAULT_STORE_HOSTS on the shell's port. */
function defaultStorefrontUrls(hostPort: number): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [host, storeId] of Object.entries(DEFAULT_STORE_HOSTS)) {
    if (host.endsWith('localhost')) urls[storeId] ??= `http://${host}:${hostPort}`;
  }
  return urls;
}
