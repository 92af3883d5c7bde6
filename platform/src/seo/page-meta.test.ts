import { makeTestStoreContext } from '../testing/render';
import { canonicalUrl, pageMetaHtml, setPageMeta } from './page-meta';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('setPageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    makeTestStoreContext({ storeId: 'hvac' });
  });

  it('writes title, description, keywords, Open Graph and Twitter tags', () => {
    setPageMeta({
      title: 'Capacitor 45/5 MFD | Comfort Air HVAC Supply',
      description: 'Dual run capacitor',
      keywords: ['capacitor', 'HVAC'],
      image: 'http://localhost:4000/store-api/images/cap.svg',
      type: 'product',
      path: '/product/12',
    });
    expect(document.title).toBe('Capacitor 45/5 MFD | Comfort Air HVAC Supply');
    expect(meta('meta[name="description"]')).toBe('Dual run capacitor');
    expect(meta('meta[name="keywords"]')).toBe('capacitor, HVAC');
    expect(meta('meta[property="og:type"]')).toBe('product');
    expect(meta('meta[property="og:url"]')).toBe('https://www.comfortairhvacsupply.com/product/12');
    expect(meta('meta[property="og:site_name"]')).toBe('Comfort Air HVAC Supply');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="twitter:image"]')).toBe(
      'http://localhost:4000/store-api/images/cap.svg',
    );
  });

  it('sets the canonical link to the store website plus the path', () => {
    setPageMeta({ title: 'Brands', path: '/brands?page=2' });
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.comfortairhvacsupply.com/brands',
    );
  });

  it('replaces the previous tags instead of adding more', () => {
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'A </script> trap',
    };
    setPageMeta({ title: 'One', description: 'first', path: '/product/1', jsonLd });
    setPageMeta({
      title: 'Two',
      description: 'second',
      path: '/product/2',
      jsonLd: { ...jsonLd, name: 'B' },
    });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '{}').name).toBe('B');
    setPageMeta({ title: 'Three' });
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it('never lets product text close the JSON-LD script', () => {
    setPageMeta({ title: 'X', jsonLd: { name: '</script><script>alert(1)</script>' } });
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '{}').name).toBe('</script><script>alert(1)</script>');
  });

  it('builds canonical URLs without doubled slashes', () => {
    expect(canonicalUrl('https://shop.example/', '/cart#top')).toBe('https://shop.example/cart');
    expect(canonicalUrl('https://shop.example', '')).toBe('https://shop.example/');
  });
});

describe('pageMetaHtml (a server-rendered page)', () => {
  it('writes the same tags as setPageMeta, escaped and marked for the browser to replace', () => {
    const { title, head } = pageMetaHtml(
      {
        title: 'Bolt "M8" <b> | Gulf Coast Parts Depot',
        description: 'A & B',
        type: 'product',
        path: '/product/7?ref=x',
        jsonLd: { '@type': 'Product', name: '</script><script>alert(1)</script>' },
      },
      { website: 'https://www.gulfcoastpartsdepot.com', name: 'Gulf Coast Parts Depot' },
    );
    expect(title).toBe('Bolt &quot;M8&quot; &lt;b&gt; | Gulf Coast Parts Depot');
    expect(head).toContain('<meta name="description" content="A &amp; B" data-storefront-meta>');
    expect(head).toContain('<meta property="og:type" content="product" data-storefront-meta>');
    expect(head).toContain(
      '<link rel="canonical" href="https://www.gulfcoastpartsdepot.com/product/7" data-storefront-meta>',
    );
    expect(head).toContain('<script type="application/ld+json" data-storefront-meta>');
    expect(head).not.toContain('</script><script>');
    // No image: no og:image tag at all, and the summary card.
    expect(head).not.toContain('og:image');
    expect(head).toContain('<meta name="twitter:card" content="summary" data-storefront-meta>');
  });
});
