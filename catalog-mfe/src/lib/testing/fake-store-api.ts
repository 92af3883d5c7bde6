// A stand-in for the store API in component tests: answers `fetch` calls with the contract's JSON
// shapes (lists as `{ data, total }` plus `x-total-count`, records as `{ data }`, errors as `{ error }`).
import type {
  Brand,
  Category,
  EquipmentModelDetail,
  Product,
  ProductFacets,
} from '@storefront/contract';
import type { FetchLike } from '@storefront/platform';

export interface FakeCatalog {
  products?: Product[];
  brands?: Brand[];
  /** Top-level categories with nested `children`; lookups by id reach the nested ones too. */
  categories?: Category[];
  /** Units on hand per SKU; a SKU missing here answers 404. */
  inventory?: Record<string, number>;
  /** Equipment models; /models lists them without `sections`. */
  models?: EquipmentModelDetail[];
  /** Paths (e.g. '/brands', '/products/inventories') that answer this status with an error body. */
  failures?: Record<string, { status: number; error: string }>;
  /** GET /products/facets' answer (whatever the filters); none: no counts, no spec facets. */
  facets?: ProductFacets;
  /** Misspelt searches (lower case) and their corrections: found by the correction, named in didYouMean. */
  corrections?: Record<string, string>;
}

interface FakeResponse {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

function respond(status: number, body: unknown, total?: number): FakeResponse {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: {
      get: (name) =>
        name.toLowerCase() === 'x-total-count' && total !== undefined ? String(total) : null,
    },
    text: async () => JSON.stringify(body),
  };
}

function page<T>(items: T[], params: URLSearchParams, extra: object = {}): FakeResponse {
  const start = Number(params.get('_start') ?? 0);
  const limit = Number(params.get('limit') ?? items.length);
  return respond(
    200,
    { data: items.slice(start, start + limit), total: items.length, ...extra },
    items.length,
  );
}

function matches(text: string, search: string | null): boolean {
  return !search || text.toLowerCase().includes(search.toLowerCase());
}

function flatten(categories: Category[]): Category[] {
  return categories.flatMap((category) => [category, ...flatten(category.children ?? [])]);
}

/** A model as the lists show it: without its sections. */
const withoutSections = ({ sections: _sections, ...model }: EquipmentModelDetail) => model;
const builtIn = (model: EquipmentModelDetail, year: number) =>
  model.yearFrom <= year && year <= (model.yearTo ?? model.yearFrom);
