// @storefront/ui-kit: the theme and the components every page draws with (the form fields are at
// @storefront/ui-kit/forms, so pages without forms never load react-hook-form). No store context:
// the platform's StorefrontProviders gives the components the active store's theme.
export { themeFromStore, themeOf } from './theme';
export { PHONE_MEDIA, touchTarget } from './media';
export { StorefrontGlobalStyle, visuallyHidden } from './global-style';
export { Alert } from './components/alert';
export { Badge } from './components/badge';
export { Button } from './components/button';
export { DeliveryEstimate } from './components/delivery-estimate';
export { PageFrame } from './components/page-frame';
export { Pagination } from './components/pagination';
export { ResponsiveTable } from './components/responsive-table';
export type { TableColumn } from './components/responsive-table';
export { Skeleton } from './components/skeleton';
export { Spinner } from './components/spinner';
