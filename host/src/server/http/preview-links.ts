// Preview links on the live site (docs/deploy.md "Preview links"): a link from
// `npm run remotes -- preview <remote> <version>` carries a signed token in `?sf_preview=`; a valid
// one is kept in the cookie `sf_preview_<remote>` until the link expires, and shows its version of
// that remote, in the server render and in the browser's remote loading alike, to that browser
// only. A refused link or cookie changes nothing but a notice: the visitor gets the live store.
import {
  PREVIEW_COOKIE_PREFIX,
  PREVIEW_QUERY_PARAM,
  verifyPreviewToken,
  versionManifestUrl,
} from '@storefront/static-server/deployment';
import type { Preview, PreviewRevocation } from '@storefront/static-server/deployment';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The response header that tells an operator (or a test) what became of a preview. */
export const PREVIEW_HEADER = 'X-Storefront-Preview';
/** A visitor's preview cookies read at most (each remote has one). */
const COOKIES_READ = 10;
/**
 * A remote's name as a cookie may carry it. Any other `sf_preview_…` cookie is ignored: never
 * echoed, and not cleared (a Set-Cookie cannot name it: the cookie library throws).
 */
const REMOTE_NAME = /^[A-Za-z][A-Za-z0-9]{0,49}$/;

/** The previews one request asks for, and the links or cookies refused, in words. */
export interface PreviewRequest {
  previews: Preview[];
  refusals: string[];
}

/** What the previews of a request came to: a line for the page's notice, or null. */
export function previewNotice(
  { previews, refusals }: PreviewRequest,
  served: Record<string, string>,
  defaults: Record<string, string>,
): string | null {
  const lines = [...refusals];
  for (const { remote, version, expiresAt } of previews) {
    const defaultUrl = defaults[remote];
    const shown = defaultUrl && served[remote] === versionManifestUrl(defaultUrl, version);
    lines.push(
      shown
        ? `Preview: ${remote} ${version} until ${expiresAt.toISOString()}; other shoppers get the live version.`
        : `The preview of ${remote} ${version} was refused: the live site cannot run it (or it is no longer published); you see the live version.`,
    );
  }
  return lines.length ? lines.join(' ') : null;
}

/** The page with the notice as the body's first element (outside the app's root). */
export function injectPreviewNotice(html: string, notice: string | null): string {
  if (!notice) return html;
  const text = notice.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );
  return html.replace(
    /<body[^>]*>/,
    (body) => `${body}<p role="status" id="storefront-preview-notice">${text}</p>`,
  );
}

/**
 * Reads a request's preview link and cookies (the cookie plugin must be registered).
 * @param secret PREVIEW_LINK_SECRET; null refuses every link
 * @param revoked the revocations in force (the registry's, read when it changes)
 */
export function createPreviewLinks({
  secret,
  revoked = () => [],
  now = () => new Date(),
}: {
  secret: string | null;
  revoked?: () => readonly PreviewRevocation[];
  now?: () => Date;
}) {
  return {
    /**
     * The previews of this request: a valid link's (its cookie set on `reply`) and the valid
     * cookies'. A refused cookie is cleared.
     */
    read(request: FastifyRequest, reply: FastifyReply): PreviewRequest {
      const previews = new Map<string, Preview>();
      const refusals: string[] = [];
      const link = new URL(request.url, 'http://host.invalid').searchParams.get(
        PREVIEW_QUERY_PARAM,
      );
      const cookies = Object.entries(request.cookies)
        .filter(([name]) => name.startsWith(PREVIEW_COOKIE_PREFIX))
        .slice(0, COOKIES_READ);
      if (!secret) {
        if (link !== null)
          refusals.push('This site takes no preview links; you see the live store.');
        return { previews: [], refusals };
      }
      const at = now();
      for (const [name, token] of cookies) {
        const remote = name.slice(PREVIEW_COOKIE_PREFIX.length);
        if (!REMOTE_NAME.test(remote)) continue;
        const check = token
          ? verifyPreviewToken(token, secret, { now: at, remote, revoked: revoked() })
          : null;
        if (check?.ok) {
          previews.set(check.remote, check);
        } else {
          reply.clearCookie(name, { path: '/' });
          if (check) refusals.push(`Your preview of ${remote} ended: ${check.reason}.`);
        }
      }
      if (link !== null) {
        const check = verifyPreviewToken(link, secret, { now: at, revoked: revoked() });
        if (check.ok) {
          previews.set(check.remote, check);
          reply.setCookie(`${PREVIEW_COOKIE_PREFIX}${check.remote}`, link, {
            path: '/',
            httpOnly: true,
            sameSite: 'lax',
            secure: request.protocol === 'https',
            expires: check.expiresAt,
          });
        } else {
          refusals.push(`This preview link was refused: ${check.reason}; you see the live store.`);
        }
      }
      return { previews: [...previews.values()], refusals };
    },
  };
}
