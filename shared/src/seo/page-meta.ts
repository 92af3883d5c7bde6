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

export function setPageMeta(meta: PageMeta): void {
  if (typeof document === 'undefined') return;
  const site = meta.site ?? siteProvider();
  const keywords = Array.isArray(meta.keywords)
    ? meta.keywords.filter(Boolean).join(', ')
    : ((meta.keywords as string | undefined) ?? '');
  const url = site && meta.path !== undefined ? canonicalUrl(site.website, meta.path) : undefined;

  document.title = meta.title;
  setNamedMeta('name', 'description', meta.description);
  setNamedMeta('name', 'keywords', keywords || undefined);

  setNamedMeta('property', 'og:title', meta.title);
  setNamedMeta('property', 'og:description', meta.description);
  setNamedMeta('property', 'og:type', meta.type ?? 'website');
  setNamedMeta('property', 'og:image', meta.image);
  setNamedMeta('property', 'og:url', url);
  setNamedMeta('property', 'og:site_name', site?.name);

  setNamedMeta('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary');
  setNamedMeta('name', 'twitter:title', meta.title);
  setNamedMeta('name', 'twitter:description', meta.description);
  setNamedMeta('name', 'twitter:image', meta.image);

  setCanonical(url);
  setJsonLd(meta.jsonLd);
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
  // "<" is escaped so product text can never close the script element.
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  document.head.appendChild(script);
}
