import type { MetricType } from 'web-vitals';
import { createPageSignals, versionOfManifestUrl, type VitalsLibrary } from './page-signals';

const V1 = '20261128100000-aaaaaaa';
const V2 = '20261128110000-bbbbbbb';
/** What the host's server wrote into a sampled page (its form is the server's business). */
const TOKEN = '1795860000.page-token-from-the-server.e30.signature';
const at = (remote: string, version: string) =>
  `http://localhost:3001/versions/${version}/mf-manifest.json#${remote}`;

/** A page's signals whose beacons are collected: the bodies sent to /signals, parsed. */
function page({ sampled = true, landingPath = '/product' } = {}) {
  const beacons: unknown[] = [];
  const reporters: Partial<Record<'LCP' | 'INP' | 'CLS', (metric: MetricType) => void>> = {};
  const vitals: VitalsLibrary = {
    onLCP: (report) => (reporters.LCP = report),
    onINP: (report) => (reporters.INP = report),
    onCLS: (report) => (reporters.CLS = report),
  };
  const loadVitals = jest.fn(async () => vitals);
  const signals = createPageSignals({
    token: sampled ? TOKEN : null,
    sendBeacon: (url, body) => {
      expect(url).toBe('/signals');
      beacons.push(JSON.parse(body));
      return true;
    },
    loadVitals,
    landingPath,
  });
  const metric = (name: 'LCP' | 'INP' | 'CLS', value: number) =>
    reporters[name]?.({ name, value } as MetricType);
  return { signals, beacons, loadVitals, metric };
}

describe('versionOfManifestUrl', () => {
  it('reads the published version a remote is served at, and none from its default URL', () => {
    expect(versionOfManifestUrl(`http://localhost:3001/versions/${V1}/mf-manifest.json`)).toBe(V1);
    expect(versionOfManifestUrl('http://localhost:3001/mf-manifest.json')).toBeNull();
    expect(versionOfManifestUrl(undefined)).toBeNull();
  });
});

describe("a page's signals", () => {
  afterEach(() => jest.useRealTimers());

  it('sends one view per version used and one error per version that failed, tagged with the version', () => {
    const { signals, beacons } = page();
    signals.remotesRegistered({
      catalog: `http://localhost:3001/versions/${V1}/mf-manifest.json`,
      content: 'http://localhost:3004/mf-manifest.json',
    });
    signals.viewed('catalog');
    signals.viewed('catalog');
    signals.failed('catalog');
    signals.failed('catalog');
    signals.viewed('content'); // its default build: no published version to count it for
    // The page falls back to another version, which loads.
    signals.remotesRegistered({ catalog: `http://localhost:3001/versions/${V2}/mf-manifest.json` });
    signals.viewed('catalog');
    signals.send();
    expect(beacons).toEqual([
      {
        token: TOKEN,
        signals: [
          { remote: 'catalog', version: V1, kind: 'view' },
          { remote: 'catalog', version: V1, kind: 'error' },
          { remote: 'catalog', version: V2, kind: 'view' },
        ],
      },
    ]);
  });

  it('sends nothing, and never loads web-vitals, on a page outside the sample', async () => {
    const { signals, beacons, loadVitals } = page({ sampled: false });
    signals.remotesRegistered({ catalog: at('catalog', V1) });
    signals.viewed('catalog');
    signals.failed('catalog');
    await signals.measureVitals();
    signals.send();
    expect(beacons).toEqual([]);
    expect(loadVitals).not.toHaveBeenCalled();
  });

  it('counts LCP, INP and CLS for the remote owning the address the page was opened at', async () => {
    const { signals, beacons, metric } = page({ landingPath: '/about' });
    signals.remotesRegistered({ catalog: at('catalog', V1), content: at('content', V2) });
    await signals.measureVitals();
    metric('LCP', 1234.5);
    metric('INP', 88);
    metric('CLS', 0.07);
    signals.send();
    expect(beacons).toEqual([
      {
        token: TOKEN,
        signals: [
          { remote: 'content', version: V2, kind: 'lcp', value: 1234.5 },
          { remote: 'content', version: V2, kind: 'inp', value: 88 },
          { remote: 'content', version: V2, kind: 'cls', value: 0.07 },
        ],
      },
    ]);
  });

  it('sends 20 signals a beacon at most, and sends by itself 10 s after the first one', () => {
    jest.useFakeTimers();
    const { signals, beacons } = page();
    const remotes = ['catalog', 'content', 'account', 'cartCheckout'];
    signals.remotesRegistered(Object.fromEntries(remotes.map((name) => [name, at(name, V1)])));
    for (const remote of remotes) signals.failed(remote); // 8 signals
    jest.advanceTimersByTime(9_999);
    expect(beacons).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(beacons).toHaveLength(1);
    expect((beacons[0] as { signals: unknown[] }).signals).toHaveLength(8);
  });
});
