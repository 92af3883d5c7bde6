// Presses on a server-rendered page's buttons before it was hydrated: a script the host's server
// puts in the page (HOLD_EARLY_PRESSES in scripts/lib/server-render.mjs) holds them, and once the
// page answers they are pressed again, so an early "Add to Cart" is not lost.

declare global {
  interface Window {
    /** Stops holding presses and gives the buttons pressed so far (a server-rendered page only). */
    __STOREFRONT_HELD_PRESSES__?: () => HTMLElement[];
  }
}

/**
 * Presses each button held before hydration once more (once, however often it was pressed). Call
 * it when the whole page has hydrated: a press on a part React has not hydrated yet is lost.
 */
export function replayHeldPresses(): void {
  const stopHolding = window.__STOREFRONT_HELD_PRESSES__;
  delete window.__STOREFRONT_HELD_PRESSES__;
  for (const button of new Set(stopHolding?.() ?? [])) {
    // A button the hydrated page no longer shows (or now disables) is not pressed.
    if (button.isConnected) button.click();
  }
}
