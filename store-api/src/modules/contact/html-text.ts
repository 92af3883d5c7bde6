// The text of an HTML fragment the browser sent (SPEC §7's contact body is HTML). Only text is
// kept: scripts, styles and comments go with their content, other tags go and leave their text,
// block ends become line breaks and character references are decoded once. Whatever shows the
// text later escapes it, so nothing the browser wrote is ever sent as markup.
import { stripControlChars } from '@storefront/contract';

const DROPPED_WITH_CONTENT =
  /<(script|style|template|noscript)\b[\s\S]*?(?:<\/\1\s*>|$)|<!--[\s\S]*?(?:-->|$)/gi;
const BLOCK_END = /<br\s*\/?>|<\/(?:p|div|li|h[1-6]|tr|blockquote|pre)\s*>/gi;
const ANY_TAG = /<\/?[a-z!?][^>]*>/gi;
const CHARACTER_REFERENCE = /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi;

const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeReference(match: string, name: string): string {
  if (name.startsWith('#')) {
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    // NUL, surrogates and values past Unicode stand for nothing printable.
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : '';
  }
  return NAMED_REFERENCES[name.toLowerCase()] ?? match;
}

/** The readable text of `html`: lines trimmed, runs of blank lines cut to one. */
export function htmlToText(html: string): string {
  const text = stripControlChars(html)
    .replace(DROPPED_WITH_CONTENT, '')
    .replace(BLOCK_END, '\n')
    .replace(ANY_TAG, '')
    .replace(CHARACTER_REFERENCE, decodeReference);
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t\f\v]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Plain text on one line: control characters dropped, every run of white space one space. */
export function oneLine(text: string): string {
  return stripControlChars(text).replace(/\s+/g, ' ').trim();
}
