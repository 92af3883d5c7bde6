// The automatic canary's steps on a clock of its own: each poll moves time on by pollMs, and the
// signals each version reports are written out per poll.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import type { SignalSummary } from '../signals/version-signals.js';
import { parseCanarySteps, runAutoCanary } from './canary-auto.js';
import type { CanaryStep } from './canary-steps.js';

const LIVE = '20261128100000-aaaaaaa';
const CANARY = '20261128110000-bbbbbbb';

const summary = (views: number, errors: number, lcp = 1200): SignalSummary => ({
  views,
  errors,
  errorRate: views ? errors / views : null,
  lcp: { p75: lcp, samples: views },
  inp: { p75: null, samples: 0 },
  cls: { p75: null, samples: 0 },
});

/** Runs a canary whose signals at the nth poll are `canaryAt(n)`; the live one has 1000 clean views. */
async function run(canaryAt: (poll: number) => SignalSummary | Error) {
  let clock = Date.parse('2026-11-28T12:00:00Z');
  let polls = 0;
  const changes: string[] = [];
  const steps: CanaryStep[] = [];
  const outcome = await runAutoCanary({
    remote: 'catalog',
    version: CANARY,
    live: LIVE,
    timing: { stepMs: 3000, pollMs: 1000, maxHoldMs: 2000 },
    controls: {
      setShare: async (percent) => void changes.push(`share ${percent}`),
      promote: async () => void changes.push('promote'),
      end: async () => void changes.push('end'),
      signals: async (version) => {
        if (version === LIVE) return summary(1000, 0);
        polls += 1;
        const signals = canaryAt(polls);
        if (signals instanceof Error) throw signals;
        return signals;
      },
    },
    record: (step) => steps.push(step),
    now: () => clock,
    sleep: async (ms) => {
      clock += ms;
    },
  });
  return { outcome, changes, steps: steps.map((step) => `${step.action} ${step.percent}`) };
}

describe('runAutoCanary', () => {
  test('raises 5 → 25 → 50 and promotes a canary within the margins, 3 polls a step', async () => {
    const { outcome, changes, steps } = await run(() => summary(400, 1));
    assert.equal(outcome.outcome, 'promoted');
    assert.deepEqual(changes, ['share 5', 'share 25', 'share 50', 'promote']);
    assert.deepEqual(steps, ['share 5', 'share 25', 'share 50', 'promoted 100']);
  });

  test('rolls back at the poll where the error rate goes over, without waiting for the step', async () => {
    // Polls 1-3 at 5 %, then poll 4 (at 25 %) sees 10 errors in 400 views (2.5 %).
    const { outcome, changes, steps } = await run((poll) =>
      poll < 4 ? summary(400, 1) : summary(400, 10),
    );
    assert.deepEqual(outcome, {
      outcome: 'rolled back',
      reason: 'error rate 2.5 % (10/400) exceeds live 0.0 % (0/1000) + 1.0 %',
    });
    assert.deepEqual(changes, ['share 5', 'share 25', 'end']);
    assert.deepEqual(steps, ['share 5', 'share 25', 'rolled back 25']);
  });

  test('holds a step while samples are short, then rolls back when maxHoldMs runs out', async () => {
    const { outcome, changes, steps } = await run(() => summary(50, 0));
    assert.equal(outcome.outcome, 'rolled back');
    assert.equal(outcome.reason, 'not enough samples after 5 s: canary has 50 of 200 page views');
    assert.deepEqual(changes, ['share 5', 'end']);
    assert.deepEqual(steps, ['share 5', 'hold 5', 'rolled back 5']);
  });

  test('holds through a poll whose signals cannot be read', async () => {
    const { outcome, steps } = await run((poll) =>
      poll === 3 ? new Error('Command timed out') : summary(400, 0),
    );
    assert.equal(outcome.outcome, 'promoted');
    assert.deepEqual(steps, ['share 5', 'hold 5', 'share 25', 'share 50', 'promoted 100']);
  });
});

describe('parseCanarySteps', () => {
  test('takes increasing percents ending at 100, and refuses anything else', () => {
    assert.deepEqual(parseCanarySteps('10, 50,100'), [10, 50, 100]);
    for (const text of ['5,25,50', '25,5,100', '0,100', '5,5,100', 'a,100', '']) {
      assert.throws(() => parseCanarySteps(text), /--steps must be/, text);
    }
  });
});
