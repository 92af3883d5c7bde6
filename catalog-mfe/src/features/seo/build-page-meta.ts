// What each catalogue page type tells search engines and social sites (SPEC §2 "Page title, description...").
import {
  discountedPrice,
  stripControlChars,
  type Brand,
  type Category,
  type EquipmentModel,
  type EquipmentModelDetail,
  type Product,
  type StoreConfig,
} from '@storefront/contract';
import { priceForStructuredData, truncateDescription } from '../../lib/text';
import { type PageMeta } from '@storefront/platform';
import { paths } from '../../lib/paths';

export type PageMetaSource =
  | { kind: 'product'; product: Product; fitsModels?: readonly EquipmentModel[] | undefined }
  | { kind: 'category'; category: Category; path?: string }
  | { kind: 'brand'; brand: Brand }
  | { kind: 'brand-list'; title?: string; path?: string }
  | { kind: 'category-list'; title?: string; path?: string }
  | { kind: 'model'; model: EquipmentModelDetail }
  | { kind: 'model-list' };

/**
 * schema.org Product data; its links use /product/{id} on the store's site. The offer states the
 * price the shopper pays, so a discounted product carries its discounted price; `mpn` is the
 * maker's own part number when the product record lists its numbers.
 */
export function buildProductJsonLd(
  product: Product,
  store: Pick<StoreConfig, 'website'>,
  fitsModels: readonly EquipmentModel[] = [],
) {
  const url = `${store.website}${paths.product(product.id)}`;
  const mpn = product.partNumbers?.find((number) => number.kind === 'manufacturer')?.number;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: stripControlChars(product.title || product.name),
    description: stripControlChars(product.description ?? ''),
    image: product.image,
    sku: product.sku,
    ...(mpn ? { mpn: stripControlChars(mpn) } : {}),
    url,
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category,
    offers: {
      '@type': 'Offer',
      url,
      price: priceForStructuredData(offerPrice(product.price, product.discount)),
      priceCurrency: 'USD',
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    },
    ...(fitsModels.length > 0
      ? { isAccessoryOrSparePartFor: fitsModels.map((model) => modelJsonLd(model, store)) }
      : {}),
    ...(product.rating && product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.rate,
            reviewCount: product.rating.count,
          },
        }
      : {}),
  };
}

/** An equipment model a part fits, as a schema.org Product with its brand and model number. */
function modelJsonLd(model: EquipmentModel, store: Pick<StoreConfig, 'website'>) {
  return {
    '@type': 'Product',
    name: stripControlChars(model.name),
    model: stripControlChars(model.modelNumber),
    brand: { '@type': 'Brand', name: stripControlChars(model.brand) },
    url: `${store.website}${paths.model(model.id)}`,
  };
}

/** One step of a page's breadcrumb trail: its name and its path on the store's site. */
interface Crumb {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList: the way from the store's home page to this one, as links on its site. */
export function buildBreadcrumbJsonLd(
  crumbs: readonly Crumb[],
  store: Pick<StoreConfig, 'website'>,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${store.website}${crumb.path}`,
    })),
  };
}

/** Home, the product's category when it has one, the product. */
function productCrumbs(product: Product, name: string): Crumb[] {
  const category = product.category
    ? [{ name: stripControlChars(product.category), path: paths.category(product.categoryId) }]
    : [];
  return [
    { name: 'Home', path: paths.home },
    ...category,
    { name, path: paths.product(product.id) },
  ];
}

/** The discounted price when the price is a number; a price given as text is passed on as it is. */
function offerPrice(
  price: number | string | null | undefined,
  discount: number | null | undefined,
) {
  return typeof price === 'number' ? discountedPrice(price, discount) : price;
}

/** A page's own description cut at 60 characters (SPEC §9), or `fallback` when it has none. */
function metaDescription(text: string | null | undefined, fallback: string): string {
  return truncateDescription(stripControlChars(text)) || fallback;
}

function pageTitle(subject: string, store: StoreConfig): string {
  return `${subject} | ${store.name}`;
}

/** Title, description, keywords, sharing image, canonical path and JSON-LD for one page. */
export function buildPageMeta(
  source: PageMetaSource,
  store: StoreConfig,
): PageMeta & { keywords: string[] } {
  const site = { website: store.website, name: store.name };
  return { ...pageTypeMeta(source, store), site };
}

function pageTypeMeta(
  source: PageMetaSource,
  store: StoreConfig,
): PageMeta & { keywords: string[] } {
  const storeKeywords = store.seo.keywords;
  switch (source.kind) {
    case 'product': {
      const { product } = source;
      const name = stripControlChars(product.title || product.name);
      return {
        title: pageTitle(name, store),
        description: metaDescription(product.description, store.seo.description),
        keywords: [name, product.brand, product.category, ...storeKeywords].filter(Boolean),
        image: product.image,
        type: 'product',
        path: paths.product(product.id),
        jsonLd: [
          buildProductJsonLd(product, store, source.fitsModels),
          buildBreadcrumbJsonLd(productCrumbs(product, name), store),
        ],
      };
    }
    case 'category': {
      const { category } = source;
      return {
        title: pageTitle(category.name, store),
        description: metaDescription(
          category.description,
          `Shop ${category.name} at ${store.name}.`,
        ),
        keywords: [category.name, ...storeKeywords],
        image: store.seo.image,
        type: 'website',
        path: source.path ?? paths.category(category.id),
        jsonLd: buildBreadcrumbJsonLd(
          [
            { name: 'Home', path: paths.home },
            { name: 'Categories', path: paths.categories },
            { name: stripControlChars(category.name), path: paths.category(category.id) },
          ],
          store,
        ),
      };
    }
    case 'brand': {
      const { brand } = source;
      return {
        title: pageTitle(brand.name, store),
        description: metaDescription(
          brand.description,
          `Shop ${brand.name} products at ${store.name}.`,
        ),
        keywords: [brand.name, ...(brand.product_types ?? []), ...storeKeywords],
        image: brand.logo || store.seo.image,
        type: 'website',
        path: paths.brand(brand.id),
      };
    }
    case 'brand-list':
      return {
        title: pageTitle(source.title ?? 'Shop by Brand', store),
        description: `Browse every brand sold at ${store.name}.`,
        keywords: ['brands', ...storeKeywords],
        image: store.seo.image,
        type: 'website',
        path: source.path ?? paths.brands,
      };
    case 'category-list':
      return {
        title: pageTitle(source.title ?? 'Shop by Category', store),
        description: store.seo.description,
        keywords: ['categories', ...storeKeywords],
        image: store.seo.image,
        type: 'website',
        path: source.path ?? paths.categories,
      };
    case 'model': {
      const { model } = source;
      const name = `${model.brand} ${model.modelNumber}`;
      return {
        title: pageTitle(`${name} parts`, store),
        description: metaDescription(
          '',
          `${model.name}: ${model.partCount} parts by diagram at ${store.name}.`,
        ),
        keywords: [name, model.modelNumber, model.brand, model.kind, ...storeKeywords],
        image: store.seo.image,
        type: 'website',
        path: paths.model(model.id),
      };
    }
    case 'model-list':
      return {
        title: pageTitle('Find your model', store),
        description: `Find the parts of your equipment by its model number at ${store.name}.`,
        keywords: ['model number', 'parts diagram', ...storeKeywords],
        image: store.seo.image,
        type: 'website',
        path: paths.models,
      };
  }
}
