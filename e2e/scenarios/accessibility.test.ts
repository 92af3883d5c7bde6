// Issue 9: axe over every route of the route table, in all three stores at desktop size and at
// phone size. A serious or critical violation fails the scan; every run prints a per-store count
// of what axe found (by rule and impact) so a change can quote its before and after.
import type { Page } from '@playwright/test';

import { WCAG_AA_TAGS, analyzeAtRest } from '../lib/axe';
import { ROUTE_TABLE, type RemoteName } from '../lib/shared-domain';
import {
  LOCAL_STORE_HOSTS,
  examplePathFor,
  expect,
  remoteArea,
  signInThroughApi,
  test,
  useSharedStorefront,
} from '../lib/storefront';

const storefront = useSharedStorefront();

// The suite's longest file: its scans share the workers' stacks, so they can spread over them.
test.describe.configure({ mode: 'parallel' });

// What differs between stores is colour and text. A store's scan of every route costs 60–85 s of
// browser time at each size, six of them too much of the 12-minute budget, so the full tours take
// the stores in turn: at desktop size one store a day (UTC days since 1970 modulo 3: default,
// hvac, parts), at phone size the next one; AXE_DESKTOP_STORES / AXE_PHONE_STORES=all (or a list
// such as hvac,parts) take more. The other stores' desktop scans visit one page of each layout
// (LAYOUT_SAMPLES), so every store's colours are checked on every layout on each run. The runner
// reads this file before it starts its workers, so the day is chosen once and every worker
// inherits the same lists.
const DAY = Math.floor(Date.now() / 86_400_000);
const storeOfDay = (offset: number) =>
  LOCAL_STORE_HOSTS[(DAY + offset) % LOCAL_STORE_HOSTS.length]!.storeId;
process.env.AXE_DESKTOP_STORES ??= storeOfDay(0);
process.env.AXE_PHONE_STORES ??= storeOfDay(1);

/** The stores a variable names: `all`, or a comma-separated list of store ids. */
function storesNamedBy(variable: 'AXE_DESKTOP_STORES' | 'AXE_PHONE_STORES') {
  const value = process.env[variable];
  const stores = LOCAL_STORE_HOSTS.filter(
    (store) => value === 'all' || value?.split(',').includes(store.storeId),
  );
  if (stores.length === 0) throw new Error(`${variable}=${value} names none of the stores`);
  return stores;
}
const DESKTOP_FULL_STORES = storesNamedBy('AXE_DESKTOP_STORES');
const VIEWPORTS = [
  {
    name: 'desktop',
    width: 1280,
    height: 800,
    stores: LOCAL_STORE_HOSTS,
    isFullTour: (storeId: string) => DESKTOP_FULL_STORES.some((store) => store.storeId === storeId),
  },
  {
    name: 'phone',
    width: 390,
    height: 844,
    stores: storesNamedBy('AXE_PHONE_STORES'),
    isFullTour: () => true,
  },
] as const;

// One route of each page layout: the catalogue's grid, detail and listing pages, the cart, a form,
// a content page and the host's 404 (the error pages share their remotes' layouts).
const LAYOUT_SAMPLES = new Set([
  '/',
  '/product',
  '/product/:id',
  '/brands',
  '/cart',
  '/login',
  '/contact',
  '/about',
  '/no-such-page',
]);

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

// A signed-out visitor on a protected route is sent to /login, which is scanned as its own route;
// /profile and /account are scanned again signed in.
const SIGNED_OUT_REDIRECTS = new Set(['login', 'login-no-guest']);

// Error pages are pages too: each must still have its h1 and readable colours.
const ERROR_PAGES: ScannedPage[] = [
  { path: '/product/abc', remote: 'catalog' },
  { path: '/brands/abc', remote: 'catalog' },
  { path: '/categories/abc', remote: 'catalog' },
  { path: '/no-such-page', remote: null },
];

// Each test walks a whole store's route table in one page; the scans themselves take a while.
const SCAN_TIMEOUT_MS = 360_000;

interface ScannedPage {
  path: string;
  /** The remote whose area shows the page; null for the host's own 404. */
  remote: RemoteName | null;
}

interface Finding {
  path: string;
  id: string;
  impact: string;
  targets: string[];
}

/**
 * Every route of the route table a signed-out shopper can see (or only the LAYOUT_SAMPLES ones),
 * with the store's real ids.
 */
async function pagesOf(storeId: string, fullTour: boolean): Promise<ScannedPage[]> {
  const params = await realParams(storeId);
  const routes = ROUTE_TABLE.filter((route) => !SIGNED_OUT_REDIRECTS.has(route.access)).map(
    (route) => ({
      key: route.path,
      path: params[route.path] ?? examplePathFor(route.path),
      remote: route.remote,
    }),
  );
  const pages = [...routes, ...ERROR_PAGES.map((page) => ({ key: page.path, ...page }))];
  return pages
    .filter((page) => fullTour || LAYOUT_SAMPLES.has(page.key))
    .map(({ path, remote }) => ({ path, remote }));
}

