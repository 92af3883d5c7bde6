// The remotes feature's public surface: a remote's pages in the content area, or one component a
// remote exposes (the catalog's search box in the nav bar).
export { RemoteArea } from './remote-area';
export { RemoteWidget } from './remote-widget';
