// The shoppers' signals part of `npm run remotes`: the per-version table of `status` (error rate,
// p75 LCP / INP / CLS over `--window`) and `canary <remote> <version> --auto`. Signals are read
// from the Redis the host servers write them to (REDIS_URL).
import { Redis } from 'ioredis';

import type { Registry } from '../registry.js';
import { RefusedError } from '../registry.js';
import {
  LONGEST_WINDOW_MS,
  createSignalStore,
  signalsRedisOptions,
} from '../signals/signal-store.js';
import type { SignalStore } from '../signals/signal-store.js';
import { summarize } from '../signals/version-signals.js';
import type { SignalSummary } from '../signals/version-signals.js';
import {
  DEFAULT_CANARY_STEPS,
  DEFAULT_CANARY_TIMING,
  parseCanarySteps,
  registryCanary,
  runAutoCanary,
} from './canary-auto.js';
import { latestCanaryRuns, recordCanaryStep } from './canary-steps.js';
import type { CanaryStep } from './canary-steps.js';
import type { Actor } from './audit-trail.js';
import { textTable } from './text-table.js';

/** The window `status` reads when none is given. */
export const DEFAULT_STATUS_WINDOW_MS = 15 * 60_000;

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** A duration as typed: `500ms`, `30s`, `15m`, `2h`. */
export function parseDuration(text: string, option: string): number {
  const match = /^(\d+)(ms|s|m|h)$/.exec(text);
  if (!match)
    throw new RefusedError(`${option} takes a duration like 30s, 15m or 2h, not "${text}"`);
  return Number(match[1]) * UNITS[match[2]!]!;
}

/** A duration as printed: the largest unit it is a whole number of. */
export function durationText(ms: number): string {
  for (const unit of ['h', 'm', 's'] as const) {
    if (ms >= UNITS[unit]! && ms % UNITS[unit]! === 0) return `${ms / UNITS[unit]!}${unit}`;
  }
  return `${ms}ms`;
}

/** Runs `work` with the signal store of REDIS_URL, or refuses without one. */
export async function withSignalStore<T>(
  env: NodeJS.ProcessEnv,
  work: (store: SignalStore) => Promise<T>,
): Promise<T> {
  if (!env.REDIS_URL) {
    throw new RefusedError(
      "shoppers' signals are kept in Redis: set REDIS_URL to the host servers' (npm start -- --scale prints it)",
    );
  }
  const redis = new Redis(env.REDIS_URL, {
    ...signalsRedisOptions('remotes-cli'),
    lazyConnect: true,
  });
  try {
    await redis.connect();
    return await work(createSignalStore(redis));
  } finally {
    redis.disconnect();
  }
}

/** One version's row of the signals table. */
export interface VersionSignalsRow {
  remote: string;
  role: 'live' | 'canary';
  version: string;
  signals: SignalSummary;
}

/** The live and canary versions' signals over the last `windowMs`. */
export async function readVersionSignals(
  store: SignalStore,
  registry: Registry | null,
  windowMs: number,
  now = Date.now(),
): Promise<VersionSignalsRow[]> {
  const wanted = Object.entries(registry?.remotes ?? {}).flatMap(([remote, entry]) => [
    ...(entry.live ? [{ remote, role: 'live' as const, version: entry.live }] : []),
    ...(entry.canary ? [{ remote, role: 'canary' as const, version: entry.canary }] : []),
  ]);
  return Promise.all(
    wanted.map(async (row) => ({
      ...row,
      signals: summarize(await store.read(row.remote, row.version, now - windowMs, now)),
    })),
  );
}

const rate = (signals: SignalSummary) =>
  signals.errorRate === null ? '-' : `${(signals.errorRate * 100).toFixed(1)} %`;
const vital = ({ p75, samples }: SignalSummary['lcp'], unit: string) =>
  p75 === null ? '-' : `${p75}${unit} (${samples})`;

