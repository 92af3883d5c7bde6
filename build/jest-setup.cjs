// jsdom lacks the encoding globals React Router 7 uses.
const { TextEncoder, TextDecoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;

// jsdom does not implement scrolling; pages scroll to the top on navigation, lists to their top.
// (Checked without the DOM library: only the two globals it touches are named.)
const dom =
  /** @type {{ window?: { scrollTo: () => void }, Element?: { prototype: { scrollIntoView?: () => void } } }} */ (
    globalThis
  );
if (typeof dom.window !== 'undefined') dom.window.scrollTo = () => {};
if (typeof dom.Element !== 'undefined') dom.Element.prototype.scrollIntoView ??= () => {};
