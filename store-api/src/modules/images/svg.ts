// Draws the product pictures and brand logos as small SVG documents, so the demo catalogue needs
// no image files and no external image hosts.
import type { SegmentSpec } from '../../db/seed/catalog-data.js';

type Icon = SegmentSpec['icon'];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Splits text into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]!.slice(0, width - 1)}…`;
  }
  return lines;
}

const iconPaths: Record<Icon, string> = {
  snowflake:
    '<path d="M0-60V60M-52-30L52 30M-52 30L52-30" stroke-width="10" stroke-linecap="round"/>' +
    '<path d="M-14-46L0-34L14-46M-14 46L0 34L14 46" stroke-width="8" fill="none" stroke-linecap="round"/>',
  gear:
    '<circle r="36" stroke-width="14" fill="none"/>' +
    '<path d="M0-62V-40M0 40V62M-62 0H-40M40 0H62M-44-44L-29-29M29 29L44 44M-44 44L-29 29M29-29L44-44" stroke-width="14" stroke-linecap="round"/>',
  wrench:
    '<path d="M-40 44L22-18" stroke-width="18" stroke-linecap="round"/>' +
    '<circle cx="30" cy="-26" r="26" stroke-width="14" fill="none"/>',
  bolt: '<path d="M10-64L-34 8H0L-10 64L34-8H0Z" stroke-width="6" stroke-linejoin="round"/>',
  car:
    '<path d="M-60 14V-6L-40-14L-24-38H24L40-14L60-6V14Z" stroke-width="8" stroke-linejoin="round" fill="none"/>' +
    '<circle cx="-32" cy="20" r="12" stroke-width="8"/><circle cx="32" cy="20" r="12" stroke-width="8"/>',
  anchor:
    '<circle cy="-46" r="12" stroke-width="8" fill="none"/>' +
    '<path d="M0-34V54M-26-14H26M-50 14C-44 44-20 54 0 54C20 54 44 44 50 14" stroke-width="8" fill="none" stroke-linecap="round"/>',
  plug:
    '<path d="M-20-60V-30M20-60V-30" stroke-width="10" stroke-linecap="round"/>' +
    '<path d="M-40-30H40V0C40 22 22 36 0 36C-22 36-40 22-40 0Z" stroke-width="8" fill="none"/>' +
    '<path d="M0 36V64" stroke-width="10" stroke-linecap="round"/>',
};

export function renderProductImage(product: {
  name: string;
  brand: string;
  hue: number;
  icon: Icon;
  /** Varies the shade between products of the same segment. */
  variant: number;
}): string {
  const hue = (product.hue + (product.variant % 7) * 6) % 360;
  const lines = wrap(product.name, 26, 3);
  const text = lines
    .map(
      (line, index) =>
        `<text x="300" y="${440 + index * 34}" font-size="28" text-anchor="middle" fill="#1f2933">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(product.name)}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 94%)"/><stop offset="1" stop-color="hsl(${hue} 60% 82%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="600" height="600" fill="url(#bg)"/>` +
    `<circle cx="300" cy="230" r="130" fill="hsl(${hue} 65% 45%)" opacity="0.15"/>` +
    `<g transform="translate(300 230) scale(1.6)" stroke="hsl(${hue} 60% 32%)" fill="hsl(${hue} 60% 32%)">${iconPaths[product.icon]}</g>` +
    text +
    `<text x="300" y="570" font-size="22" text-anchor="middle" fill="hsl(${hue} 40% 30%)" font-weight="bold" letter-spacing="2">${escapeXml(product.brand.toUpperCase())}</text>` +
    `<style>text{font-family:Helvetica,Arial,sans-serif}</style></svg>`
  );
}

export function renderBrandLogo(brand: { name: string; hue: number }): string {
  const initials = brand.name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const lines = wrap(brand.name, 16, 2);
  const text = lines
    .map(
      (line, index) =>
        `<text x="200" y="${300 + index * 40}" font-size="34" text-anchor="middle" font-weight="bold" fill="#1f2933">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(brand.name)} logo">` +
    `<rect width="400" height="400" rx="32" fill="#ffffff"/>` +
    `<circle cx="200" cy="150" r="90" fill="hsl(${brand.hue} 65% 42%)"/>` +
    `<circle cx="200" cy="150" r="72" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.6"/>` +
    `<text x="200" y="175" font-size="72" text-anchor="middle" font-weight="bold" fill="#ffffff">${escapeXml(initials)}</text>` +
    text +
    `<style>text{font-family:Helvetica,Arial,sans-serif}</style></svg>`
  );
}
