// Small product rules: valid ids and the display title.
import type { Product } from './types';

/** A product id from the URL, or null unless it is a positive whole number ('Invalid product ID'). */
export function parseProductId(raw: string | number | null | undefined): number | null {
  const text = String(raw ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The name a product is shown under (the API sends both; `title` wins when set). */
export function productTitle(product: Pick<Product, 'title' | 'name'>): string {
  return product.title || product.name;
}

export function productPath(id: number | string): string {
  return `/product/${id}`;
}
