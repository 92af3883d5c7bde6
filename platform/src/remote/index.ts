export * from './lazy-page';
export * from './remote-root';
export * from './toast-outlet';
export * from './render-standalone';
export * from './runtime';
export * from './routes-module';
export * from './remote-widget-slot';
