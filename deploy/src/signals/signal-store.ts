// Where shoppers' signals are kept: Redis, which every host process and the operator's CLI reach
// (docs/decisions/0952-signals-in-redis.md). One hash per remote, version and minute holds the
// counts and histogram buckets, expiring on its own a day later; nothing names a shopper, a page
// address or a client address.
import type { ChainableCommander, Redis, RedisOptions } from 'ioredis';

import { BEACON_TOKEN_HOURS } from './beacon-token.js';
import {
  VITALS,
  bucketIndex,
  noSignals,
  type Signal,
  type VersionSignals,
  type Vital,
} from './version-signals.js';

const MINUTE_MS = 60_000;
/** The longest window status and the canary analysis read. */
export const LONGEST_WINDOW_MS = 24 * 60 * MINUTE_MS;
/** How long a minute's signals are kept: the longest window, and an hour more. */
export const SIGNALS_KEPT_MS = LONGEST_WINDOW_MS + 60 * MINUTE_MS;
/** A Redis command's longest wait, for the host's beacons and the CLI alike. */
export const SIGNALS_COMMAND_TIMEOUT_MS = 1000;

const minuteOf = (time: number) => Math.floor(time / MINUTE_MS);

/** The hash of one remote version's signals in one minute. */
export const signalsKey = (remote: string, version: string, minute: number): string =>
  `sf:signals:${remote}:${version}:${minute}`;

/** The hash field a signal adds one to. */
function fieldOf(signal: Signal): string {
  if (signal.kind === 'view') return 'views';
  if (signal.kind === 'error') return 'errors';
  return `${signal.kind}:${bucketIndex(signal.kind, signal.value)}`;
}

/**
 * Options of a connection to the signals' Redis: a command fails within the timeout, or at once
 * while the connection is down, and the client reconnects by itself; nothing waits on it.
 */
export function signalsRedisOptions(connectionName: string): RedisOptions {
  return {
    connectionName,
    connectTimeout: 2000,
    commandTimeout: SIGNALS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
  };
}

/** The set of what one page has reported (`<kind> <remote> <version>`), kept as long as its token. */
export const pageSignalsKey = (pageId: string): string => `sf:beacon-page:${pageId}`;
const PAGE_KEPT_MS = (BEACON_TOKEN_HOURS + 1) * 60 * MINUTE_MS;

export interface SignalStore {
  /** Adds the signals to their versions' current minute. */
  record(signals: readonly Signal[], now?: number): Promise<void>;
  /**
   * Adds the signals of page `pageId` that it has not reported before (each kind once per remote
   * version and page, as an honest page sends them); how many were kept.
   */
  recordPage(pageId: string, signals: readonly Signal[], now?: number): Promise<number>;
  /** A version's signals from the minute of `since` to the minute of `now`, both included. */
  read(remote: string, version: string, since: number, now?: number): Promise<VersionSignals>;
}

/** Runs `batch` (a MULTI): each command's reply, or the first command's error thrown. */
async function execAll(batch: ChainableCommander): Promise<unknown[]> {
  const results = (await batch.exec()) ?? [];
  const failed = results.find(([error]) => error)?.[0];
  if (failed) throw failed;
  return results.map(([, reply]) => reply);
}

/** The signals kept in `redis` (a client made with signalsRedisOptions). */
export function createSignalStore(redis: Redis): SignalStore {
  async function record(signals: readonly Signal[], now = Date.now()) {
    const minute = minuteOf(now);
    const batch = redis.multi();
    const keys = new Set<string>();
    for (const signal of signals) {
      const key = signalsKey(signal.remote, signal.version, minute);
      keys.add(key);
      batch.hincrby(key, fieldOf(signal), 1);
    }
    for (const key of keys) batch.pexpire(key, SIGNALS_KEPT_MS);
    await execAll(batch);
  }

  return {
    record,

    async recordPage(pageId, signals, now = Date.now()) {
      const key = pageSignalsKey(pageId);
      const batch = redis.multi();
      for (const signal of signals) {
        batch.sadd(key, `${signal.kind} ${signal.remote} ${signal.version}`);
      }
      batch.pexpire(key, PAGE_KEPT_MS);
      const added = await execAll(batch);
      // SADD answers 1 for a member it added, 0 for one the page had already reported.
      const fresh = signals.filter((_, index) => added[index] === 1);
      if (fresh.length) await record(fresh, now);
      return fresh.length;
    },

    async read(remote, version, since, now = Date.now()) {
      const last = minuteOf(now);
      const first = Math.max(minuteOf(since), minuteOf(now - LONGEST_WINDOW_MS));
      const batch = redis.pipeline();
      for (let minute = first; minute <= last; minute += 1) {
        batch.hgetall(signalsKey(remote, version, minute));
      }
      const signals = noSignals();
      for (const hash of await execAll(batch)) addHash(signals, hash as Record<string, string>);
      return signals;
    },
  };
}

/** Adds one minute's hash to `signals`; a field it does not know is skipped. */
function addHash(signals: VersionSignals, hash: Record<string, string>): void {
  for (const [field, text] of Object.entries(hash)) {
    const count = Number(text);
    if (!Number.isSafeInteger(count) || count <= 0) continue;
    if (field === 'views') signals.views += count;
    else if (field === 'errors') signals.errors += count;
    else {
      const [vital, index] = field.split(':');
      if (!VITALS.includes(vital as Vital)) continue;
      const histogram = signals.vitals[vital as Vital];
      histogram.set(Number(index), (histogram.get(Number(index)) ?? 0) + count);
    }
  }
}
