// A value written into an inline <script> of a page the static server sends.

/**
 * JSON for an inline script: escaping "<" keeps a value like "</script>" from closing the tag.
 * @param {unknown} value
 */
export function scriptJson(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
