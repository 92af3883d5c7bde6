// Each remote carries its own route manifest (route-manifest.json, published into its deployment
// record, decision 0963); the contract's ROUTE_TABLE is the host's compiled-in copy of the four
// built-in remotes' manifests, for a page served without the composed table. They must not drift.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import { ROUTE_TABLE } from '../contract/src/domain/routes.ts';

import { REPO_ROOT } from '../build/workspace-packages.cjs';

const BUILT_IN = {
  catalog: 'catalog-mfe',
  cartCheckout: 'cart-checkout-mfe',
  account: 'account-mfe',
  content: 'content-mfe',
};

describe("the built-in remotes' route manifests", () => {
  for (const [remote, dir] of Object.entries(BUILT_IN)) {
    it(`${dir}/route-manifest.json declares exactly the built-in table's routes of ${remote}`, () => {
      const manifest = JSON.parse(
        readFileSync(path.join(REPO_ROOT, dir, 'route-manifest.json'), 'utf8'),
      );
      const fromTable = ROUTE_TABLE.filter((route) => route.remote === remote);
      assert.deepEqual(
        manifest.routes.map((route: { path: string; access: string; idParam?: string }) => ({
          remote,
          ...route,
          ...(manifest.serverRendered ? { serverRendered: true } : {}),
        })),
        fromTable,
        `change ${dir}/route-manifest.json and contract/src/domain/routes.ts together`,
      );
    });
  }

  it('keeps the paths SPEC names (and the ones issue 40 adds) with their access levels', () => {
    const account = JSON.parse(
      readFileSync(path.join(REPO_ROOT, 'account-mfe', 'route-manifest.json'), 'utf8'),
    );
    assert.deepEqual(
      account.routes.filter((route: { access: string }) => route.access !== 'public'),
      [
        { path: '/profile', access: 'login' },
        { path: '/orders', access: 'login-no-guest' },
        { path: '/orders/:orderId', access: 'login-no-guest' },
        { path: '/orders/:orderId/returns/:rmaNumber', access: 'login-no-guest' },
        { path: '/account', access: 'login' },
        { path: '/lists', access: 'login-no-guest' },
        { path: '/lists/:listId', access: 'login-no-guest' },
      ],
    );
  });
});
