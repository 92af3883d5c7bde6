// axe over a page as a shopper reads it, for every scenario that scans one.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules the storefront is held to: WCAG 2.1 A and AA, and axe's best practices. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * axe's findings on the page at rest. A toast caught fading in or out is half transparent, and its
 * text failed the contrast rule on timing alone (a fresh CI's checkout): under reduced motion the
 * global style ends every animation at once (a toast's timer excepted), so the toast is judged as
 * shown.
 * `tags`: axe's rule tags to run; every rule without them.
 */
export async function analyzeAtRest(page: Page, tags?: string[]): Promise<AxeResults> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    // Two frames: the shortened animations end, and their end is laid out.
    await page.evaluate(
      () =>
        new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    // Legacy mode runs axe in the page itself: the default opens a blank tab per scan to merge the
    // frames' results, and that tab (a renderer, axe injected again) cost more than the scan
    // (/product 1.45 s → 0.64 s). Its one loss, frames of another origin, does not apply: the
    // storefront has no iframes. Only violations are read, so passes keep no node details.
    const builder = new AxeBuilder({ page })
      .setLegacyMode()
      .options({ resultTypes: ['violations'] });
    return await (tags ? builder.withTags(tags) : builder).analyze();
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}