/** The store's ids that routes with a parameter need, so they show real content. */
async function realParams(storeId: string): Promise<Record<string, string>> {
  const base = storefront.stack.apiBaseUrl;
  if (!base) throw new Error('the store API is not running');
  const first = async (path: string) => {
    const response = await fetch(`${base}/store-api${path}`, {
      headers: { 'X-Store-ID': storeId },
    });
    expect(response.status, `${path} for ${storeId}`).toBe(200);
    const [item] = ((await response.json()) as { data: { id: number; name: string }[] }).data;
    if (!item) throw new Error(`${path} for ${storeId} is empty`);
    return item;
  };
  const [product, brand, category] = await Promise.all([
    first('/products?limit=1'),
    first('/brands?limit=1'),
    first('/categories?limit=1'),
  ]);
  return {
    '/product/:id': `/product/${product.id}`,
    '/brands/:id': `/brands/${brand.id}`,
    '/categories/:id': `/categories/${category.id}`,
    '/products/:category': `/products/${category.id}`,
  };
}

/** Opens a page and waits until it has rendered its content, not a skeleton. */
async function openPage(page: Page, url: string, remote: RemoteName | null): Promise<void> {
  await page.goto(url);
  const area = remote ? remoteArea(page, remote) : page.getByRole('main');
  await expect(area.getByText(/\S/).first(), `${url} stays empty`).toBeVisible();
  // Skeleton grids are aria-busy and lazy pages show the kit's Spinner until they arrive; waiting
  // for those (not for network idle, which images keep away) halves the scan's time.
  await expect(page.locator('[aria-busy="true"], [role="status"]:has-text("Loading")')).toHaveCount(
    0,
  );
}

function summarise(label: string, findings: Finding[]): string {
  const counts = new Map<string, number>();
  for (const { id, impact } of findings) {
    const key = `${impact} ${id}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const lines = [...counts].sort().map(([key, count]) => `  ${key}: ${count} page(s)`);
  return [`axe ${label}: ${findings.length} violation(s)`, ...lines].join('\n');
}

/** axe's findings on the page as it is now. */
async function scan(page: Page, path: string): Promise<Finding[]> {
  const results = await analyzeAtRest(page, WCAG_AA_TAGS);
  return results.violations.map((violation) => ({
    path,
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}

/** Prints the count per rule and fails on any serious or critical finding. */
function expectNoBlocking(label: string, findings: Finding[]): void {
  console.log(summarise(label, findings));
  const blocking = findings.filter((finding) => BLOCKING_IMPACTS.has(finding.impact));
  expect(
    blocking.map(({ path, id, impact, targets }) => `${path} ${impact} ${id}: ${targets}`),
    'serious or critical axe violations',
  ).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const store of viewport.stores) {
      const fullTour = viewport.isFullTour(store.storeId);
      const which = fullTour ? 'every route' : 'one page of each layout';
      test(`${which} of the ${store.storeId} store has no serious or critical axe violation`, async ({
        page,
      }) => {
        test.setTimeout(SCAN_TIMEOUT_MS);
        const findings: Finding[] = [];
        for (const { path, remote } of await pagesOf(store.storeId, fullTour)) {
          await openPage(page, storefront.stack.urlFor(path, store.hostname), remote);
          findings.push(...(await scan(page, path)));
        }
        expectNoBlocking(`${store.storeId} ${viewport.name}`, findings);
      });

      test(`the signed-in pages of the ${store.storeId} store have no serious or critical axe violation`, async ({
        page,
      }) => {
        test.setTimeout(SCAN_TIMEOUT_MS);
        await signInThroughApi(page, storefront.stack, store);
        const findings: Finding[] = [];
        for (const path of ['/account', '/orders']) {
          await openPage(page, storefront.stack.urlFor(path, store.hostname), 'account');
          findings.push(...(await scan(page, path)));
        }
        await openPage(page, storefront.stack.urlFor('/profile', store.hostname), 'account');
        for (const tab of ['Personal Information', 'Shipping Address', 'Billing Address']) {
          await remoteArea(page, 'account').getByRole('tab', { name: tab }).click();
          findings.push(...(await scan(page, `/profile (${tab})`)));
        }
        expectNoBlocking(`${store.storeId} ${viewport.name} signed in`, findings);
      });
    }
  });
}

test.describe('keyboard', () => {
  test('the first Tab shows "Skip to main content", and Enter takes the next Tab into the page', async ({
    page,
  }) => {
    await openPage(page, storefront.stack.urlFor('/product'), 'catalog');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    // Visible while focused, not a 1px clip.
    expect((await skipLink.boundingBox())?.height ?? 0).toBeGreaterThan(20);

    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('main'))),
      'the Tab after the skip link lands inside the main content',
    ).toBe(true);
  });
});