/** The signals table of `status`. */
export function signalsTable(rows: VersionSignalsRow[], windowMs: number): string {
  const title = `Shoppers' signals over the last ${durationText(windowMs)} (p75, samples in brackets):`;
  if (!rows.length) return `${title}\nno live or canary version in the registry`;
  return `${title}\n${textTable(
    ['remote', 'version', '', 'views', 'errors', 'error rate', 'LCP', 'INP', 'CLS'],
    rows.map(({ remote, role, version, signals }) => [
      remote,
      version,
      role,
      String(signals.views),
      String(signals.errors),
      rate(signals),
      vital(signals.lcp, ' ms'),
      vital(signals.inp, ' ms'),
      vital(signals.cls, ''),
    ]),
  )}`;
}

/** One step as a line: time, share, what happened and why. */
export const stepLine = (step: CanaryStep): string =>
  `${step.time}  ${step.remote} ${step.version}  ${step.action} ${step.percent} %  ${step.reason}`;

/** Each remote's latest automatic canary, step by step. */
export function canaryRunsText(storeDir: string): string {
  const runs = [...latestCanaryRuns(storeDir).values()];
  if (!runs.length) return '';
  return `Automatic canaries (latest run per remote):\n${runs
    .map((steps) => steps.map((step) => `  ${stepLine(step)}`).join('\n'))
    .join('\n')}`;
}

/** What `status` reads the window from. */
export const statusWindow = (text: string | undefined): number => {
  const windowMs = text === undefined ? DEFAULT_STATUS_WINDOW_MS : parseDuration(text, '--window');
  if (windowMs < 60_000 || windowMs > LONGEST_WINDOW_MS) {
    throw new RefusedError('--window must be from 1m to 24h');
  }
  return windowMs;
};

/** The options of `canary --auto`, as typed. */
export interface AutoCanaryOptions {
  steps?: string | undefined;
  stepTime?: string | undefined;
  poll?: string | undefined;
  maxHold?: string | undefined;
}

/**
 * `canary <remote> <version> --auto`: runs the canary to its end, printing each step.
 * @param check the skew guard's check of the version (skipped with --force)
 * @returns the last line: promoted or rolled back, and why
 */
export async function autoCanaryCommand({
  storeDir,
  registry,
  remote,
  version,
  options,
  actor,
  force,
  check,
  env = process.env,
  print = console.log,
}: {
  storeDir: string;
  registry: Registry | null;
  remote: string;
  version: string;
  options: AutoCanaryOptions;
  /** Who runs it (--by, --reason): the audit trail records each registry change under this name. */
  actor: Actor;
  force: boolean;
  check: () => void;
  env?: NodeJS.ProcessEnv;
  print?: (line: string) => void;
}): Promise<{ line: string; rolledBack: boolean }> {
  const live = registry?.remotes[remote]?.live;
  if (!live)
    throw new RefusedError(`${remote} has no live version yet: promote one before a canary`);
  const steps = options.steps ? parseCanarySteps(options.steps) : DEFAULT_CANARY_STEPS;
  const timing = {
    stepMs: options.stepTime
      ? parseDuration(options.stepTime, '--step-time')
      : DEFAULT_CANARY_TIMING.stepMs,
    pollMs: options.poll ? parseDuration(options.poll, '--poll') : DEFAULT_CANARY_TIMING.pollMs,
    maxHoldMs: options.maxHold
      ? parseDuration(options.maxHold, '--max-hold')
      : DEFAULT_CANARY_TIMING.maxHoldMs,
  };
  const { outcome, reason } = await withSignalStore(env, (store) =>
    runAutoCanary({
      remote,
      version,
      live,
      steps,
      timing,
      controls: {
        ...registryCanary({ storeDir, remote, version, live, actor, force, check }),
        signals: async (named, since) => summarize(await store.read(remote, named, since)),
      },
      record: (step) => {
        recordCanaryStep(storeDir, step);
        print(stepLine(step));
      },
    }),
  );
  return outcome === 'promoted'
    ? { line: `${remote}: live is now ${version} (automatic canary: ${reason})`, rolledBack: false }
    : {
        line: `${remote}: canary ${version} rolled back; everyone gets ${live} (${reason})`,
        rolledBack: true,
      };
}
