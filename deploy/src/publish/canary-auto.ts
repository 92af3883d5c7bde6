// `npm run remotes -- canary <remote> <version> --auto`: raises the canary's share step by step
// (5 → 25 → 50 → 100 % by default) while judgeCanary finds its shoppers' signals within the
// margins of the live version's, and rolls it back by itself otherwise. Every step is recorded
// (canary-steps.ts) and printed.
import { setTimeout as delay } from 'node:timers/promises';

import { RefusedError, promote, setCanary } from '../registry.js';
import type { Registry } from '../registry.js';
import { DEFAULT_CANARY_RULE, judgeCanary } from '../signals/canary-rule.js';
import type { CanaryRule, CanaryVerdict } from '../signals/canary-rule.js';
import type { SignalSummary } from '../signals/version-signals.js';
import type { Actor, AuditChange } from './audit-trail.js';
import type { CanaryStep } from './canary-steps.js';
import { updateRegistry } from './registry-update.js';

export const DEFAULT_CANARY_STEPS: readonly number[] = [5, 25, 50, 100];

/** How long the run waits at each share, how often it reads the signals, how long it waits for samples. */
export interface CanaryTiming {
  /** At least this long at each share before it is raised. */
  stepMs: number;
  /** The signals are read (and a rollback can happen) this often. */
  pollMs: number;
  /** Past stepMs, how long a step may wait for enough samples before the canary is rolled back. */
  maxHoldMs: number;
}

export const DEFAULT_CANARY_TIMING: Readonly<CanaryTiming> = {
  stepMs: 10 * 60_000,
  pollMs: 30_000,
  maxHoldMs: 30 * 60_000,
};

/** What the run changes and reads; registryCanary gives the real ones. */
export interface CanaryControls {
  /** Serves the canary to `percent` (1-99) of the visitors; `reason` says why (the audit trail's). */
  setShare(percent: number, reason: string): Promise<void>;
  /** Makes the canary live for everyone. */
  promote(reason: string): Promise<void>;
  /** Ends the canary: everyone gets the live version. */
  end(reason: string): Promise<void>;
  /** A version's signals from `since` until now. */
  signals(version: string, since: number): Promise<SignalSummary>;
}

