import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { BeaconSchema, bucketIndex, noSignals, p75, summarize } from './version-signals.js';

const VERSION = '20261128120000-abcdef1';

describe('vital buckets', () => {
  test('keep a value as the upper edge of its bucket: 50 ms of LCP, 10 ms of INP, 0.01 of CLS', () => {
    assert.equal(bucketIndex('lcp', 1234), 25); // up to 1250 ms
    assert.equal(bucketIndex('lcp', 1250), 25);
    assert.equal(bucketIndex('inp', 81), 9); // up to 90 ms
    assert.equal(bucketIndex('cls', 0.07), 7);
    assert.equal(bucketIndex('cls', 0), 0);
  });
});

describe('p75', () => {
  test('is the value at the nearest rank of 3 in 4 samples', () => {
    assert.equal(
      p75(
        new Map([
          [20, 3],
          [60, 1],
        ]),
      ),
      20,
    ); // 4 samples: the 3rd
    assert.equal(
      p75(
        new Map([
          [60, 2],
          [20, 2],
        ]),
      ),
      60,
    ); // 4 samples: the 3rd is in 60
    assert.equal(p75(new Map([[10, 1]])), 10);
    assert.equal(p75(new Map()), null);
  });
});

describe('summarize', () => {
  test('gives the error rate and each vital’s p75 in its unit', () => {
    const signals = noSignals();
    signals.views = 40;
    signals.errors = 2;
    signals.vitals.lcp.set(25, 3).set(60, 1);
    signals.vitals.cls.set(7, 4);
    assert.deepEqual(summarize(signals), {
      views: 40,
      errors: 2,
      errorRate: 0.05,
      lcp: { samples: 4, p75: 1250 },
      inp: { samples: 0, p75: null },
      cls: { samples: 4, p75: 0.07 },
    });
  });

  test('has no error rate without a view, and never one above 1', () => {
    const signals = noSignals();
    assert.equal(summarize(signals).errorRate, null);
    signals.views = 1;
    signals.errors = 3;
    assert.equal(summarize(signals).errorRate, 1);
  });
});

describe('BeaconSchema', () => {
  test('takes views, errors and vitals of published versions', () => {
    const beacon = {
      token: 'the-page-s-token',
      signals: [
        { remote: 'catalog', version: VERSION, kind: 'view' },
        { remote: 'catalog', version: VERSION, kind: 'error' },
        { remote: 'catalog', version: VERSION, kind: 'lcp', value: 1234.5 },
      ],
    };
    assert.deepEqual(BeaconSchema.parse(beacon), beacon);
  });

  test('refuses other versions, kinds, values, fields and sizes', () => {
    const view = { remote: 'catalog', version: VERSION, kind: 'view' };
    const token = 'the-page-s-token';
    for (const body of [
      { signals: [view] }, // no token
      { token: 'x'.repeat(1201), signals: [view] },
      { token, signals: [] },
      { token, signals: Array.from({ length: 21 }, () => view) },
      { token, signals: [{ ...view, version: 'unknown' }] },
      { token, signals: [{ ...view, remote: '../x' }] },
      { token, signals: [{ ...view, kind: 'click' }] },
      { token, signals: [{ ...view, url: '/cart?email=a@b.c' }] },
      { token, signals: [{ ...view, kind: 'lcp', value: -1 }] },
      { token, signals: [{ ...view, kind: 'lcp', value: 'fast' }] },
      { token, signals: [{ ...view, kind: 'cls', value: 1e9 }] },
      { token, signals: [view], visitor: 'x' },
    ]) {
      assert.equal(BeaconSchema.safeParse(body).success, false, JSON.stringify(body));
    }
  });
});
