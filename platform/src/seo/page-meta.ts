// Writes a page's title, description, keywords, Open Graph / Twitter tags, canonical link and
// JSON-LD into <head>. Idempotent: each call replaces what the previous one wrote.

export interface PageMeta {
  title: string;
  description?: string;
  keywords?: readonly string[] | string;
  /** Absolute URL of the sharing image. */
  image?: string;
  /** Open Graph type. */
  type?: 'website' | 'product' | 'article';
  /** Path of the page; the canonical link is the store website + this path. */
  path?: string;
  /** Structured data, written as one application/ld+json script; omit to remove it. */
  jsonLd?: Record<string, unknown> | readonly Record<string, unknown>[] | null;
  /** Overrides the site the canonical link and og:site_name come from. */
  site?: PageMetaSite;
}

/** What `setPageMeta` needs to know of the store: its website and name. */
export interface PageMetaSite {
  website: string;
  name: string;
}

let siteProvider: () => PageMetaSite | undefined = () => undefined;

/** `createStoreContext` points this at the active store so callers only pass the page's data. */
export function setPageMetaSiteProvider(provider: () => PageMetaSite | undefined): void {
  siteProvider = provider;
}

const OWNED = 'data-storefront-meta';

/** The canonical URL of a path on a site: website + path, without query or hash. */
export function canonicalUrl(website: string, path: string = '/'): string {
  const cleanPath = (path.split(/[?#]/, 1)[0] ?? '/') || '/';
  return `${website.replace(/\/+$/, '')}${cleanPath.startsWith('/') ? cleanPath : `/${cleanPath}`}`;
}

/** A `<meta>` the page's meta consists of; no content: the tag is removed. */
interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string | undefined;
}

/** Everything `setPageMeta` writes, worked out once for the browser's head and the server's. */
function describePageMeta(meta: PageMeta, site: PageMetaSite | undefined) {
  const keywords = Array.isArray(meta.keywords)
    ? meta.keywords.filter(Boolean).join(', ')
    : ((meta.keywords as string | undefined) ?? '');
  const url = site && meta.path !== undefined ? canonicalUrl(site.website, meta.path) : undefined;
  const tag = (attribute: MetaTag['attribute'], key: string, content: string | undefined) => ({
    attribute,
    key,
    content,
  });
  const tags: MetaTag[] = [
    tag('name', 'description', meta.description),
    tag('name', 'keywords', keywords || undefined),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:type', meta.type ?? 'website'),
    tag('property', 'og:image', meta.image),
    tag('property', 'og:url', url),
    tag('property', 'og:site_name', site?.name),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', meta.image),
  ];
  return { title: meta.title, tags, canonical: url, jsonLd: meta.jsonLd ?? null };
}

/** JSON-LD as script text: "<" is escaped so product text can never close the script element. */
const jsonLdText = (data: NonNullable<PageMeta['jsonLd']>) =>
  JSON.stringify(data).replace(/</g, '\\u003c');

export function setPageMeta(meta: PageMeta): void {
  if (typeof document === 'undefined') return;
  const { title, tags, canonical, jsonLd } = describePageMeta(meta, meta.site ?? siteProvider());
  document.title = title;
  for (const { attribute, key, content } of tags) setNamedMeta(attribute, key, content);
  setCanonical(canonical);
  setJsonLd(jsonLd);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The same meta as HTML for a server-rendered page's <head>: the title, then tags the browser's
 * `setPageMeta` later finds and replaces (they carry its ownership mark).
 * `site`: the request's store, when the meta names none.
 */
export function pageMetaHtml(meta: PageMeta, site: PageMetaSite): { title: string; head: string } {
  const { title, tags, canonical, jsonLd } = describePageMeta(meta, meta.site ?? site);
  const metaTags = tags
    .filter((tag) => tag.content)
    .map(
      ({ attribute, key, content }) =>
        `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content ?? '')}" ${OWNED}>`,
    );
  const links = canonical
    ? [`<link rel="canonical" href="${escapeHtml(canonical)}" ${OWNED}>`]
    : [];
  const scripts = jsonLd
    ? [`<script type="application/ld+json" ${OWNED}>${jsonLdText(jsonLd)}</script>`]
    : [];
  return { title: escapeHtml(title), head: [...metaTags, ...links, ...scripts].join('') };
}

function setNamedMeta(
  attribute: 'name' | 'property',
  key: string,
  content: string | undefined,
): void {
  const selector = `meta[${attribute}="${key}"]`;
  const existing = document.head.querySelectorAll<HTMLMetaElement>(selector);
  if (!content) {
    existing.forEach((element) => element.remove());
    return;
  }
  const [first, ...duplicates] = Array.from(existing);
  duplicates.forEach((element) => element.remove());
  const element = first ?? document.head.appendChild(document.createElement('meta'));
  element.setAttribute(attribute, key);
  element.setAttribute('content', content);
  element.setAttribute(OWNED, '');
}

function setCanonical(url: string | undefined): void {
  const existing = Array.from(
    document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]'),
  );
  if (!url) {
    existing.forEach((element) => element.remove());
    return;
  }
  const [first, ...duplicates] = existing;
  duplicates.forEach((element) => element.remove());
  const link = first ?? document.head.appendChild(document.createElement('link'));
  link.setAttribute('rel', 'canonical');
  link.setAttribute('href', url);
  link.setAttribute(OWNED, '');
}

function setJsonLd(data: PageMeta['jsonLd']): void {
  const selector = `script[type="application/ld+json"][${OWNED}]`;
  document.head.querySelectorAll(selector).forEach((element) => element.remove());
  if (!data) return;
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.setAttribute(OWNED, '');
  script.textContent = jsonLdText(data);
  document.head.appendChild(script);
}
