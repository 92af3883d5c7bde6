// Presses on a server-rendered page's buttons, and choices in its selects, before it was hydrated:
// a script the host's server puts in the page (HOLD_EARLY_PRESSES in
// host/src/server/http/server-render.ts) holds them, and once the page answers they are made
// again, so an early "Add to Cart" is not lost and a store chosen early is switched to.
import { PAGE_GLOBALS } from '@storefront/static-server/page-protocol';

/**
 * Presses each button held before hydration once more (once, however often it was pressed), and
 * tells the page of each select's choice (the select shows it; hydration left the page unaware).
 * Call it when the whole page has hydrated: a press on a part React has not hydrated yet is lost.
 */
export function replayHeldPresses(): void {
  const stopHolding = window[PAGE_GLOBALS.heldPresses];
  delete window[PAGE_GLOBALS.heldPresses];
  for (const element of new Set(stopHolding?.() ?? [])) {
    // One the hydrated page no longer shows (or now disables) is not pressed.
    if (!element.isConnected) continue;
    if (element instanceof HTMLSelectElement) {
      if (!element.disabled) element.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      element.click();
    }
  }
}
