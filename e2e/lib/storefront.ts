// Scenario scaffolding: one stack and one browser per test file, torn down even when a test
// fails, plus the page helpers every scenario needs.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

import { launchBrowser } from './browser';
import { launchStack, type LaunchOptions, type Stack } from './launch-stack';

export const UI_TIMEOUT_MS = 20_000;

export interface Storefront {
  /** The running stack (valid inside tests). */
  readonly stack: Stack;
  /** A page in a fresh browser context (own storage); closed after the file's tests. */
  newPage(): Promise<Page>;
}

/** Registers before/after hooks that start and stop the storefront for this test file. */
export function useStorefront(options: LaunchOptions = {}): Storefront {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  before(async () => {
    stack = await launchStack(options);
    browser = await launchBrowser();
  });

  after(async () => {
    await Promise.allSettled(contexts.map((context) => context.close()));
    await browser?.close().catch(() => undefined);
    await stack?.stop();
  });

  return {
    get stack() {
      if (!stack) throw new Error('the storefront is not running (used outside a test?)');
      return stack;
    },
    async newPage() {
      if (!browser) throw new Error('the browser is not running (used outside a test?)');
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(UI_TIMEOUT_MS);
      return page;
    },
  };
}

/** The root element a remote renders its pages in. */
export function remoteArea(page: Page, remote: string): Locator {
  return page.locator(`[data-remote="${remote}"]`).first();
}

/** A concrete URL path for a route pattern of the route table (`/product/:id` → `/product/1`). */
export function examplePathFor(pattern: string): string {
  return pattern
    .replace(':category', 'tools')
    .replace(/:[A-Za-z]+/g, '1')
    .replace(/\/\*$/, '/customer');
}

/** A link of the site header (nav bar, account menu, Cart), e.g. headerLink(page, 'Home'). */
export function headerLink(page: Page, name: string | RegExp): Locator {
  return page
    .getByRole('banner')
    .getByRole('link', { name, exact: typeof name === 'string' })
    .first();
}

/** The header's Cart link, whose text carries the item count. */
export function cartLink(page: Page): Locator {
  return headerLink(page, /^cart/i);
}

/** Waits until the nav's Cart link shows `expected` (no number at all also counts as 0). */
export async function expectCartCount(page: Page, expected: number): Promise<void> {
  const link = cartLink(page);
  await link.waitFor();
  const deadline = Date.now() + UI_TIMEOUT_MS;
  let shown = '';
  while (Date.now() < deadline) {
    shown = (await link.innerText()).trim();
    const numbers: string[] = shown.match(/\d+/g) ?? [];
    if (numbers.includes(String(expected)) || (expected === 0 && numbers.length === 0)) return;
    await page.waitForTimeout(100);
  }
  assert.fail(`the nav Cart link shows "${shown}", expected a count of ${expected}`);
}

/** "#1f4e79" → "rgb(31, 78, 121)", the form computed styles use. */
export function hexToRgb(hex: string): string {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value;
  const [r, g, b] = [0, 2, 4].map((offset) => parseInt(full.slice(offset, offset + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
