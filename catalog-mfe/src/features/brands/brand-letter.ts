/** The letters of the brand filter: A to Z, then '#' for names that start with anything else. */
export const BRAND_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const;

/** The filter letter a brand name belongs to. */
export function brandLetter(name: string): string {
  const first = name.trim().charAt(0).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : '#';
}
