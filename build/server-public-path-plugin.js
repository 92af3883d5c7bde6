// Compiled into each remote's server build as a Module Federation runtime plugin. The host's
// server evaluates a remote entry with the entry's URL as __filename (host/src/server/
// server-remotes.ts), so the remote's chunks are fetched from beside it: each published version
// from its own address, whatever host name or path it is served under.
if (typeof __filename === 'string' && /^https?:\/\//.test(__filename)) {
  // eslint-disable-next-line no-undef
  __webpack_public_path__ = new URL('.', __filename).href;
}

export default function serverPublicPathPlugin() {
  return { name: 'storefront-server-public-path' };
}
