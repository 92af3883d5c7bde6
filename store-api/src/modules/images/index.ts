// The images module: the drawn product, brand and model pictures (/images) and the URLs the other
// modules give them by.
export { createImageUrls, type ImageUrls } from './image-urls.js';
export { default as imageRoutes } from './routes.js';
