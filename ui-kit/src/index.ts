// @storefront/ui-kit: the theme, the components and (at ./forms) the form fields every page draws with.
export * from './theme';
export * from './media';
export * from './global-style';
export * from './components/button';
export * from './components/skeleton';
export * from './components/pagination';
export * from './components/badge';
export * from './components/spinner';
export * from './components/alert';
export * from './components/page-frame';
export * from './components/responsive-table';
