import { fetchRemotesMap, parseRemotesMap, readInlineRemotesMap } from './remotes-map';

describe('the remotes map', () => {
  it('keeps every remote with a federation name, one published after this host was built too, and ignores other entries', () => {
    expect(
      parseRemotesMap(
        JSON.parse(`{
          "catalog": "http://localhost:3001/mf-manifest.json",
          "content": " http://cdn.test/content/mf-manifest.json ",
          "wishlist": "http://localhost:3000/remotes/wishlist/versions/20261129100000-abcdef0/mf-manifest.json",
          "__proto__": "http://evil.test/mf-manifest.json",
          "../catalog": "http://evil.test/mf-manifest.json",
          "account": 42
        }`),
      ),
    ).toEqual({
      catalog: 'http://localhost:3001/mf-manifest.json',
      content: 'http://cdn.test/content/mf-manifest.json',
      wishlist:
        'http://localhost:3000/remotes/wishlist/versions/20261129100000-abcdef0/mf-manifest.json',
    });
  });

  it('refuses a file that is not an object, naming the file', () => {
    expect(() => parseRemotesMap(['catalog'])).toThrow('/remotes.json must be a JSON object');
  });

  it('is fetched without cache and reports an HTTP failure', async () => {
    // jsdom has no Response: only what fetchRemotesMap reads.
    const notFound = { ok: false, status: 404, json: async () => ({}) } as Response;
    const fetchMissing = jest.fn(async () => notFound);
    await expect(fetchRemotesMap(fetchMissing)).rejects.toThrow('/remotes.json answered HTTP 404');
    expect(fetchMissing).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  describe('written into the page', () => {
    afterEach(() => {
      delete window.__STOREFRONT_REMOTES__;
    });

    it('is read from the page, keeping only entries named like remotes', () => {
      window.__STOREFRONT_REMOTES__ = {
        catalog: 'http://localhost:3001/mf-manifest.json',
        'pay ments': 'http://evil.test/mf-manifest.json',
      };
      expect(readInlineRemotesMap()).toEqual({
        catalog: 'http://localhost:3001/mf-manifest.json',
      });
    });

    it('is absent from a page served without it, so the host fetches the file', () => {
      expect(readInlineRemotesMap()).toBeNull();
    });
  });
});
