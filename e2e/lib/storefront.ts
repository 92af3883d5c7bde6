// Scenario scaffolding: the stack a scenario runs against, plus the page helpers every scenario
// needs. Most files share one stack per Playwright worker (`useSharedStorefront`, a worker-scoped
// fixture started on first use and stopped when the worker ends); a file whose scenarios change
// the stack itself (a remote stopped, STORE_ID, mock mode) starts its own (`useStorefront`), before
// its first test and stopped after its last even when a test fails. Each test gets Playwright's own
// `page`, in a fresh browser context, and fails when the page broke the static servers'
// Content-Security-Policy: a blocked script or style is a broken page for the shopper even when
// the assertions happened to pass.
import { expect, test as base, type Locator, type Page, type Response } from '@playwright/test';

import { SERVER_RENDER_STATE_ID } from '@storefront/static-server/page-protocol';
import { launchStack, type LaunchOptions, type Stack } from './launch-stack';
import { DEFAULT_STORE_HOSTS } from './shared-domain';

/** Chromium reports a CSP block as a console error in these words. */
const CSP_VIOLATION = /Content Security Policy|Refused to (load|execute|apply|connect|evaluate)/i;
/**
 * Not a CSP block: a script requested with CORS (a remote's chunk with its integrity, decision
 * 0986) that answered 404 as text/plain is reported as refused for its MIME type.
 */
const MIME_TYPE_REFUSAL = /because its MIME type \('[^']*'\) is not executable/i;

// Starting the API seeds a fresh database; on a busy 2-core machine that can take a while.
const STACK_START_TIMEOUT_MS = 180_000;

/**
 * The shared stack: every service `npm start` runs (store API, payment sandbox, MailDev, the host
 * and the four remotes). Scenarios that write make their own accounts, carts and orders, so files
 * can follow each other on it in any order.
 */
const SHARED_STACK_OPTIONS: LaunchOptions = { api: true, paymentSandbox: true };

/**
 * A server-rendered page shows its buttons before it is hydrated, and a click then does nothing:
 * after a load, the scenarios wait until the page answers (the host marks <html data-interactive>
 * once its first render is committed), as a shopper's next click would find it.
 */
function waitForHydrationOnLoad(page: Page): void {
  const interactive = (stateId: string) =>
    !document.getElementById(stateId) || document.documentElement.hasAttribute('data-interactive');
  for (const method of ['goto', 'reload'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    page[method] = (async (...args: unknown[]) => {
      const response = await load(...args);
      await page
        .waitForFunction(interactive, SERVER_RENDER_STATE_ID, { timeout: 15_000 })
        .catch(() => {
          // A page that never hydrates fails on what the scenario expects of it, with a better message.
        });
      return response;
    }) as never;
  }
}

export const test = base.extend<object, { sharedStack: Stack }>({
  page: async ({ page }, use) => {
    waitForHydrationOnLoad(page);
    const violations: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && CSP_VIOLATION.test(text) && !MIME_TYPE_REFUSAL.test(text)) {
        violations.push(text);
      }
    });
    await use(page);
    expect(violations, 'Content-Security-Policy violations on the page').toEqual([]);
  },
  sharedStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from its first parameter
    async ({}, use) => {
      const stack = await launchStack(SHARED_STACK_OPTIONS);
      try {
        await use(stack);
      } finally {
        await stack.stop();
      }
    },
    { scope: 'worker', timeout: STACK_START_TIMEOUT_MS },
  ],
});

export { expect };

export interface Storefront {
  /** The running stack (valid inside tests). */
  readonly stack: Stack;
}

/** Reads a stack that hooks set, failing clearly when it is used outside a test. */
function storefrontOf(current: () => Stack | undefined): Storefront {
  return {
    get stack() {
      const stack = current();
      if (!stack) throw new Error('the storefront is not running (used outside a test?)');
      return stack;
    },
  };
}

/**
 * The worker's shared stack (see SHARED_STACK_OPTIONS) for the enclosing file or describe: for
 * scenarios that only read, or write only what they create themselves.
 */
export function useSharedStorefront(): Storefront {
  let stack: Stack | undefined;
  test.beforeAll(({ sharedStack }) => {
    stack = sharedStack;
  });
  return storefrontOf(() => stack);
}

/**
 * Registers hooks that start a stack of the enclosing file or describe's own and stop it after
 * its last test: for scenarios that stop a server or need another configuration.
 */
export function useStorefront(options: LaunchOptions = {}): Storefront {
  let stack: Stack | undefined;

  test.beforeAll(async () => {
    test.setTimeout(STACK_START_TIMEOUT_MS);
    stack = await launchStack(options);
  });

  test.afterAll(async () => {
    await stack?.stop();
    stack = undefined;
  });

  return storefrontOf(() => stack);
}

/** Each store with the local host name that serves it (localhost, hvac.localhost, parts.localhost). */
export const LOCAL_STORE_HOSTS = Object.entries(DEFAULT_STORE_HOSTS)
  .filter(([hostname]) => hostname === 'localhost' || hostname.endsWith('.localhost'))
  .map(([hostname, storeId]) => ({ storeId, hostname }));

/** The root element a remote renders its pages in. */
export function remoteArea(page: Page, remote: string): Locator {
  return page.locator(`[data-remote="${remote}"]`).first();
}

/**
 * Sums every layout shift of the page not caused by input (the CLS figure of a Lighthouse report)
 * from its first paint on; call before the page is loaded, read with `layoutShiftOf`.
 */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { layoutShift: number };
    scope.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) scope.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed since the page loaded (see `recordLayoutShift`). */
export function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
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
  const shown = new RegExp(`(^|\\D)${expected}(\\D|$)`);
  await expect(cartLink(page)).toHaveText(
    expected === 0 ? new RegExp(`^\\D*$|${shown.source}`) : shown,
  );
}

/** "#1f4e79" → "rgb(31, 78, 121)", the form computed styles use. */
export function hexToRgb(hex: string): string {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value;
  const [r, g, b] = [0, 2, 4].map((offset) => parseInt(full.slice(offset, offset + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The e-mail and password of a customer a scenario registered, to sign in with the form. */
export interface ScenarioCredentials {
  email: string;
  password: string;
}

/**
 * Registers a new customer of `storeId` through the store API and keeps its token where the site
 * does (`{store}_authToken`), so the next page load is signed in. For scenarios about signed-in
 * pages rather than the sign-in form itself; answers the credentials for a later sign-in.
 */
export async function signInThroughApi(
  page: Page,
  stack: Stack,
  { storeId, hostname }: { storeId: string; hostname: string },
): Promise<ScenarioCredentials> {
  if (!stack.apiBaseUrl) throw new Error('the store API is not running');
  const credentials = {
    email: `scenario.${storeId}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
    password: 'scenario-secret',
  };
  const response = await fetch(`${stack.apiBaseUrl}/store-api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Store-ID': storeId },
    body: JSON.stringify({ firstName: 'Scenario', lastName: 'Customer', ...credentials }),
  });
  expect(response.status, 'registering the scenario customer').toBe(201);
  const { data } = (await response.json()) as { data: { token: string } };
  await page.goto(stack.urlFor('/', hostname));
  await page.evaluate(([key, token]) => window.localStorage.setItem(key, token), [
    `${storeId}_authToken`,
    data.token,
  ] as const);
  return credentials;
}
