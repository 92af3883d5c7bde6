// The routing feature's public surface: the 404 page a remote's unknown path also shows.
export { NotFoundPage } from './not-found-page';
