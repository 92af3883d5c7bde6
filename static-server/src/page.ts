// The page a front-end server sends for `/` and for any route the build has no file for: its
// index.html with the runtime env (and, on the host, its remotes maps) set before any bundle runs,
// under a nonce fresh for each answer, and the CSP that allows that nonce and nothing else inline.
import { randomBytes } from 'node:crypto';

import type { CspSources } from './config';
import { CSP_NONCE_META_PROPERTY, PAGE_GLOBALS, type RuntimeEnv } from './page-protocol';

/** The page's window globals other than the runtime env, in the order they are set. */
export type PageGlobals = Partial<
  Record<Exclude<keyof typeof PAGE_GLOBALS, 'runtimeEnv'>, unknown>
>;

/** A nonce an attacker cannot predict (a predictable one would allow their inline code). */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * JSON for an inline script: escaping "<" keeps a value like "</script>" from closing the tag.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Scripts only from this server, the remotes and the nonce'd inline scripts; styles only with the
 * nonce (styled-components reads it from the csp-nonce meta tag); data only from the API and the
 * remotes. Without a nonce (a static .html file) nothing inline runs.
 */
export function cspDirectives(sources: CspSources, nonce?: string): Record<string, string[]> {
  const inline = nonce ? [`'nonce-${nonce}'`] : [];
  const mockApi = sources.mockApiOrigin ? [sources.mockApiOrigin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline, ...sources.remoteOrigins, sources.stripeJsOrigin],
    'style-src': ["'self'", ...inline],
    'connect-src': [
      "'self'",
      sources.apiOrigin,
      ...sources.remoteOrigins,
      sources.stripeJsOrigin,
      ...mockApi,
    ],
    // data: for the blank favicon of index.html; product and brand images come from the API.
    'img-src': ["'self'", 'data:', sources.apiOrigin, ...mockApi],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The env script and the nonce tag go first in <head>, so they run before any bundle reads them;
 * the page's own inline styles get the nonce. The host's page also sets `globals` (its remotes
 * maps) and carries `headTags` (its preload hints).
 */
export function injectRuntimeEnv(
  html: string,
  runtimeEnv: RuntimeEnv,
  nonce: string,
  host: { globals?: PageGlobals; headTags?: string } = {},
): string {
  const assignments = [
    `window.${PAGE_GLOBALS.runtimeEnv}=${scriptJson(runtimeEnv)};`,
    ...Object.entries(host.globals ?? {}).map(
      ([name, value]) => `window.${PAGE_GLOBALS[name as keyof PageGlobals]}=${scriptJson(value)};`,
    ),
  ];
  const tags =
    `<meta property="${CSP_NONCE_META_PROPERTY}" nonce="${nonce}">` +
    `<script nonce="${nonce}">${assignments.join('')}</script>` +
    (host.headTags ?? '');
  // The page's own styles (the no-JavaScript notice's) run under the response's nonce too.
  const page = html.replace(/<style>/g, `<style nonce="${nonce}">`);
  const headOpen = page.match(/<head[^>]*>/i);
  if (headOpen?.index !== undefined) {
    const at = headOpen.index + headOpen[0].length;
    return page.slice(0, at) + tags + page.slice(at);
  }
  return tags + page;
}
