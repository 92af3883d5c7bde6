// Decodes the provider's form encoding (`line_items[0][price_data][currency]=usd`) into nested
// objects and arrays, the way the official SDK writes it. Used for bodies and query strings alike.

/** A decoded form value: a string, or objects and arrays of them. */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

const MAX_DEPTH = 12;
const MAX_PAIRS = 2000;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const APPEND = Symbol('append');

type Segment = string | typeof APPEND;

function decodeComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // Malformed percent-encoding: keep the text as sent rather than failing the whole request.
    return spaced;
  }
}

/** `a[b][0][]` → ['a', 'b', '0', APPEND]; a key with unbalanced brackets is one literal segment. */
function splitKey(key: string): Segment[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const segments: Segment[] = [key.slice(0, open)];
  let rest = key.slice(open);
  while (rest.length > 0) {
    const match = /^\[([^[\]]*)\]/.exec(rest);
    if (!match) return [key];
    segments.push(match[1] === '' ? APPEND : match[1]!);
    rest = rest.slice(match[0].length);
  }
  return segments;
}

type Draft = { [key: string]: Draft | string } & { [APPEND]?: number };

function assign(target: Draft, segments: Segment[], value: string): void {
  let node = target;
  for (let i = 0; i < segments.length; i += 1) {
    let segment = segments[i]!;
    if (segment === APPEND) {
      // `expand[]=a&expand[]=b`: each append gets the next free index.
      const next = node[APPEND] ?? 0;
      node[APPEND] = next + 1;
      segment = String(next);
    } else if (/^\d+$/.test(segment)) {
      node[APPEND] = Math.max(node[APPEND] ?? 0, Number(segment) + 1);
    }
    if (FORBIDDEN_KEYS.has(segment)) return;
    if (i === segments.length - 1) {
      node[segment] = value;
      return;
    }
    const child = node[segment];
    if (typeof child !== 'object') node[segment] = {} as Draft;
    node = node[segment] as Draft;
  }
}

function isArrayIndex(key: string): boolean {
  return /^(0|[1-9]\d*)$/.test(key);
}

/** Objects whose keys are all indices become arrays, in index order (gaps closed). */
function finish(draft: Draft | string): FormValue {
  if (typeof draft === 'string') return draft;
  const keys = Object.keys(draft);
  if (keys.length > 0 && keys.every(isArrayIndex)) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => finish(draft[String(index)]!));
  }
  const result: FormObject = {};
  for (const key of keys) result[key] = finish(draft[key]!);
  return result;
}

/** Parses `application/x-www-form-urlencoded` text (or a query string) into nested values. */
export function parseFormEncoded(text: string): FormObject {
  const root = {} as Draft;
  const pairs = text.split('&');
  let count = 0;
  for (const pair of pairs) {
    if (pair === '') continue;
    count += 1;
    if (count > MAX_PAIRS) break;
    const equals = pair.indexOf('=');
    const rawKey = equals === -1 ? pair : pair.slice(0, equals);
    const rawValue = equals === -1 ? '' : pair.slice(equals + 1);
    const key = decodeComponent(rawKey);
    if (key === '') continue;
    const segments = splitKey(key);
    if (segments.length > MAX_DEPTH) continue;
    assign(root, segments, decodeComponent(rawValue));
  }
  // The top level is always an object, even when every key looks like an index.
  const result: FormObject = {};
  for (const key of Object.keys(root)) result[key] = finish(root[key]!);
  return result;
}

/** JSON with object keys sorted: equal params give equal text, whatever order they were sent in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
