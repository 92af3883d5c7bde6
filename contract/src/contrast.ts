// WCAG 2 contrast arithmetic, so the theme can derive readable colours from any store's palette
// instead of trusting each store's hand-picked pairs.

/** WCAG AA minimums: body text, large text (24px, or 18.66px bold) and UI components. */
export const CONTRAST = { text: 4.5, largeText: 3, ui: 3 } as const;

const BLACK = '#000000';
const WHITE = '#ffffff';

type Rgb = [number, number, number];

function parseHex(color: string): Rgb {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a #rgb or #rrggbb colour: ${color}`);
  return [0, 2, 4].map((offset) => parseInt(full.slice(offset, offset + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance of an sRGB colour (WCAG 2 definition), 0 for black to 1 for white. */
export function relativeLuminance(color: string): number {
  const [r, g, b] = parseHex(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

function meets(color: string, backgrounds: readonly string[], minRatio: number): boolean {
  return backgrounds.every((background) => contrastRatio(color, background) >= minRatio);
}

function worstRatio(color: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(color, background)));
}

/** `color` moved `amount` (0..1) of the way to `target`. */
export function mix(color: string, target: string, amount: number): string {
  const from = parseHex(color);
  const to = parseHex(target);
  return toHex(from.map((channel, i) => channel + (to[i]! - channel) * amount) as Rgb);
}

/**
 * Text for a coloured background: the first of `preferred` (the store's own choices, in order)
 * that reaches `minRatio`, otherwise black or white, whichever contrasts more (one of them always
 * reaches 4.5:1).
 */
export function readableTextOn(
  background: string,
  preferred: readonly string[] = [],
  minRatio: number = CONTRAST.text,
): string {
  const fit = preferred.find((color) => meets(color, [background], minRatio));
  if (fit) return fit;
  return contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? WHITE : BLACK;
}

/**
 * `color` itself when it reaches `minRatio` on every background, otherwise the smallest step
 * darker or lighter that does, so a brand colour used for links or outlines keeps its hue.
 */
export function ensureContrast(
  color: string,
  backgrounds: readonly string[],
  minRatio: number = CONTRAST.text,
): string {
  if (meets(color, backgrounds, minRatio)) return color;
  for (let step = 1; step <= 20; step += 1) {
    const candidates = [mix(color, BLACK, step / 20), mix(color, WHITE, step / 20)];
    const fit = candidates.find((candidate) => meets(candidate, backgrounds, minRatio));
    if (fit) return fit;
  }
  // No shade serves every background (say, one dark and one light): the best compromise.
  return worstRatio(BLACK, backgrounds) >= worstRatio(WHITE, backgrounds) ? BLACK : WHITE;
}
