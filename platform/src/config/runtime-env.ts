// Run-time settings the static server injects into index.html as window.__STOREFRONT_ENV__.
import * as z from 'zod/mini';
import { runtimeEnvFields, toRuntimeEnv, type RuntimeEnv } from '@storefront/contract/runtime-env';

declare global {
  interface Window {
    __STOREFRONT_ENV__?: Partial<RuntimeEnv>;
  }
}

type RuntimeEnvFields = typeof runtimeEnvFields;

/**
 * The page's reading of window.__STOREFRONT_ENV__: a malformed field falls back to its default
 * (or to unset) rather than breaking the page.
 */
const injectedRuntimeEnv = z.pipe(
  z.object(
    Object.fromEntries(
      Object.entries(runtimeEnvFields).map(([name, field]) => [
        name,
        z.catch(field, () => field.parse(undefined)),
      ]),
    ) as { [Name in keyof RuntimeEnvFields]: z.ZodMiniCatch<RuntimeEnvFields[Name]> },
  ),
  z.transform(toRuntimeEnv),
);

/** The injected settings, checked field by field (see injectedRuntimeEnv). */
export function getRuntimeEnv(source: unknown = readInjectedEnv()): RuntimeEnv {
  return injectedRuntimeEnv.parse(typeof source === 'object' && source !== null ? source : {});
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
