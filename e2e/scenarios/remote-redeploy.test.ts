// Issue 22: the cart team ships alone. A copy of cart-checkout-mfe with one text changed is built
// once more and served on its own port; the host's remotes map is pointed at it (the host's server
// restarts with REMOTES_JSON, its built files untouched). The shopper sees the changed cart page,
// the catalogue and Add to Cart still work, and the host's and catalog's builds (and the original
// cart-checkout build) are byte for byte what they were.
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { spawnInGroup, stopGroup } from '../../scripts/lib/processes.mjs';
import { REMOTE_NAMES } from '../lib/shared-domain';
import {
  cartLink,
  expect,
  expectCartCount,
  remoteArea,
  test,
  useSharedStorefront,
} from '../lib/storefront';

const storefront = useSharedStorefront();

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CART_PACKAGE = 'cart-checkout-mfe';
const EMPTY_CART_TEXT = 'Your cart is empty.';
const CHANGED_TEXT = 'Your cart is empty, said by a cart-checkout deployed on its own.';
// One production build of one remote (no source maps) on a shared 2-core machine.
const BUILD_TIMEOUT_MS = 180_000;

/** sha256 of every file of a package's dist, by path: equal maps mean byte-for-byte equal builds. */
function distHashes(packageDir: string): Record<string, string> {
  const dist = path.join(REPO_ROOT, packageDir, 'dist');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  return Object.fromEntries(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [
        path.relative(dist, file),
        createHash('sha256').update(readFileSync(file)).digest('hex'),
      ];
    }),
  );
}

/**
 * A copy of cart-checkout-mfe's sources in a temp directory with `EMPTY_CART_TEXT` changed, built
 * for production there. The build configuration, shared and the installed packages are the
 * repository's own (linked), so only the cart's sources differ from what `npm run build` builds.
 */
async function buildChangedCartCopy(workDir: string): Promise<string> {
  const copy = path.join(workDir, CART_PACKAGE);
  const original = path.join(REPO_ROOT, CART_PACKAGE);
  cpSync(original, copy, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
  });
  symlinkSync(path.join(original, 'node_modules'), path.join(copy, 'node_modules'));
  for (const neighbour of ['build', 'shared', 'node_modules']) {
    symlinkSync(path.join(REPO_ROOT, neighbour), path.join(workDir, neighbour));
  }
  const emptyCart = path.join(copy, 'src/features/cart/components/empty-cart.tsx');
  const source = readFileSync(emptyCart, 'utf8');
  expect(source.split(EMPTY_CART_TEXT), 'the text to change, once in the source').toHaveLength(2);
  writeFileSync(emptyCart, source.replace(EMPTY_CART_TEXT, CHANGED_TEXT));

  const env = { ...process.env };
  delete env.SOURCE_MAPS;
  const startedAt = Date.now();
  const build = spawnInGroup(
    `${CART_PACKAGE} build`,
    path.join(original, 'node_modules', '.bin', 'webpack'),
    // A production build without minifying: half the CPU time, and what is tested here (a remote
    // built alone, its manifest and chunks loaded by a host that stays as built) is the same.
    ['--mode', 'production', '--no-optimization-minimize'],
    { cwd: copy, env },
  );
  try {
    const finished = await Promise.race([
      build.exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), BUILD_TIMEOUT_MS)),
    ]);
    expect(finished, `the build finished in time:\n${build.output.join('')}`).toBe(true);
    expect(build.process.exitCode, `the build succeeded:\n${build.output.join('')}`).toBe(0);
  } finally {
    await stopGroup(build);
  }
  // What this check adds to the suite, printed like the layout-shift figure (never a pass/fail).
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  test.info().annotations.push({ type: 'cart-checkout-mfe rebuild', description: `${seconds} s` });
  console.log(
    `cart-checkout-mfe rebuilt in a copy (production, not minified, no source maps): ${seconds} s`,
  );
  return copy;
}

/** A product of the default store with units in stock, from the store API. */
async function productInStock(apiBaseUrl: string): Promise<{ id: number; title: string }> {
  const get = async <T>(apiPath: string): Promise<T> => {
    const response = await fetch(`${apiBaseUrl}/store-api${apiPath}`, {
      headers: { 'X-Store-ID': 'default' },
    });
    return (await response.json()) as T;
  };
  const { data } = await get<{ data: { id: number; title: string; sku: string }[] }>(
    '/products?limit=20',
  );
  for (const product of data) {
    const { total_on_hand } = await get<{ total_on_hand: number }>(
      `/products/inventories/${product.sku}`,
    );
    if (total_on_hand > 1) return product;
  }
  throw new Error('no product of the default store has stock');
}

test('a cart-checkout change ships by rebuilding cart-checkout alone; host and catalog stay as built', async ({
  page,
}) => {
  test.setTimeout(BUILD_TIMEOUT_MS + 90_000);
  const { stack } = storefront;
  if (!stack.apiBaseUrl) throw new Error('the scenario needs the store API');
  const builtBefore = {
    host: distHashes('host'),
    catalog: distHashes('catalog-mfe'),
    cartCheckout: distHashes(CART_PACKAGE),
  };
  const workDir = mkdtempSync(path.join(tmpdir(), 'e2e-redeploy-'));
  try {
    const deployed = await stack.serveRemoteBuild(
      'cartCheckout',
      await buildChangedCartCopy(workDir),
    );
    try {
      const cart = remoteArea(page, 'cartCheckout');
      await page.goto(stack.urlFor('/cart'));
      await expect(cart.getByText(EMPTY_CART_TEXT, { exact: true })).toBeVisible();

      // The deploy: the remotes map names the new build; every other remote stays where it was.
      const remotesMap = Object.fromEntries(
        REMOTE_NAMES.map((name) => [
          name,
          `${name === 'cartCheckout' ? deployed.url : stack.remoteUrls[name]}/mf-manifest.json`,
        ]),
      );
      await stack.restartHost({ REMOTES_JSON: JSON.stringify(remotesMap) });
      const cartRequests: string[] = [];
      page.on('request', (request) => {
        const { origin } = new URL(request.url());
        if (origin === deployed.url || origin === stack.remoteUrls.cartCheckout) {
          cartRequests.push(origin);
        }
      });
      await page.reload();
      await expect(cart.getByText(CHANGED_TEXT)).toBeVisible();
      expect(new Set(cartRequests), 'cart-checkout loads from the new build only').toEqual(
        new Set([deployed.url]),
      );

      // The rest of the site is the same: a catalogue page renders and Add to Cart fills the cart.
      const product = await productInStock(stack.apiBaseUrl);
      await page.goto(stack.urlFor(`/product/${product.id}`));
      const catalog = remoteArea(page, 'catalog');
      await expect(catalog.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
      await catalog.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(catalog.getByText('Added to cart')).toBeVisible();
      await expectCartCount(page, 1);
      await cartLink(page).click();
      await expect(cart.getByRole('listitem', { name: product.title })).toBeVisible();
    } finally {
      await stack.restartHost();
      await deployed.stop();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  expect(
    {
      host: distHashes('host'),
      catalog: distHashes('catalog-mfe'),
      cartCheckout: distHashes(CART_PACKAGE),
    },
    'the builds in the repository are byte for byte what they were',
  ).toEqual(builtBefore);
});
