// What other packages may import: the stand-in built in-process (tests) and its fixture catalogue.
export { buildMockProductApi, fixtureCatalogue, type CatalogueItem } from './app.js';
