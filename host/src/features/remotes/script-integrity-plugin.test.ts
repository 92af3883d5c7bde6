import { scriptIntegrityPlugin } from './script-integrity-plugin';

const ENTRY = 'http://localhost:3002/versions/20261129010000-aaaaaaa/remoteEntry.js';
const HASH = 'sha384-97Id47UXLNYp+dUtrSKqVUI5mKl1M0wG96DtExai2ROLyEr784koMMELU4uhacR9';

type CreateScript = (args: { url: string }) => unknown;
const createScript = scriptIntegrityPlugin({ timeoutMs: 2500 }).createScript as CreateScript;

describe('the script integrity plugin', () => {
  afterEach(() => {
    delete window.__STOREFRONT_REMOTE_INTEGRITY__;
  });

  it('loads a remote entry with the hash its version was published with, as a CORS request', () => {
    window.__STOREFRONT_REMOTE_INTEGRITY__ = { [ENTRY]: HASH };
    const { script, timeout } = createScript({ url: ENTRY }) as {
      script: HTMLScriptElement;
      timeout: number;
    };
    expect(script.src).toBe(ENTRY);
    expect(script.integrity).toBe(HASH);
    expect(script.crossOrigin).toBe('anonymous');
    expect(timeout).toBe(2500);
  });

  it('leaves an entry the page has no hash for to the runtime (a version published before hashes)', () => {
    window.__STOREFRONT_REMOTE_INTEGRITY__ = { [ENTRY]: HASH };
    expect(createScript({ url: 'http://localhost:3004/remoteEntry.js' })).toBeUndefined();
    window.__STOREFRONT_REMOTE_INTEGRITY__ = { [ENTRY]: 'md5-notahash' };
    expect(createScript({ url: ENTRY })).toBeUndefined();
  });
});
