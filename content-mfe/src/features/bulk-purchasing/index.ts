// The bulk-purchasing feature's public surface.
export { BulkPurchasingPage } from './components/bulk-purchasing-page';
