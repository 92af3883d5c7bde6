// Which description goes where on the product page, so no text is shown twice.
import { stripControlChars, type Product } from '@storefront/contract';

/** The short text beside the price: the short description, else the description. */
export function productSummary(product: Product): string {
  return stripControlChars(product.attributes?.item_short_description || product.description);
}

/** The Details tab's text: the long description, else the description unless the summary shows it. */
export function productDetails(product: Product): string {
  const details = stripControlChars(
    product.attributes?.item_long_description || product.description,
  );
  return details === productSummary(product) ? '' : details;
}
