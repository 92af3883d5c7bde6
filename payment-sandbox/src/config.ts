// Payment sandbox configuration: read once from the environment and validated at start-up.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  commaList,
  httpOrigin,
  httpUrl,
  logLevel,
  port,
  positiveInteger,
  readEnv,
  text,
  wholeNumber,
} from '@storefront/contract/config';
import { z } from 'zod';

/** The payment-sandbox package directory: a relative `SANDBOX_STATE_FILE` is resolved from it. */
export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface WebhookRetryPolicy {
  /** Attempts per endpoint and event, the first one included. */
  maxAttempts: number;
  /** Delay before the first retry; each further retry doubles it. */
  baseDelayMs: number;
  /** Ceiling for the doubled delay. */
  maxDelayMs: number;
  /** An attempt that takes longer than this counts as failed. */
  timeoutMs: number;
}

export interface SandboxConfig {
  port: number;
  host: string;
  /** Secret keys the REST API accepts (`Authorization: Bearer sk_test_…`). */
  secretKeys: string[];
  /** Where events are POSTed; empty means events are recorded but not sent. */
  webhookEndpoints: string[];
  /** Signs every event (`Stripe-Signature`); the receiver verifies with the same secret. */
  webhookSecret: string;
  /** Origin of the hosted payment page in session URLs; unset: `http://localhost:<port>`. */
  publicUrl?: string;
  /** JSON file that keeps the state across restarts; unset: memory only. */
  stateFile?: string;
  webhookRetry: WebhookRetryPolicy;
  /** How often open sessions are checked for a passed `expires_at`. */
  expirySweepIntervalMs: number;
  logLevel: string;
}

export const defaultSandboxConfig: SandboxConfig = {
  port: 4242,
  host: 'localhost',
  secretKeys: ['sk_test_sandbox'],
  webhookEndpoints: [],
  webhookSecret: 'whsec_sandbox',
  webhookRetry: { maxAttempts: 10, baseDelayMs: 1000, maxDelayMs: 60_000, timeoutMs: 10_000 },
  expirySweepIntervalMs: 1000,
  logLevel: 'info',
};

const DEFAULT_RETRY = defaultSandboxConfig.webhookRetry;

const envSchema = z.object({
  PAYMENT_SANDBOX_PORT: port().default(defaultSandboxConfig.port),
  PAYMENT_SANDBOX_HOST: text().default(defaultSandboxConfig.host),
  SANDBOX_SECRET_KEYS: commaList()
    .refine((keys) => keys.length > 0, 'must list at least one key')
    .refine((keys) => keys.every((key) => /^sk_test_\w+$/.test(key)), {
      // Only the key's start: a live key pasted by mistake is a secret.
      error: (issue) =>
        `accepts only test keys of the form sk_test_… (got ${(issue.input as string[])
          .filter((key) => !/^sk_test_\w+$/.test(key))
          .map((key) => `"${key.slice(0, 8)}…"`)
          .join(', ')})`,
    })
    .default(defaultSandboxConfig.secretKeys),
  SANDBOX_WEBHOOK_ENDPOINTS: commaList()
    .refine(
      (endpoints) => endpoints.every((endpoint) => httpUrl().safeParse(endpoint).success),
      'entries must be http(s) URLs',
    )
    .default(defaultSandboxConfig.webhookEndpoints),
  SANDBOX_WEBHOOK_SECRET: text().default(defaultSandboxConfig.webhookSecret),
  SANDBOX_PUBLIC_URL: httpOrigin().optional(),
  SANDBOX_STATE_FILE: text().optional(),
  SANDBOX_WEBHOOK_MAX_ATTEMPTS: wholeNumber(1, 100).default(DEFAULT_RETRY.maxAttempts),
  SANDBOX_WEBHOOK_RETRY_BASE_MS: positiveInteger(3_600_000).default(DEFAULT_RETRY.baseDelayMs),
  PAYMENT_SANDBOX_LOG_LEVEL: logLevel(),
});

/** Reads the sandbox configuration from the environment; throws one error listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const vars = readEnv(envSchema, env);
  return {
    ...defaultSandboxConfig,
    port: vars.PAYMENT_SANDBOX_PORT,
    host: vars.PAYMENT_SANDBOX_HOST,
    secretKeys: vars.SANDBOX_SECRET_KEYS,
    webhookEndpoints: vars.SANDBOX_WEBHOOK_ENDPOINTS,
    webhookSecret: vars.SANDBOX_WEBHOOK_SECRET,
    ...(vars.SANDBOX_PUBLIC_URL && { publicUrl: vars.SANDBOX_PUBLIC_URL }),
    ...(vars.SANDBOX_STATE_FILE && {
      stateFile: path.resolve(packageDir, vars.SANDBOX_STATE_FILE),
    }),
    webhookRetry: {
      ...DEFAULT_RETRY,
      maxAttempts: vars.SANDBOX_WEBHOOK_MAX_ATTEMPTS,
      baseDelayMs: vars.SANDBOX_WEBHOOK_RETRY_BASE_MS,
    },
    logLevel: vars.PAYMENT_SANDBOX_LOG_LEVEL,
  };
}
