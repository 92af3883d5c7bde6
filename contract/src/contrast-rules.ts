// @storefront/contract/contrast: the WCAG contrast rules the store API's e-mails share with the UI
// kit (no React, no DOM). The ratio itself is offered to tests at @storefront/contract/testing/contrast.
export { CONTRAST, ensureContrast, readableTextOn } from './contrast';
