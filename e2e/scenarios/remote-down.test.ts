// DESIGN §3: a remote whose server is down shows the fallback panel with Retry in its own area,
// while the nav, the footer and every other remote keep working.
import { describe, it } from 'node:test';

import { cartLink, headerLink, remoteArea, useStorefront } from '../lib/storefront';

const storefront = useStorefront({ api: false, paymentSandbox: false });

const FALLBACK_TEXT = 'This part of the store is unavailable right now';
const FALLBACK_TIMEOUT_MS = 45_000; // the retry plugin tries a few times before giving up

describe('one remote down', () => {
  it('shows the fallback panel on its routes and keeps the rest of the site working', async () => {
    await storefront.stack.stopRemote('content');
    const page = await storefront.newPage();

    await page.goto(storefront.stack.urlFor('/about'));
    await page.getByText(FALLBACK_TEXT).first().waitFor({ timeout: FALLBACK_TIMEOUT_MS });
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await headerLink(page, 'Home').waitFor();
    await page.getByRole('contentinfo').first().waitFor();

    // Other remotes, reached by in-app navigation from the broken page.
    await cartLink(page).click();
    await remoteArea(page, 'cartCheckout').waitFor();
    await headerLink(page, 'Home').click();
    await remoteArea(page, 'catalog').waitFor();

    // And the down remote's other routes show the panel too.
    await page.goto(storefront.stack.urlFor('/contact'));
    await page.getByText(FALLBACK_TEXT).first().waitFor({ timeout: FALLBACK_TIMEOUT_MS });
  });

  it('Retry brings the remote back once its server is up again', async () => {
    const page = await storefront.newPage();
    await page.goto(storefront.stack.urlFor('/about'));
    await page.getByText(FALLBACK_TEXT).first().waitFor({ timeout: FALLBACK_TIMEOUT_MS });

    await storefront.stack.restartRemote('content');
    await page.getByRole('button', { name: 'Retry' }).click();
    await remoteArea(page, 'content').waitFor({ timeout: FALLBACK_TIMEOUT_MS });
  });
});
