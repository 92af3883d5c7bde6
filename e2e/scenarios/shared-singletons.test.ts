// DESIGN §3: every shared singleton reaches the browser once, however many remotes use it.
// Read from the federation runtime's share scope after the host and all four remotes loaded,
// for every entry of the share configuration (build/federation-shared.cjs), not a copy of it.
import { createRequire } from 'node:module';

import type { Page } from '@playwright/test';

import {
  cartLink,
  expect,
  headerLink,
  remoteArea,
  test,
  useSharedStorefront,
} from '../lib/storefront';

const storefront = useSharedStorefront();

// A trailing slash shares the package's sub-path imports too (react/jsx-runtime, ...).
const { SINGLETON_PACKAGES } = createRequire(import.meta.url)(
  '../../build/federation-shared.cjs',
) as { SINGLETON_PACKAGES: string[] };

/** True when the share-scope key `name` (react, react/jsx-runtime, ...) falls under `entry`. */
function isUnder(entry: string, name: string): boolean {
  return entry.endsWith('/') ? name.startsWith(entry) : name === entry;
}

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

/** Share-scope key → the versions of it that were loaded, over every federation instance. */
function loadedSharedVersions(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type ShareEntry = { loaded?: boolean; lib?: unknown };
    type ScopeMap = Record<string, Record<string, Record<string, ShareEntry>>>;
    const federation = (
      window as unknown as { __FEDERATION__?: { __INSTANCES__?: { shareScopeMap?: ScopeMap }[] } }
    ).__FEDERATION__;
    const versions: Record<string, string[]> = {};
    for (const instance of federation?.__INSTANCES__ ?? []) {
      for (const scope of Object.values(instance.shareScopeMap ?? {})) {
        for (const [name, byVersion] of Object.entries(scope)) {
          const seen = new Set(versions[name] ?? []);
          for (const [version, entry] of Object.entries(byVersion)) {
            if (entry.loaded || entry.lib) seen.add(version);
          }
          versions[name] = [...seen];
        }
      }
    }
    return versions;
  });
}

test.describe('shared singletons', () => {
  test(`each of the ${SINGLETON_PACKAGES.length} entries of build/federation-shared.cjs loads once`, async ({
    page,
  }) => {
    const scriptUrls: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scriptUrls.push(request.url());
    });
    await page.goto(storefront.stack.urlFor('/'));
    await expect(remoteArea(page, 'catalog')).toBeVisible();
    // Visit every remote inside one page load, so all four containers join the share scope.
    await headerLink(page, 'Contact').click();
    await expect(remoteArea(page, 'content')).toBeVisible();
    await cartLink(page).click();
    await expect(remoteArea(page, 'cartCheckout')).toBeVisible();
    await headerLink(page, 'Login').click();
    await expect(remoteArea(page, 'account')).toBeVisible();
    // react-toastify loads with the page's first toast, not at start-up: raise one as a remote would.
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('storefront:toast', {
          detail: { v: 1, type: 'info', message: 'Toasts work' },
        }),
      ),
    );
    await expect(page.getByText('Toasts work')).toBeVisible();

    const loaded = await loadedSharedVersions(page);

    const manifests = new Map<string, FederationManifest>();
    for (const origin of [
      storefront.stack.hostUrl,
      ...Object.values(storefront.stack.remoteUrls),
    ]) {
      const response = await fetch(`${origin}/mf-manifest.json`);
      manifests.set(origin, (await response.json()) as FederationManifest);
    }
    // Every key some package shares or the page loaded: a sub-path entry (react/) stands for the
    // sub-paths the code imports (react/jsx-runtime); one nothing imports has nothing to load.
    const sharedNames = new Set([
      ...Object.keys(loaded),
      ...[...manifests.values()].flatMap((manifest) =>
        manifest.shared.map((shared) => shared.name),
      ),
    ]);
    for (const entry of SINGLETON_PACKAGES) {
      const names = [...sharedNames].filter((name) => isUnder(entry, name));
      if (!entry.endsWith('/')) expect(names, `${entry} is not shared`).toContain(entry);
      for (const name of names) {
        expect(loaded[name] ?? [], `${name} loaded ${JSON.stringify(loaded[name])}`).toHaveLength(
          1,
        );
      }
    }

    // The network agrees: no remote sent its own copy of a singleton the shell provides. (A singleton
    // only remotes import, such as react-hook-form, comes from the first remote that needs it; the
    // count above shows it is loaded once.)
    const shellShared = new Set(
      manifests.get(storefront.stack.hostUrl)?.shared.map((shared) => shared.name) ?? [],
    );
    for (const [remote, origin] of Object.entries(storefront.stack.remoteUrls)) {
      const manifest = manifests.get(origin);
      if (!manifest) throw new Error(`no manifest of ${remote}`);
      const exposedFiles = new Set(manifest.exposes.flatMap((entry) => filesOf(entry.assets)));
      const singletons = manifest.shared.filter(
        (shared) =>
          shellShared.has(shared.name) &&
          SINGLETON_PACKAGES.some((entry) => isUnder(entry, shared.name)),
      );
      for (const shared of singletons) {
        const ownCopy = filesOf(shared.assets).filter((file) => !exposedFiles.has(file));
        const downloaded = ownCopy.filter((file) => scriptUrls.includes(`${origin}/${file}`));
        expect(downloaded, `${remote} sent its own ${shared.name}`).toEqual([]);
      }
    }
  });

  test("the cart page loads none of the checkout's form code; going to the checkout brings it", async ({
    page,
  }) => {
    const cartCheckoutOrigin = storefront.stack.remoteUrls.cartCheckout;
    const checkoutChunks: string[] = [];
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin === cartCheckoutOrigin && url.pathname.startsWith('/checkout.')) {
        checkoutChunks.push(url.pathname);
      }
    });
    await page.goto(storefront.stack.urlFor('/cart'));
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(checkoutChunks).toEqual([]);
    const onCart = await loadedSharedVersions(page);
    expect(onCart['react-hook-form'] ?? []).toEqual([]);

    // In the same page (the share scope survives): the router's own navigation to /checkout.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/checkout');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    expect(checkoutChunks).toHaveLength(1);
    const onCheckout = await loadedSharedVersions(page);
    expect(onCheckout['react-hook-form']).toHaveLength(1);
  });
});
