// The catalogue domain: its repositories (shared with later domains such as cart and orders)
// and its store-scoped routes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ImageUrls } from '../images/image-urls.js';
import brandRoutes from './brands/routes.js';
import { createBrandsRepository, type BrandsRepository } from './brands/repository.js';
import categoryRoutes from './categories/routes.js';
import { createCategoriesRepository, type CategoriesRepository } from './categories/repository.js';
import featuredRoutes from './featured/routes.js';
import productRoutes from './products/routes.js';
import { createProductsRepository, type ProductsRepository } from './products/repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    products: ProductsRepository;
    categories: CategoriesRepository;
    brands: BrandsRepository;
  }
}

/** Decorates the app with the catalogue repositories. */
export const catalogRepositories = fp(
  async function catalogRepositories(app: FastifyInstance, options: { imageUrls: ImageUrls }) {
    app.decorate('products', createProductsRepository(app.db, options.imageUrls));
    app.decorate('categories', createCategoriesRepository(app.db));
    app.decorate('brands', createBrandsRepository(app.db, options.imageUrls));
  },
  { name: 'catalog-repositories', dependencies: ['database'] },
);

/** The catalogue routes; every one of them is scoped to the store named by X-Store-ID. */
export async function catalogRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireStore);
  await app.register(productRoutes);
  await app.register(categoryRoutes);
  await app.register(brandRoutes);
  await app.register(featuredRoutes);
}
