// The record of automatic canary steps: each share raised, hold, promotion and rollback, with its
// reason and the numbers it was judged on, one JSON line each in `<store>/canary-steps.jsonl`
// (the store every operator's CLI and host server shares); `npm run remotes -- status` prints each
// remote's latest run. recordCanaryStep is the one place a step is written: point it at the
// deployment audit trail when there is one.
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { hasErrorCode } from '../registry.js';
import type { SignalSummary } from '../signals/version-signals.js';

export const CANARY_STEPS_FILE = 'canary-steps.jsonl';

/** One step of an automatic canary. */
export interface CanaryStep {
  /** When the step was taken (ISO 8601). */
  time: string;
  /** When its run started (ISO 8601): the steps of one run share it. */
  run: string;
  remote: string;
  version: string;
  /** The live version it is compared with. */
  live: string;
  /** share: the canary's share was set to `percent`; promoted: live for everyone. */
  action: 'share' | 'hold' | 'promoted' | 'rolled back' | 'stopped';
  percent: number;
  reason: string;
  /** The signals the step was judged on (none for the first share). */
  canarySignals?: SignalSummary;
  liveSignals?: SignalSummary;
}

/** Appends `step` to the store's record (one line, written in one call). */
export function recordCanaryStep(storeDir: string, step: CanaryStep): void {
  mkdirSync(storeDir, { recursive: true });
  appendFileSync(path.join(storeDir, CANARY_STEPS_FILE), `${JSON.stringify(step)}\n`);
}

/** The steps of each remote's latest run, oldest first; unreadable lines are skipped. */
export function latestCanaryRuns(storeDir: string): Map<string, CanaryStep[]> {
  let text: string;
  try {
    text = readFileSync(path.join(storeDir, CANARY_STEPS_FILE), 'utf8');
  } catch (error) {
    if (hasErrorCode(error, 'ENOENT')) return new Map();
    throw error;
  }
  const runs = new Map<string, CanaryStep[]>();
  for (const line of text.split('\n')) {
    let step: CanaryStep;
    try {
      step = JSON.parse(line) as CanaryStep;
    } catch {
      continue;
    }
    if (typeof step?.remote !== 'string' || typeof step.run !== 'string') continue;
    const steps = runs.get(step.remote);
    if (steps?.[0]?.run === step.run) steps.push(step);
    else runs.set(step.remote, [step]);
  }
  return runs;
}
