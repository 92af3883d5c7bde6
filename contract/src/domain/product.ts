// Small product rules: valid ids and the product page's path.

/** A product id from the URL, or null unless it is a positive whole number ('Invalid product ID'). */
export function parseProductId(raw: string | number | null | undefined): number | null {
  const text = String(raw ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function productPath(id: number | string): string {
  return `/product/${id}`;
}
