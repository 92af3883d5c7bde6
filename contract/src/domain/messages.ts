// User-facing texts of SPEC §5 and §8 that more than one package shows.

export const MESSAGES = {
  storeNotInitialized: 'Store not initialized',
  somethingWentWrong: 'Something went wrong',
  addedToCart: 'Added to cart',
  inventoryCheckFailed: 'Unable to verify inventory. Please try again later.',
  inventoryUnavailable: 'Failed to check inventory availability',
  /** An add-to-cart the cart did not answer (its remote unreachable). */
  cartUnavailable: 'The cart is unavailable right now. Please try again later.',
  /** 'Sorry, only {n} items available for SKU: {sku}' */
  notEnoughStock: (available: number, sku: string) =>
    `Sorry, only ${available} items available for SKU: ${sku}`,
  /** 'Add $X more for free shipping' with X formatted as money. */
  freeShippingGap: (formattedAmount: string) => `Add ${formattedAmount} more for free shipping`,
  invalidProductId: 'Invalid product ID',
  /** Quick order rows (issue 40): what a part number found, as the row shows it. */
  quickOrderFound: 'In stock',
  quickOrderUnknown: 'Unknown part number',
  quickOrderAmbiguous: 'Several parts match: choose',
  quickOrderOutOfStock: 'Out of stock',
  quickOrderInvalid: 'Enter a part number',
  /** 'Only N in stock': the row's quantity was capped to the stock. */
  quickOrderOnlyInStock: (available: number) => `Only ${available} in stock`,
  pageNotFound: '404: Page Not Found',
  remoteUnavailable: 'This part of the store is unavailable right now',
  /** SPEC §8: login without a server text. */
  loginFailed: 'Login failed. Please check your credentials.',
  /** SPEC §8: registration without a server text. */
  registrationFailed: 'Registration failed',
} as const;
