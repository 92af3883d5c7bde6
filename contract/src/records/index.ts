// @storefront/contract/records: zod schemas of every record and envelope the store API sends.
// Its own entry, apart from the root: the types reach the front end through
// `z.infer` in ../domain/types.ts at no cost, and zod is only bundled where a schema is used.
export { TOTAL_COUNT_HEADER, dataResponse, errorResponse, listResponse } from './envelopes';
export {
  brandSchema,
  categorySchema,
  categoryTreeNodeSchema,
  categoryWithChildrenSchema,
  equipmentKinds,
  equipmentModelDetailSchema,
  equipmentModelSchema,
  featuredProductsSchema,
  inventorySchema,
  productFitSchema,
  outboardYearChoiceSchema,
  productFacetsSchema,
  productListSchema,
  productSchema,
  vehicleEngineChoiceSchema,
} from './catalog';
export type { CategoryRecord, CategoryTreeNode } from './catalog';
export {
  authSessionRecord,
  customerRecord,
  mergeEquipmentBody,
  messageRecord,
  saveEquipmentBody,
  savedAddressRecord,
  savedEquipmentListRecord,
  savedEquipmentMergeRecord,
  savedEquipmentRecord,
} from './account';
export {
  cartConvertBody,
  cartItemAddBody,
  cartItemQuantityBody,
  cartRecord,
  cartReplaceBody,
  guestIdSchema,
  shippingEstimateRecord,
  shippingValidationRecord,
} from './cart';
export type { CartLineRecord, CartRecord, CartReplaceBody } from './cart';
export * from './content';
export { ORDER_STATUSES, PAYMENT_STATUSES, orderRecord, orderSummaryRecord } from './order';
export type {
  OrderItemRecord,
  OrderRecord,
  OrderReturnLineRecord,
  OrderReturnRecord,
  OrderStatus,
  OrderSummaryRecord,
  PaymentStatus,
} from './order';
export { checkoutQuoteRecord, checkoutSessionRecord, sessionVerificationRecord } from './checkout';
export type {
  CheckoutQuoteRecord,
  CheckoutSessionRecord,
  SessionVerificationRecord,
  VerificationStatus,
} from './checkout';
export { stockAlertLinkRecord, stockAlertRequestRecord } from './stock-alerts';
export type { StockAlertLinkRecord, StockAlertRequestRecord } from './stock-alerts';
export {
  buyAgainRecord,
  jobListCreateBody,
  jobListLinesAddBody,
  jobListRecord,
  jobListRenameBody,
  jobListSummaryRecord,
} from './job-list';
export type {
  BuyAgainRecord,
  JobListRecord,
  JobListSummaryRecord,
  PricedLineRecord,
} from './job-list';
export { quickOrderResolution, quickOrderResolveBody } from './quick-order';
export type {
  QuickOrderLineInput,
  QuickOrderLineRecord,
  QuickOrderProduct,
  QuickOrderResolution,
} from './quick-order';
