// Payment sandbox configuration: read once from the environment and validated at start-up.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function list(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Reads the sandbox configuration from the environment; throws one error listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const problems: string[] = [];
  const config: SandboxConfig = {
    ...defaultSandboxConfig,
    webhookRetry: { ...defaultSandboxConfig.webhookRetry },
  };

  const integer = (name: string, min: number, max: number, apply: (value: number) => void) => {
    const text = env[name]?.trim();
    if (!text) return;
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${text}")`);
    } else {
      apply(value);
    }
  };

  integer('PAYMENT_SANDBOX_PORT', 0, 65535, (value) => (config.port = value));
  if (env.PAYMENT_SANDBOX_HOST?.trim()) config.host = env.PAYMENT_SANDBOX_HOST.trim();

  if (env.SANDBOX_SECRET_KEYS !== undefined) {
    const keys = list(env.SANDBOX_SECRET_KEYS);
    const notTestKeys = keys.filter((key) => !/^sk_test_\w+$/.test(key));
    if (keys.length === 0) problems.push('SANDBOX_SECRET_KEYS must list at least one key');
    if (notTestKeys.length > 0) {
      problems.push(
        `SANDBOX_SECRET_KEYS accepts only test keys of the form sk_test_… (got ${notTestKeys.map((key) => `"${key.slice(0, 8)}…"`).join(', ')})`,
      );
    }
    config.secretKeys = keys;
  }

  if (env.SANDBOX_WEBHOOK_ENDPOINTS !== undefined) {
    const endpoints = list(env.SANDBOX_WEBHOOK_ENDPOINTS);
    for (const endpoint of endpoints) {
      if (!isHttpUrl(endpoint)) {
        problems.push(`SANDBOX_WEBHOOK_ENDPOINTS entries must be http(s) URLs (got "${endpoint}")`);
      }
    }
    config.webhookEndpoints = endpoints;
  }

  if (env.SANDBOX_WEBHOOK_SECRET !== undefined) {
    const secret = env.SANDBOX_WEBHOOK_SECRET.trim();
    if (secret === '') problems.push('SANDBOX_WEBHOOK_SECRET must not be empty');
    config.webhookSecret = secret;
  }

  const publicUrl = env.SANDBOX_PUBLIC_URL?.trim();
  if (publicUrl) {
    if (isHttpUrl(publicUrl)) config.publicUrl = publicUrl.replace(/\/+$/, '');
    else problems.push(`SANDBOX_PUBLIC_URL must be an http(s) URL (got "${publicUrl}")`);
  }

  const stateFile = env.SANDBOX_STATE_FILE?.trim();
  if (stateFile) config.stateFile = path.resolve(packageDir, stateFile);

  integer(
    'SANDBOX_WEBHOOK_MAX_ATTEMPTS',
    1,
    100,
    (value) => (config.webhookRetry.maxAttempts = value),
  );
  integer(
    'SANDBOX_WEBHOOK_RETRY_BASE_MS',
    1,
    3_600_000,
    (value) => (config.webhookRetry.baseDelayMs = value),
  );

  const logLevel = env.PAYMENT_SANDBOX_LOG_LEVEL?.trim();
  if (logLevel) {
    if (LOG_LEVELS.includes(logLevel)) config.logLevel = logLevel;
    else problems.push(`PAYMENT_SANDBOX_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }

  if (problems.length > 0) {
    throw new Error(`Invalid payment sandbox configuration:\n- ${problems.join('\n- ')}`);
  }
  return config;
}
