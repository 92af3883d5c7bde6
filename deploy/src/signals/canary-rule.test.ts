import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { judgeCanary } from './canary-rule.js';
import type { SignalSummary } from './version-signals.js';

/** A version's summary: page views, errors, and p75 LCP / INP with their sample counts. */
function summary(
  views: number,
  errors: number,
  lcp: [p75: number | null, samples: number] = [1200, 150],
  inp: [p75: number | null, samples: number] = [80, 120],
): SignalSummary {
  return {
    views,
    errors,
    errorRate: views ? errors / views : null,
    lcp: { p75: lcp[0], samples: lcp[1] },
    inp: { p75: inp[0], samples: inp[1] },
    cls: { p75: 0.05, samples: lcp[1] },
  };
}

// The default rule: 200 views and 100 LCP samples each, 1 point of error rate, 20 % slower vitals.
const LIVE = summary(1000, 5, [1200, 600], [80, 400]); // 0.5 % errors

describe('judgeCanary (default rule)', () => {
  test('promotes a canary within every margin, saying each comparison', () => {
    assert.deepEqual(judgeCanary(summary(200, 2, [1400, 150], [90, 120]), LIVE), {
      action: 'promote',
      reason:
        'error rate 1.0 % (2/200) within live 0.5 % (5/1000) + 1.0 %; ' +
        'p75 LCP 1400 ms within live 1200 ms + 20 %; p75 INP 90 ms within live 80 ms + 20 %',
    });
  });

  test('promotes at exactly the margins: 1.5 % errors, LCP 1440 ms, INP 96 ms over live 0.5 %, 1200, 80', () => {
    const verdict = judgeCanary(summary(400, 6, [1440, 150], [96, 120]), LIVE);
    assert.equal(verdict.action, 'promote');
  });

  test('holds with 199 page views and no more errors than the margin allows', () => {
    assert.deepEqual(judgeCanary(summary(199, 2), LIVE), {
      action: 'hold',
      reason: 'canary has 199 of 200 page views',
    });
  });

  test('holds while the live version has too few page views to compare with', () => {
    assert.deepEqual(judgeCanary(summary(300, 0), summary(150, 0)), {
      action: 'hold',
      reason: 'live has 150 of 200 page views',
    });
  });

  test('holds with 99 LCP samples, even with enough page views', () => {
    assert.deepEqual(judgeCanary(summary(300, 0, [1000, 99]), LIVE), {
      action: 'hold',
      reason: 'canary has 99 of 100 LCP samples',
    });
  });

  test('rolls back when the error rate exceeds the live one by more than a point: 1.6 % over 0.5 %', () => {
    assert.deepEqual(judgeCanary(summary(500, 8), LIVE), {
      action: 'rollback',
      reason: 'error rate 1.6 % (8/500) exceeds live 0.5 % (5/1000) + 1.0 %',
    });
  });

  test('rolls back before 200 views once 4 errors exceed 1.5 % of 200 (3 errors)', () => {
    assert.deepEqual(judgeCanary(summary(20, 4), LIVE), {
      action: 'rollback',
      reason: '4 errors in 20 page views already exceed live 0.5 % (5/1000) + 1.0 % over 200 views',
    });
    assert.equal(judgeCanary(summary(20, 3), LIVE).action, 'hold');
  });

  test('rolls back when p75 LCP is more than 20 % over the live one: 1450 ms over 1200 ms', () => {
    assert.deepEqual(judgeCanary(summary(300, 0, [1450, 150]), LIVE), {
      action: 'rollback',
      reason: 'p75 LCP 1450 ms exceeds live 1200 ms + 20 %',
    });
  });

  test('rolls back when p75 INP is more than 20 % over the live one: 100 ms over 80 ms', () => {
    assert.deepEqual(judgeCanary(summary(300, 0, [1200, 150], [100, 120]), LIVE), {
      action: 'rollback',
      reason: 'p75 INP 100 ms exceeds live 80 ms + 20 %',
    });
  });

  test('leaves INP out when the canary has fewer than 100 samples of it, and says so', () => {
    assert.deepEqual(judgeCanary(summary(300, 0, [1200, 150], [900, 40]), LIVE), {
      action: 'promote',
      reason:
        'error rate 0.0 % (0/300) within live 0.5 % (5/1000) + 1.0 %; ' +
        'p75 LCP 1200 ms within live 1200 ms + 20 %; INP not compared (40 and 400 samples)',
    });
  });
});

describe('judgeCanary (a stated rule)', () => {
  test('uses the given minimum and margins', () => {
    const rule = { minViews: 10, minVitalSamples: 5, errorRateMargin: 0.05, vitalMargin: 0.5 };
    const live = summary(10, 0, [1000, 5], [100, 5]);
    assert.equal(judgeCanary(summary(10, 0, [1500, 5], [150, 5]), live, rule).action, 'promote');
    assert.equal(judgeCanary(summary(10, 1), live, rule).action, 'rollback');
    assert.equal(judgeCanary(summary(9, 0), live, rule).action, 'hold');
  });
});
