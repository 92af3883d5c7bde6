// Shoppers' signals per remote version (docs/contracts.md "Shoppers' signals"): what a page's
// beacon carries, how the values are kept (counts and fixed-width histograms per minute, so a
// p75 needs no list of samples and nothing about a shopper is kept), and the summary read back.
// Pure functions: the Redis side is signal-store.ts.
import { z } from 'zod';

import { isVersionId } from '../version-id.js';

/** The Web Vitals kept: largest contentful paint and interaction to next paint in ms, layout shift. */
export const VITALS = ['lcp', 'inp', 'cls'] as const;
export type Vital = (typeof VITALS)[number];

/**
 * Histogram bucket width per vital, in its own unit, and the largest value a beacon may carry.
 * A value is kept as the upper edge of its bucket, so a p75 is at most one width above the exact
 * one: 50 ms of LCP, 10 ms of INP, 0.01 of CLS.
 */
export const VITAL_BUCKETS: Readonly<Record<Vital, { width: number; max: number }>> = {
  lcp: { width: 50, max: 120_000 },
  inp: { width: 10, max: 60_000 },
  cls: { width: 0.01, max: 100 },
};

const remoteName = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/);
const versionName = z.string().max(60).refine(isVersionId);

/** One signal of a page about one remote version. */
export const SignalSchema = z.discriminatedUnion('kind', [
  /** The page used this version (counted once per page). */
  z.strictObject({ remote: remoteName, version: versionName, kind: z.literal('view') }),
  /** The version failed on the page: a load failure, a time-out or a render error (once per page). */
  z.strictObject({ remote: remoteName, version: versionName, kind: z.literal('error') }),
  ...VITALS.map((vital) =>
    z.strictObject({
      remote: remoteName,
      version: versionName,
      kind: z.literal(vital),
      value: z.number().min(0).max(VITAL_BUCKETS[vital].max),
    }),
  ),
]);
export type Signal = z.infer<typeof SignalSchema>;

/** Signals one beacon may carry: a page uses at most a few remotes, each with a view and 3 vitals. */
export const SIGNALS_PER_BEACON = 20;

/** The body of a beacon (POST /signals on the host's server). */
export const BeaconSchema = z.strictObject({
  /** The page's beacon token (beacon-token.ts): which versions it may report, under which page id. */
  token: z.string().max(1200),
  signals: z.array(SignalSchema).min(1).max(SIGNALS_PER_BEACON),
});
export type Beacon = z.infer<typeof BeaconSchema>;

/** The bucket a vital's value is counted in: its upper edge in widths (CLS 0.12 → 12). */
export function bucketIndex(vital: Vital, value: number): number {
  // Rounded first so that 0.07 of CLS (0.07000000000000001 widths) lands in bucket 7, not 8.
  return Math.ceil(Number((value / VITAL_BUCKETS[vital].width).toFixed(6)));
}

/** The value a bucket stands for (its upper edge). */
export function bucketValue(vital: Vital, index: number): number {
  return Number((index * VITAL_BUCKETS[vital].width).toFixed(6));
}

/** A vital's histogram: bucket index → samples. */
export type Histogram = Map<number, number>;

/** The 75th percentile by nearest rank (the value at or below which 3 samples in 4 are). */
export function p75(histogram: ReadonlyMap<number, number>): number | null {
  const buckets = [...histogram].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const samples = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (!samples) return null;
  const rank = Math.ceil(samples * 0.75);
  let seen = 0;
  for (const [index, count] of buckets) {
    seen += count;
    if (seen >= rank) return index;
  }
  return null;
}

/** What a version's pages reported over a window. */
export interface VersionSignals {
  /** Pages that used the version. */
  views: number;
  /** Pages on which the version failed. */
  errors: number;
  /** Per vital, samples per bucket index. */
  vitals: Record<Vital, Histogram>;
}

export const noSignals = (): VersionSignals => ({
  views: 0,
  errors: 0,
  vitals: { lcp: new Map(), inp: new Map(), cls: new Map() },
});

/** One vital over a window: its samples and their p75 in the vital's unit (null: none). */
export interface VitalSummary {
  samples: number;
  p75: number | null;
}

/** A version's signals as status and the canary analysis read them. */
export interface SignalSummary {
  views: number;
  errors: number;
  /** errors / views; null without a view. */
  errorRate: number | null;
  lcp: VitalSummary;
  inp: VitalSummary;
  cls: VitalSummary;
}

export function summarize(signals: VersionSignals): SignalSummary {
  const vital = (name: Vital): VitalSummary => {
    const histogram = signals.vitals[name];
    const index = p75(histogram);
    return {
      samples: [...histogram.values()].reduce((sum, count) => sum + count, 0),
      p75: index === null ? null : bucketValue(name, index),
    };
  };
  return {
    views: signals.views,
    errors: signals.errors,
    // A page sends a view with every error, but a forged beacon need not: never above 1.
    errorRate: signals.views ? Math.min(1, signals.errors / signals.views) : null,
    lcp: vital('lcp'),
    inp: vital('inp'),
    cls: vital('cls'),
  };
}
