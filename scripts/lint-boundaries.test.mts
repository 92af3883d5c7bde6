// The architecture's boundaries live in eslint.config.js; these cases show each rule fails on the
// import it forbids and stays quiet on the imports the architecture allows. The code is linted as
// if it were a file at the given path (nothing is written), importing the packages' real files.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { ESLint } from 'eslint';

import { REPO_ROOT } from './lib/run.mjs';

const eslint = new ESLint({ cwd: REPO_ROOT });

/** The rule ids eslint reports for `code` placed at `filePath` (relative to the repo root). */
async function reportedRules(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  assert.ok(result, `eslint linted ${filePath}`);
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('lint boundaries', () => {
  it('reports a remote importing another remote by relative path', async () => {
    const rules = await reportedRules(
      'account-mfe/src/app/boundary-probe.ts',
      "export { paths } from '../../../catalog-mfe/src/lib/paths';\n",
    );
    assert.deepEqual(rules, ['import-x/no-restricted-paths']);
  });

  it('reports the shell or a remote importing another by package name', async () => {
    const rules = await reportedRules(
      'host/src/app/boundary-probe.ts',
      "export { paths } from 'catalog-mfe/src/lib/paths';\n",
    );
    assert.deepEqual(rules, ['no-restricted-imports']);
    const lazyRules = await reportedRules(
      'cart-checkout-mfe/src/app/boundary-probe.ts',
      "export const loadAccount = () => import('account-mfe/src/app/routes');\n",
    );
    assert.deepEqual(lazyRules, ['no-restricted-syntax']);
  });

  it('reports the platform importing the shell', async () => {
    const rules = await reportedRules(
      'platform/src/remote/boundary-probe.ts',
      "export { NotFoundPage } from '../../../host/src/features/routing';\n",
    );
    assert.deepEqual(rules, ['import-x/no-restricted-paths']);
  });

  it('reports a library importing a layer above it, by path and by package name', async () => {
    const contractRules = await reportedRules(
      'contract/src/domain/boundary-probe.ts',
      "export { storeApi } from '../../../platform/src/api/store-api';\n",
    );
    assert.deepEqual(contractRules, ['import-x/no-restricted-paths']);
    const byName = await reportedRules(
      'contract/src/domain/boundary-probe.ts',
      "export { Button } from '@storefront/ui-kit';\n",
    );
    assert.ok(byName.includes('no-restricted-imports'), byName.join());
    const uiKitRules = await reportedRules(
      'ui-kit/src/components/boundary-probe.ts',
      "export { useAppSelector } from '@storefront/platform';\n",
    );
    assert.ok(uiKitRules.includes('no-restricted-imports'), uiKitRules.join());
  });

  it('allows the platform the UI kit and the contract, and the UI kit the contract', async () => {
    assert.deepEqual(
      await reportedRules(
        'platform/src/remote/boundary-probe.ts',
        "export { Button } from '@storefront/ui-kit';\nexport { MESSAGES } from '@storefront/contract';\n",
      ),
      [],
    );
    assert.deepEqual(
      await reportedRules(
        'ui-kit/src/components/boundary-probe.ts',
        "export { storeConfigs } from '@storefront/contract';\n",
      ),
      [],
    );
  });

  it("reports a feature reaching into another feature's internals", async () => {
    const rules = await reportedRules(
      'catalog-mfe/src/features/home/components/boundary-probe.ts',
      "export { useProductsQuery } from '../../products/api/get-products';\n",
    );
    assert.deepEqual(rules, ['import-x/no-restricted-paths']);
  });

  it("reports a store API module reaching into another module's internals", async () => {
    const rules = await reportedRules(
      'store-api/src/modules/orders/boundary-probe.ts',
      "export { isProviderUnavailable } from '../payments/payment-provider.js';\n",
    );
    assert.deepEqual(rules, ['import-x/no-restricted-paths']);
    const flowRules = await reportedRules(
      'store-api/src/flows/boundary-probe.ts',
      "export { createOrderLifecycle } from '../modules/orders/lifecycle-repository.js';\n",
    );
    assert.deepEqual(flowRules, ['import-x/no-restricted-paths']);
  });

  it('allows a store API module its own files and another module through its index.ts', async () => {
    const code = [
      "export { isProviderUnavailable } from '../payments/index.js';",
      "export { ORDER_MESSAGES } from './messages.js';",
      '',
    ].join('\n');
    assert.deepEqual(
      await reportedRules('store-api/src/modules/orders/boundary-probe.ts', code),
      [],
    );
  });

  it('reports an import that closes a cycle', async () => {
    // build-page-meta imports lib/paths, so lib/paths importing it back closes the loop.
    const rules = await reportedRules(
      'catalog-mfe/src/lib/paths.ts',
      "export { buildPageMeta } from '../features/seo/build-page-meta';\n",
    );
    assert.deepEqual(rules, ['import-x/no-cycle']);
  });

  it('allows the libraries, package-wide code, a feature through its index.ts and its own files', async () => {
    const code = [
      "export { formatMoney } from '@storefront/contract';",
      "export { paths } from '../../../lib/paths';",
      "export { PageTitle } from '../../../components/page-layout';",
      "export { useProductsQuery } from '../../products';",
      "export { HeroBanner } from './hero-banner';",
      '',
    ].join('\n');
    assert.deepEqual(
      await reportedRules('catalog-mfe/src/features/home/components/boundary-probe.ts', code),
      [],
    );
  });

  it("lets the app's routes lazy-load a feature's page by its path", async () => {
    const code = [
      'export const loadHome = () =>',
      "  import('../features/home/components/home-page').then((module) => module.HomePage);",
      '',
    ].join('\n');
    assert.deepEqual(await reportedRules('catalog-mfe/src/app/boundary-probe.ts', code), []);
  });
});
