// Configuration from environment variables: each process states its variables as one zod object
// (the names, what each must hold, its default) and reads them once at start-up with readEnv.
import { z } from 'zod';
import * as fields from './fields';

/** Environment variables by name, as `process.env` holds them. */
export type EnvVariables = Readonly<Record<string, string | undefined>>;

/** Thrown by readEnv: the message names every bad variable and why, never its value. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads `schema`'s variables from `env`: the typed result, or a ConfigError listing every bad
 * variable ("PORT must be a whole number from 0 to 65535"). An empty variable counts as unset,
 * so `PORT= npm start` takes the default.
 */
export function readEnv<Schema extends z.core.$ZodType>(
  schema: Schema,
  env: EnvVariables = process.env,
): z.output<Schema> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = z.safeParse(schema, present, { error: readableIssue });
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`.trim()),
  );
}

/**
 * "must …" messages for the checks that bring none of their own, so that every line of the error
 * reads "NAME must …". The values are left out: a variable may hold a secret.
 */
function readableIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${article(issue.expected)}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return `must be ${article(issue.format)}`;
    case 'too_small':
      return `must be at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : ''}`;
    default:
      return undefined;
  }
}

function article(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** A whole number from `min` to `max`, written in digits ("8080", not "8e3" or "0x1f90"). */
export function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
}

/** A count or a duration: a whole number from 1 to `max`. */
export function positiveInteger(max: number) {
  return wholeNumber(1, max);
}

/** A TCP port to listen on; 0 lets the system choose a free one. */
export function port() {
  return wholeNumber(0, 65535);
}

/** A non-empty value, spaces around it trimmed. */
export function text() {
  return z.string().pipe(fields.text());
}

/** An http(s) URL, as written. */
export function httpUrl() {
  return z.string().pipe(fields.httpUrl());
}

/** An http(s) URL that paths are appended to: trailing slashes removed. */
export function httpOrigin() {
  return z.string().pipe(fields.httpOrigin());
}

/** true/false, 1/0 or yes/no. */
export function flag() {
  return z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], {
      error: 'must be true or false (or 1/0, yes/no)',
    })
    .transform((value) => value === 'true' || value === '1' || value === 'yes');
}

/** "a, b,,c" → ['a', 'b', 'c'] */
export function commaList() {
  return z.string().transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
}

/** A JSON object held in one variable, e.g. STOREFRONT_URLS='{"hvac":"https://hvac.example"}'. */
export function jsonObject<Value extends z.ZodType>(value: Value, example: string) {
  return z
    .string()
    .transform((json, context) => {
      try {
        return JSON.parse(json) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: `must be JSON, e.g. ${example}` });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string(), value, { error: `must be a JSON object, e.g. ${example}` }));
}

/** pino's log levels. */
export function logLevel() {
  return z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');
}
