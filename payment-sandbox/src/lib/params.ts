// Typed reads from decoded form params. Every failure is a ProviderError naming the param by its
// full form path (`line_items[0][price_data][unit_amount]`), as the provider does.
import type { FormObject, FormValue } from './form-encoding.js';
import { invalidParam, missingParam, unknownParam } from './provider-error.js';

/** The form path of a nested param: `childPath('line_items', 0)` → `line_items[0]`. */
export function childPath(path: string, key: string | number): string {
  return `${path}[${key}]`;
}

function describe(value: FormValue): string {
  return typeof value === 'string' ? `"${value}"` : Array.isArray(value) ? 'a list' : 'a hash';
}

/** Refuses params the endpoint does not know, like the provider's "Received unknown parameter". */
export function rejectUnknownParams(
  params: FormObject,
  known: ReadonlySet<string>,
  parentPath?: string,
): void {
  for (const key of Object.keys(params)) {
    if (!known.has(key)) throw unknownParam(parentPath ? childPath(parentPath, key) : key);
  }
}

/** The provider's limit for a string param unless its reference names another ("Max length: 5000"). */
export const MAX_STRING_LENGTH = 5000;

/** A string param; an empty string counts as absent (the provider's way of unsetting). */
export function readString(
  value: FormValue | undefined,
  path: string,
  maxLength = MAX_STRING_LENGTH,
): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') {
    throw invalidParam(path, `Invalid ${path}: expected a string but got ${describe(value)}.`);
  }
  if (value.length > maxLength) {
    throw invalidParam(path, `Invalid ${path}: must be at most ${maxLength} characters.`);
  }
  return value;
}

export function requireString(
  value: FormValue | undefined,
  path: string,
  maxLength = MAX_STRING_LENGTH,
): string {
  const text = readString(value, path, maxLength);
  if (text === undefined) throw missingParam(path);
  return text;
}

export interface IntegerRule {
  min?: number;
  max?: number;
  /** Appended to the "Invalid integer" message, e.g. how amounts are written. */
  hint?: string;
}

export function readInteger(
  value: FormValue | undefined,
  path: string,
  rule: IntegerRule = {},
): number | undefined {
  const text = readString(value, path);
  if (text === undefined) return undefined;
  const hint = rule.hint ? ` ${rule.hint}` : '';
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(Number(text))) {
    throw invalidParam(
      path,
      `Invalid integer for ${path}: "${text}".${hint}`,
      'parameter_invalid_integer',
    );
  }
  const number = Number(text);
  if (rule.min !== undefined && number < rule.min) {
    throw invalidParam(path, `Invalid ${path}: must be at least ${rule.min}.${hint}`);
  }
  if (rule.max !== undefined && number > rule.max) {
    throw invalidParam(path, `Invalid ${path}: must be at most ${rule.max}.${hint}`);
  }
  return number;
}

export function requireInteger(
  value: FormValue | undefined,
  path: string,
  rule: IntegerRule = {},
): number {
  const number = readInteger(value, path, rule);
  if (number === undefined) throw missingParam(path);
  return number;
}

export function readObject(value: FormValue | undefined, path: string): FormObject | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' || Array.isArray(value)) {
    throw invalidParam(path, `Invalid ${path}: expected a hash but got ${describe(value)}.`);
  }
  return value;
}

export function requireObject(value: FormValue | undefined, path: string): FormObject {
  const object = readObject(value, path);
  if (object === undefined) throw missingParam(path);
  return object;
}

export function readList(value: FormValue | undefined, path: string): FormValue[] | undefined {
  if (value === undefined || value === '') return undefined;
  if (!Array.isArray(value)) {
    throw invalidParam(path, `Invalid ${path}: expected a list but got ${describe(value)}.`);
  }
  return value;
}

/** An absolute http(s) URL, kept exactly as sent (so `{CHECKOUT_SESSION_ID}` stays literal). */
export function readUrl(value: FormValue | undefined, path: string): string | undefined {
  const text = readString(value, path);
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalidParam(path, `Invalid URL for ${path}: "${text}".`, 'url_invalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalidParam(
      path,
      `Invalid URL for ${path}: it must start with http:// or https://.`,
      'url_invalid',
    );
  }
  return text;
}

const METADATA_MAX_KEYS = 50;
const METADATA_KEY_MAX = 40;
const METADATA_VALUE_MAX = 500;

/** `metadata[key]=value` pairs with the provider's limits (50 keys, 40-char keys, 500-char values). */
export function readMetadata(value: FormValue | undefined, path: string): Record<string, string> {
  const object = readObject(value, path);
  if (object === undefined) return {};
  const keys = Object.keys(object);
  if (keys.length > METADATA_MAX_KEYS) {
    throw invalidParam(path, `Invalid ${path}: at most ${METADATA_MAX_KEYS} keys are allowed.`);
  }
  const metadata: Record<string, string> = {};
  for (const key of keys) {
    const keyPath = childPath(path, key);
    if (key.length > METADATA_KEY_MAX) {
      throw invalidParam(
        keyPath,
        `Invalid ${path}: keys must be at most ${METADATA_KEY_MAX} characters.`,
      );
    }
    const text = object[key];
    if (typeof text !== 'string') {
      throw invalidParam(keyPath, `Invalid ${keyPath}: metadata values must be strings.`);
    }
    if (text.length > METADATA_VALUE_MAX) {
      throw invalidParam(
        keyPath,
        `Invalid ${keyPath}: values must be at most ${METADATA_VALUE_MAX} characters.`,
      );
    }
    // An empty value unsets the key, as with the provider.
    if (text !== '') metadata[key] = text;
  }
  return metadata;
}

/** The `expand[]` list, limited to the fields an endpoint can expand. */
export function readExpand(
  value: FormValue | undefined,
  expandable: ReadonlySet<string>,
): string[] {
  const list = readList(value, 'expand') ?? [];
  return list.map((entry, index) => {
    const field = requireString(entry, childPath('expand', index));
    if (!expandable.has(field)) {
      throw invalidParam('expand', `This property cannot be expanded (${field}).`);
    }
    return field;
  });
}
