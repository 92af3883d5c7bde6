// DESIGN §3: every shared singleton reaches the browser once, however many remotes use it.
// Read from the federation runtime's share scope after the host and all four remotes loaded.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { cartLink, headerLink, remoteArea, useStorefront } from '../lib/storefront';

const storefront = useStorefront({ api: false, paymentSandbox: false });

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-redux',
  'styled-components',
  '@storefront/shared',
];

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
}

interface FederationManifest {
  shared: { name: string; assets: ManifestAssets }[];
  exposes: { assets: ManifestAssets }[];
}

function filesOf(assets: ManifestAssets): string[] {
  return [...assets.js.sync, ...assets.js.async];
}

interface SharedCopy {
  version: string;
  from: string;
}

describe('shared singletons', () => {
  it('loads react, react-dom, react-router, react-redux, styled-components and @storefront/shared once each', async () => {
    const page = await storefront.newPage();
    const scriptUrls: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scriptUrls.push(request.url());
    });
    await page.goto(storefront.stack.urlFor('/'));
    await remoteArea(page, 'catalog').waitFor();
    // Visit every remote inside one page load, so all four containers join the share scope.
    await headerLink(page, 'About').click();
    await remoteArea(page, 'content').waitFor();
    await cartLink(page).click();
    await remoteArea(page, 'cartCheckout').waitFor();
    await headerLink(page, 'Login').click();
    await remoteArea(page, 'account').waitFor();

    const loaded = await page.evaluate((packages) => {
      type ShareEntry = { from?: string; loaded?: boolean; lib?: unknown };
      type ScopeMap = Record<string, Record<string, Record<string, ShareEntry>>>;
      const federation = (
        window as unknown as { __FEDERATION__?: { __INSTANCES__?: { shareScopeMap?: ScopeMap }[] } }
      ).__FEDERATION__;
      const result: Record<string, SharedCopy[]> = {};
      for (const name of packages) {
        const copies = new Map<string, SharedCopy>();
        for (const instance of federation?.__INSTANCES__ ?? []) {
          for (const scope of Object.values(instance.shareScopeMap ?? {})) {
            for (const [version, entry] of Object.entries(scope[name] ?? {})) {
              if (entry.loaded || entry.lib)
                copies.set(version, { version, from: entry.from ?? '?' });
            }
          }
        }
        result[name] = [...copies.values()];
      }
      return result;
    }, SINGLETONS);

    for (const name of SINGLETONS) {
      assert.equal(loaded[name]?.length, 1, `${name} loaded ${JSON.stringify(loaded[name])}`);
    }

    // The network agrees: no remote sent its own copy of a singleton's chunks.
    for (const [remote, origin] of Object.entries(storefront.stack.remoteUrls)) {
      const manifest = (await (
        await fetch(`${origin}/mf-manifest.json`)
      ).json()) as FederationManifest;
      const exposedFiles = new Set(manifest.exposes.flatMap((entry) => filesOf(entry.assets)));
      for (const shared of manifest.shared.filter((entry) => SINGLETONS.includes(entry.name))) {
        const ownCopy = filesOf(shared.assets).filter((file) => !exposedFiles.has(file));
        const downloaded = ownCopy.filter((file) => scriptUrls.includes(`${origin}/${file}`));
        assert.deepEqual(downloaded, [], `${remote} sent its own ${shared.name}`);
      }
    }
  });
});
