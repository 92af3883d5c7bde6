// The quick-order module (issue 40): a list of part numbers resolved to products in one call.
export { default as quickOrderRoutes, type QuickOrderOptions } from './routes.js';
