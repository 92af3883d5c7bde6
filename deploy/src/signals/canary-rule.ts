// The automatic canary's judgement (`npm run remotes -- canary <remote> <version> --auto`): from
// the canary's and the live version's signals over the same window, whether to raise its share,
// wait for more samples or roll it back. A pure function, so the rule is tested on written-out
// numbers (canary-rule.test.ts) and docs/deploy.md states it once.
import type { SignalSummary } from './version-signals.js';

export interface CanaryRule {
  /** Page views each version needs before its error rate is compared. */
  minViews: number;
  /** LCP samples each version needs before its p75 is compared (INP: compared once both have as many). */
  minVitalSamples: number;
  /** How far the canary's error rate may exceed the live one's, in points (0.01: one point). */
  errorRateMargin: number;
  /** How much slower the canary's p75 LCP and INP may be than the live one's (0.2: 20 %). */
  vitalMargin: number;
}

export const DEFAULT_CANARY_RULE: Readonly<CanaryRule> = {
  minViews: 200,
  minVitalSamples: 100,
  errorRateMargin: 0.01,
  vitalMargin: 0.2,
};

export type CanaryAction = 'promote' | 'hold' | 'rollback';

/** What to do with the canary, and why in one line with the numbers. */
export interface CanaryVerdict {
  action: CanaryAction;
  reason: string;
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const rateText = ({ errors, views }: SignalSummary) =>
  `${percent(views ? errors / views : 0)} (${errors}/${views})`;

/**
 * Judges the canary against the live version:
 * - hold while live has fewer than minViews page views (nothing to compare with);
 * - while the canary has fewer: rollback when its errors alone already exceed the margin over
 *   minViews views (the views still to come cannot save it), else hold;
 * - rollback when its error rate is over the live one's plus errorRateMargin;
 * - hold while either has fewer than minVitalSamples LCP samples;
 * - rollback when its p75 LCP, or INP when both have minVitalSamples of it (pages without an
 *   interaction report none), is over the live one's times (1 + vitalMargin);
 * - else promote: raise the share.
 */
export function judgeCanary(
  canary: SignalSummary,
  live: SignalSummary,
  rule: CanaryRule = DEFAULT_CANARY_RULE,
): CanaryVerdict {
  const liveRate = live.views ? live.errors / live.views : 0;
  const allowedRate = liveRate + rule.errorRateMargin;
  const errorLimit = `live ${rateText(live)} + ${percent(rule.errorRateMargin)}`;

  if (live.views < rule.minViews) {
    return { action: 'hold', reason: `live has ${live.views} of ${rule.minViews} page views` };
  }
  if (canary.views < rule.minViews) {
    // Errors that exceed the limit even if every view still to come went well.
    if (canary.errors > allowedRate * rule.minViews) {
      return {
        action: 'rollback',
        reason: `${canary.errors} errors in ${canary.views} page views already exceed ${errorLimit} over ${rule.minViews} views`,
      };
    }
    return {
      action: 'hold',
      reason: `canary has ${canary.views} of ${rule.minViews} page views`,
    };
  }
  if (canary.errors / canary.views > allowedRate) {
    return {
      action: 'rollback',
      reason: `error rate ${rateText(canary)} exceeds ${errorLimit}`,
    };
  }

  const judged: string[] = [`error rate ${rateText(canary)} within ${errorLimit}`];
  for (const vital of ['lcp', 'inp'] as const) {
    const name = vital.toUpperCase();
    const [ours, theirs] = [canary[vital], live[vital]];
    const enough = ours.samples >= rule.minVitalSamples && theirs.samples >= rule.minVitalSamples;
    if (!enough || ours.p75 === null || theirs.p75 === null) {
      if (vital === 'inp') {
        judged.push(`INP not compared (${ours.samples} and ${theirs.samples} samples)`);
        continue;
      }
      const [who, samples] =
        ours.samples < rule.minVitalSamples ? ['canary', ours.samples] : ['live', theirs.samples];
      return {
        action: 'hold',
        reason: `${who} has ${samples} of ${rule.minVitalSamples} ${name} samples`,
      };
    }
    const allowed = theirs.p75 * (1 + rule.vitalMargin);
    const comparison = `p75 ${name} ${ours.p75} ms`;
    const limit = `live ${theirs.p75} ms + ${Math.round(rule.vitalMargin * 100)} %`;
    if (ours.p75 > allowed) {
      return { action: 'rollback', reason: `${comparison} exceeds ${limit}` };
    }
    judged.push(`${comparison} within ${limit}`);
  }
  return { action: 'promote', reason: judged.join('; ') };
}
