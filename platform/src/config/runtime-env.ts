// Run-time settings the static server injects into index.html as window.__STOREFRONT_ENV__.
import { readRuntimeEnv, type RuntimeEnv } from '@storefront/contract/runtime-env';

declare global {
  interface Window {
    __STOREFRONT_ENV__?: Partial<RuntimeEnv>;
  }
}

/**
 * The injected settings, checked field by field: a malformed field falls back to its default (or
 * to unset) rather than breaking the page.
 */
export function getRuntimeEnv(source: unknown = readInjectedEnv()): RuntimeEnv {
  return readRuntimeEnv(source);
}

/**
 * The Content-Security-Policy nonce of this page (the static server puts it on
 * `<meta property="csp-nonce">`), for libraries that inject `<style>` tags; styled-components
 * reads the same tag itself. The browser hides the attribute once applied; the property keeps it.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

function readInjectedEnv(): unknown {
  return typeof window === 'undefined' ? undefined : window.__STOREFRONT_ENV__;
}
