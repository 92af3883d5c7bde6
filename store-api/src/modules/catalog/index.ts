// The catalogue domain: its repositories (shared with later domains such as cart and orders)
// and its store-scoped routes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { transactional, type Transactional } from '../../db/transactional.js';
import type { ImageUrls } from '../images/index.js';
import brandRoutes from './brands/routes.js';
import { createBrandsRepository, type BrandsRepository } from './brands/repository.js';
import categoryRoutes from './categories/routes.js';
import { createCategoriesRepository, type CategoriesRepository } from './categories/repository.js';
import featuredRoutes from './featured/routes.js';
import modelRoutes from './models/routes.js';
import { createModelsRepository, type ModelsRepository } from './models/repository.js';
import selectorRoutes from './models/selector-routes.js';
import { createSelectorRepository, type SelectorRepository } from './models/selector-repository.js';
import productRoutes from './products/routes.js';
import sitemapRoutes from './sitemap/routes.js';
import { createProductsRepository, type ProductsRepository } from './products/repository.js';
import { serveFromCatalogCache } from './response-cache.js';

export { catalogResponseCache, emptyCatalogCacheAfterWrites } from './response-cache.js';
export type { ProductsRepository } from './products/repository.js';
export {
  createPartNumberLookup,
  partNumberKey,
  type NumberedProduct,
  type PartNumberLookup,
} from './products/part-number-lookup.js';

declare module 'fastify' {
  interface FastifyInstance {
    products: Transactional<ProductsRepository>;
    categories: Transactional<CategoriesRepository>;
    brands: Transactional<BrandsRepository>;
    models: Transactional<ModelsRepository>;
    vehicleSelector: Transactional<SelectorRepository>;
  }
}

/** Decorates the app with the catalogue repositories. */
export const catalogRepositories = fp(
  async function catalogRepositories(app: FastifyInstance, options: { imageUrls: ImageUrls }) {
    const { imageUrls } = options;
    app.decorate(
      'products',
      transactional(app.db, (db) => createProductsRepository(db, imageUrls)),
    );
    app.decorate('categories', transactional(app.db, createCategoriesRepository));
    app.decorate(
      'brands',
      transactional(app.db, (db) => createBrandsRepository(db, imageUrls)),
    );
    app.decorate(
      'models',
      transactional(app.db, (db) => createModelsRepository(db, imageUrls)),
    );
    app.decorate('vehicleSelector', transactional(app.db, createSelectorRepository));
  },
  { name: 'catalog-repositories', dependencies: ['database'] },
);

/** The catalogue routes; every one of them is scoped to the store named by X-Store-ID. */
export async function catalogRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireStore);
  serveFromCatalogCache(app);
  await app.register(productRoutes);
  await app.register(categoryRoutes);
  await app.register(brandRoutes);
  await app.register(featuredRoutes);
  await app.register(modelRoutes);
  await app.register(selectorRoutes);
  await app.register(sitemapRoutes);
}

export { opsInventoryRoutes } from './ops-inventory-routes.js';
