export * from './remote-root';
export * from './placeholder-page';
export * from './toast-outlet';
export * from './render-standalone';