export interface AutoCanaryRun {
  remote: string;
  version: string;
  live: string;
  steps?: readonly number[];
  timing?: CanaryTiming;
  rule?: CanaryRule;
  controls: CanaryControls;
  /** Records a step (recordCanaryStep, bound to the store). */
  record: (step: CanaryStep) => void;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** The steps as the operator typed them: increasing whole percents from 1, ending at 100. */
export function parseCanarySteps(text: string): number[] {
  const steps = text.split(',').map((part) => Number(part.trim()));
  const valid =
    steps.length > 0 &&
    steps.every(
      (step, index) =>
        Number.isInteger(step) &&
        step >= 1 &&
        step <= 100 &&
        (index === 0 || step > steps[index - 1]!),
    ) &&
    steps.at(-1) === 100;
  if (!valid) {
    throw new RefusedError(`--steps must be increasing percents from 1 ending at 100, not ${text}`);
  }
  return steps;
}

/**
 * Runs an automatic canary to its end.
 * @returns 'promoted' or 'rolled back', with the last step's reason
 */
export async function runAutoCanary({
  remote,
  version,
  live,
  steps = DEFAULT_CANARY_STEPS,
  timing = DEFAULT_CANARY_TIMING,
  rule = DEFAULT_CANARY_RULE,
  controls,
  record,
  now = Date.now,
  sleep = (ms) => delay(ms),
}: AutoCanaryRun): Promise<{ outcome: 'promoted' | 'rolled back'; reason: string }> {
  const started = now();
  const run = new Date(started).toISOString();
  const step = (
    action: CanaryStep['action'],
    percent: number,
    reason: string,
    judged?: { canary?: SignalSummary; live?: SignalSummary },
  ) =>
    record({
      time: new Date(now()).toISOString(),
      run,
      remote,
      version,
      live,
      action,
      percent,
      reason,
      ...(judged?.canary && judged.live
        ? { canarySignals: judged.canary, liveSignals: judged.live }
        : {}),
    });
  /**
   * Judges the canary on everything its shoppers reported since the run started; signals that
   * cannot be read (Redis down) hold the step, which rolls back once maxHoldMs is over.
   */
  const judge = async (): Promise<{
    verdict: CanaryVerdict;
    canary?: SignalSummary;
    live?: SignalSummary;
  }> => {
    let canarySignals: SignalSummary;
    let liveSignals: SignalSummary;
    try {
      [canarySignals, liveSignals] = await Promise.all([
        controls.signals(version, started),
        controls.signals(live, started),
      ]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { verdict: { action: 'hold', reason: `the signals could not be read (${message})` } };
    }
    return {
      verdict: judgeCanary(canarySignals, liveSignals, rule),
      canary: canarySignals,
      live: liveSignals,
    };
  };
  const rollBack = async (
    percent: number,
    reason: string,
    judged?: { canary?: SignalSummary; live?: SignalSummary },
  ) => {
    await controls.end(reason);
    step('rolled back', percent, reason, judged);
    return { outcome: 'rolled back' as const, reason };
  };

  let percentNow = 0;
  try {
    return await raiseStepByStep();
  } catch (error) {
    step('stopped', percentNow, error instanceof Error ? error.message : String(error));
    throw error;
  }

  async function raiseStepByStep() {
    let reason = `canary started: ${steps.join(' → ')} %, ${timing.stepMs / 1000} s a step`;
    for (const percent of steps) {
      if (percent === 100) {
        await controls.promote(reason);
        step('promoted', 100, reason);
        return { outcome: 'promoted' as const, reason };
      }
      await controls.setShare(percent, reason);
      percentNow = percent;
      step('share', percent, reason);
      const stepStart = now();
      let held = false;
      for (;;) {
        await sleep(timing.pollMs);
        const { verdict, ...judged } = await judge();
        if (verdict.action === 'rollback') return rollBack(percent, verdict.reason, judged);
        const waited = now() - stepStart;
        if (waited < timing.stepMs) continue;
        if (verdict.action === 'promote') {
          reason = verdict.reason;
          break;
        }
        if (waited >= timing.stepMs + timing.maxHoldMs) {
          return rollBack(
            percent,
            `not enough samples after ${Math.round(waited / 1000)} s: ${verdict.reason}`,
            judged,
          );
        }
        if (!held) step('hold', percent, verdict.reason, judged);
        held = true;
      }
    }
    // parseCanarySteps makes 100 the last step.
    throw new RefusedError('the canary steps must end at 100');
  }
}

/**
 * The controls of a canary in the deployment store's registry, each change recorded in the audit
 * trail under `actor` with the step's reason. Every change is refused once the canary is no
 * longer this run's (an operator promoted, rolled back or started another one), which stops the
 * run.
 * @param options.check refuses a version the running host cannot run (the CLI's skew guard)
 */
export function registryCanary({
  storeDir,
  remote,
  version,
  live,
  actor,
  force,
  check,
}: {
  storeDir: string;
  remote: string;
  version: string;
  live: string;
  actor: Actor;
  force: boolean;
  check: () => void;
}): Omit<CanaryControls, 'signals'> {
  let started = false;
  const change = (apply: (registry: Registry) => Registry, reason: string, entry: AuditChange) =>
    updateRegistry(
      storeDir,
      (registry) => {
        const canary = registry.remotes[remote]?.canary ?? null;
        if (started && canary !== version) {
          throw new RefusedError(
            `${remote}'s canary is now ${canary ?? 'none'}, not ${version}: someone else changed it, so the automatic canary stopped`,
          );
        }
        return apply(registry);
      },
      {
        actor: {
          by: actor.by,
          reason: `${actor.reason ? `${actor.reason}; ` : ''}automatic canary: ${reason}`,
        },
        describe: () => [
          { ...entry, ...(force && entry.action !== 'rollback' && { forced: true }) },
        ],
      },
    ).then(() => {
      started = true;
    });
  return {
    setShare: (percent, reason) =>
      change(
        (registry) => {
          check();
          return setCanary(registry, remote, version, percent);
        },
        reason,
        { action: 'canary', remote, version, percent },
      ),
    promote: (reason) =>
      change(
        (registry) => {
          check();
          return promote(registry, remote, version);
        },
        reason,
        { action: 'promote', remote, version, from: live },
      ),
    end: (reason) =>
      change((registry) => setCanary(registry, remote, version, 0), reason, {
        action: 'rollback',
        remote,
        version: live,
        from: version,
      }),
  };
}
