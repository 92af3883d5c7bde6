// jsdom lacks the encoding globals React Router 7 uses.
const { TextEncoder, TextDecoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;

// jsdom does not implement scrolling; pages scroll to the top on navigation.
if (typeof globalThis.window !== 'undefined') globalThis.window.scrollTo = () => {};
