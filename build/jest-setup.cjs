// jsdom lacks the encoding globals React Router 7 uses.
const { TextEncoder, TextDecoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;

// jsdom does not implement scrolling; pages scroll to the top on navigation, lists to their top.
if (typeof globalThis.window !== 'undefined') globalThis.window.scrollTo = () => {};
if (typeof globalThis.Element !== 'undefined')
  globalThis.Element.prototype.scrollIntoView ??= () => {};
