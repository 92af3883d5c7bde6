// Draws the product pictures and brand logos as small SVG documents, so the demo catalogue needs
// no image files and no external image hosts.
import { hashString } from '../../db/seed/random.js';
import { drawings, type DrawingFamily } from './drawings.js';

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

/**
 * A product picture: the drawing of its family in the product's own colour (a hue from its name,
 * so neighbours on a grid differ), its name and its brand.
 */
export function renderProductImage(product: {
  name: string;
  brand: string;
  family: DrawingFamily;
}): string {
  const hue = hashString(product.name) % 360;
  const ink = `hsl(${hue} 60% 30%)`;
  const lines = wrap(product.name, 26, 3);
  const text = lines
    .map(
      (line, index) =>
        `<text x="300" y="${440 + index * 34}" font-size="28" text-anchor="middle" fill="#1f2933">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(product.name)}">` +
    `<rect width="600" height="600" fill="hsl(${hue} 60% 94%)"/>` +
    `<circle cx="300" cy="230" r="150" fill="hsl(${hue} 65% 50%)" opacity="0.18"/>` +
    `<g class="drawing-${product.family}" transform="translate(300 230) scale(2.1)" stroke="${ink}" fill="${ink}">${drawings[product.family]}</g>` +
    text +
    `<text x="300" y="570" font-size="22" text-anchor="middle" fill="${ink}" font-weight="bold" letter-spacing="2">${escapeXml(product.brand.toUpperCase())}</text>` +
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

/**
 * An exploded diagram of one section of an equipment model: the unit's outline with each part
 * drawn as a plain block, a leader line from each to its numbered callout circle, and the legend
 * of callouts below. Schematic, not a drawing of the real unit.
 */
export function renderModelDiagram(diagram: {
  title: string;
  brand: string;
  modelNumber: string;
  callouts: { callout: number; name: string }[];
}): string {
  const columns = 3;
  const rows = Math.max(1, Math.ceil(diagram.callouts.length / columns));
  const bodyHeight = 100 + rows * 120;
  const legendTop = bodyHeight + 40;
  const height = legendTop + diagram.callouts.length * 30 + 30;
  const label = `${diagram.brand} ${diagram.modelNumber}: ${diagram.title}`;
  const parts = diagram.callouts
    .map(({ callout }, index) => {
      const x = 110 + (index % columns) * 190;
      const y = 150 + Math.floor(index / columns) * 120;
      const width = 70 + ((callout * 23) % 40);
      return (
        `<g class="callout" data-callout="${callout}">` +
        `<rect x="${x - width / 2}" y="${y - 30}" width="${width}" height="60" rx="8" fill="#e4e7eb" stroke="#3e4c59" stroke-width="3"/>` +
        `<line x1="${x + width / 2}" y1="${y - 20}" x2="${x + 70}" y2="${y - 60}" stroke="#3e4c59" stroke-width="2"/>` +
        `<circle cx="${x + 70}" cy="${y - 60}" r="18" fill="#ffffff" stroke="#1f2933" stroke-width="3"/>` +
        `<text x="${x + 70}" y="${y - 53}" font-size="20" text-anchor="middle" font-weight="bold" fill="#1f2933">${callout}</text>` +
        `</g>`
      );
    })
    .join('');
  const legend = diagram.callouts
    .map(
      ({ callout, name }, index) =>
        `<text x="40" y="${legendTop + 24 + index * 30}" font-size="18" fill="#1f2933"><tspan font-weight="bold">${callout}</tspan>  ${escapeXml(name)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="${height}" viewBox="0 0 640 ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<rect width="640" height="${height}" fill="#ffffff"/>` +
    `<text x="320" y="40" font-size="24" text-anchor="middle" font-weight="bold" fill="#1f2933">${escapeXml(diagram.title)}</text>` +
    `<text x="320" y="68" font-size="16" text-anchor="middle" fill="#52606d">${escapeXml(`${diagram.brand} ${diagram.modelNumber}`)}</text>` +
    `<rect x="20" y="84" width="600" height="${bodyHeight - 64}" rx="16" fill="none" stroke="#9aa5b1" stroke-width="3" stroke-dasharray="12 8"/>` +
    parts +
    legend +
    `<style>text{font-family:Helvetica,Arial,sans-serif}</style></svg>`
  );
}