const distinctSorted = <T extends string | number>(values: T[]) =>
  [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** The vehicle and outboard selectors' lists, drawn from the models as the API draws them. */
function selectorAnswer(path: string, params: URLSearchParams, models: EquipmentModelDetail[]) {
  const year = Number(params.get('year'));
  const vehicles = models.filter((model) => model.kind === 'vehicle');
  const ofMake = (model: EquipmentModelDetail) => model.brand === params.get('make');
  const outboards = models.filter((model) => model.kind === 'outboard' && ofMake(model));
  switch (path) {
    case '/vehicles/years':
      return distinctSorted(
        vehicles.flatMap((model) =>
          Array.from(
            { length: (model.yearTo ?? model.yearFrom) - model.yearFrom + 1 },
            (_, i) => model.yearFrom + i,
          ),
        ),
      ).reverse();
    case '/vehicles/makes':
      return distinctSorted(vehicles.filter((model) => builtIn(model, year)).map((m) => m.brand));
    case '/vehicles/models':
      return distinctSorted(
        vehicles.filter((model) => builtIn(model, year) && ofMake(model)).map((m) => m.name),
      );
    case '/vehicles/engines':
      return vehicles
        .filter(
          (model) => builtIn(model, year) && ofMake(model) && model.name === params.get('model'),
        )
        .map((model) => ({
          engine: model.engine ?? '',
          modelId: model.id,
          modelNumber: model.modelNumber,
        }));
    case '/outboards/makes':
      return distinctSorted(
        models.filter((model) => model.kind === 'outboard').map((model) => model.brand),
      );
    case '/outboards/horsepower':
      return distinctSorted(outboards.map((model) => model.horsepower ?? 0));
    case '/outboards/years':
      return outboards
        .filter((model) => model.horsepower === Number(params.get('horsepower')))
        .flatMap((model) =>
          Array.from({ length: (model.yearTo ?? model.yearFrom) - model.yearFrom + 1 }, (_, i) => ({
            year: model.yearFrom + i,
            modelId: model.id,
            modelNumber: model.modelNumber,
            name: model.name,
          })),
        )
        .sort((a, b) => b.year - a.year || a.modelNumber.localeCompare(b.modelNumber));
    default:
      return undefined;
  }
}

/** A fake `fetch` over the catalogue given, plus the URLs it was called with. */
export function createFakeStoreApi(catalog: FakeCatalog) {
  const calls: URL[] = [];
  const {
    products = [],
    brands = [],
    categories = [],
    inventory = {},
    models = [],
    failures = {},
    corrections = {},
    facets = {
      total: products.length,
      categories: [],
      brands: [],
      inStock: 0,
      price: null,
      specs: [],
    },
  } = catalog;

  /** As the API: a part fits the models whose diagram sections name it. */
  const modelIdsFitting = (productId: number) =>
    new Set(
      models
        .filter((model) =>
          model.sections.some((section) =>
            section.parts.some((part) => part.product.id === productId),
          ),
        )
        .map((model) => model.id),
    );

  const answer = (url: URL): FakeResponse => {
    const path = url.pathname.replace(/^\/store-api/, '');
    const failure = Object.entries(failures).find(([prefix]) => path.startsWith(prefix));
    if (failure) return respond(failure[1].status, { error: failure[1].error });
    const params = url.searchParams;

    let match: RegExpMatchArray | null;
    if ((match = path.match(/^\/products\/inventories\/(.+)$/))) {
      const sku = decodeURIComponent(match[1] ?? '');
      return sku in inventory
        ? respond(200, { sku, total_on_hand: inventory[sku] })
        : respond(404, { error: `No inventory for SKU ${sku}` });
    }
    if ((match = path.match(/^\/products\/(\d+)\/(models|fit)$/))) {
      const productId = Number(match[1]);
      if (!products.some((product) => product.id === productId))
        return respond(404, { error: `Product ${productId} not found in this store` });
      const fitted = models.filter((model) => modelIdsFitting(productId).has(model.id));
      if (match[2] === 'models') return page(fitted.map(withoutSections), params);
      const asked = (params.get('models') ?? '').split(',').map(Number);
      return respond(200, {
        data: models
          .filter((model) => asked.includes(model.id))
          .map((model) => ({
            modelId: model.id,
            status: fitted.includes(model)
              ? 'fits'
              : fitted.length > 0
                ? 'does-not-fit'
                : 'unknown',
          })),
      });
    }
    if (path === '/products/facets') return respond(200, { data: facets });
    if ((match = path.match(/^\/products\/(\d+)$/))) {
      const product = products.find((candidate) => candidate.id === Number(match?.[1]));
      return product
        ? respond(200, { data: product })
        : respond(404, { error: 'Product not found' });
    }
    if (path === '/products') {
      const fits = params.get('fits')?.split(',').map(Number);
      const categoryId = params.get('categoryId');
      const brandId = params.get('brandId');
      // As the API: a misspelt search is corrected, found by its correction and names it.
      const typed = params.get('search');
      const corrected = typed !== null ? corrections[typed.toLowerCase()] : undefined;
      const search = corrected ?? typed;
      const found = products.filter(
        (product) =>
          (!categoryId || product.categoryId === Number(categoryId)) &&
          (!brandId || product.brandId === Number(brandId)) &&
          (!fits || fits.some((modelId) => modelIdsFitting(product.id).has(modelId))) &&
          (params.get('inStock') !== 'true' || product.inStock) &&
          // As the API: a product matched by a number (the fixture's matchedNumber) is found by it.
          (matches(product.name, search) ||
            (product.matchedNumber !== undefined && matches(product.matchedNumber.number, search))),
      );
      return page(
        found,
        params,
        corrected !== undefined && found.length > 0 ? { didYouMean: corrected } : {},
      );
    }
    if (path === '/featured-products') {
      return respond(200, {
        data: { products: products.slice(0, Number(params.get('limit') ?? 12)) },
      });
    }
    if (path === '/brands') {
      // categoryId and productSearch: only brands with such products (the fake has no subtrees),
      // productSearch counting them.
      const categoryId = params.get('categoryId');
      const productSearch = params.get('productSearch');
      const productsOf = (brand: Brand) =>
        products.filter(
          (product) =>
            product.brandId === brand.id &&
            (!categoryId || product.categoryId === Number(categoryId)) &&
            matches(product.name, productSearch),
        ).length;
      const found = brands.filter((brand) => matches(brand.name, params.get('search')));
      return page(
        categoryId || productSearch
          ? found
              .map((brand) => ({ ...brand, productCount: productsOf(brand) }))
              .filter((brand) => brand.productCount > 0)
          : found,
        params,
      );
    }
    if ((match = path.match(/^\/brands\/(\d+)$/))) {
      const brand = brands.find((candidate) => candidate.id === Number(match?.[1]));
      return brand ? respond(200, { data: brand }) : respond(404, { error: 'Brand not found' });
    }
    if (path === '/models') {
      // As the API: the number as a prefix (letters and digits only), or every word in the
      // model's brand, name, kind and number.
      const normalise = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]+/g, '');
      const search = params.get('search') ?? '';
      const words = search.toLowerCase().split(/\s+/).filter(Boolean);
      const found = models
        .filter(
          (model) =>
            (normalise(model.modelNumber).startsWith(normalise(search)) ||
              words.every((word) =>
                `${model.brand} ${model.name} ${model.kind} ${model.modelNumber}`
                  .toLowerCase()
                  .includes(word),
              )) &&
            (!params.get('brand') ||
              model.brand.toLowerCase() === params.get('brand')?.toLowerCase()) &&
            (!params.get('kind') || model.kind === params.get('kind')),
        )
        .map(withoutSections);
      return page(found, params);
    }
    if ((match = path.match(/^\/models\/(\d+)$/))) {
      const model = models.find((candidate) => candidate.id === Number(match?.[1]));
      return model
        ? respond(200, { data: model })
        : respond(404, { error: `Model ${match[1]} not found in this store` });
    }
    const selector = selectorAnswer(path, params, models);
    if (selector) return respond(200, { data: selector });
    if (path === '/categories/tree') return respond(200, { data: categories });
    if (path === '/categories') {
      const found = categories.filter((category) => matches(category.name, params.get('search')));
      // productSearch: only categories holding matching products (in their subtree), counting those.
      const productSearch = params.get('productSearch');
      const matchesIn = (category: Category) => {
        const ids = new Set(flatten([category]).map((node) => node.id));
        return products.filter(
          (product) => ids.has(product.categoryId) && matches(product.name, productSearch),
        ).length;
      };
      const counted = productSearch
        ? found
            .map((category) => ({ ...category, productCount: matchesIn(category) }))
            .filter((category) => category.productCount > 0)
        : found;
      return page(
        counted.map(({ children: _children, ...flat }) => flat),
        params,
      );
    }
    if ((match = path.match(/^\/categories\/(\d+)$/))) {
      const category = flatten(categories).find((candidate) => candidate.id === Number(match?.[1]));
      return category
        ? respond(200, { data: category })
        : respond(404, { error: 'Category not found' });
    }
    return respond(404, { error: `No route ${path}` });
  };

  const fetch = (async (input: string) => {
    const url = new URL(input);
    calls.push(url);
    return answer(url);
  }) as unknown as FetchLike;

  /** The calls made to one API path, e.g. `callsTo('/products')`. */
  const callsTo = (path: string) => calls.filter((url) => url.pathname === `/store-api${path}`);
  return { fetch, calls, callsTo };
}
