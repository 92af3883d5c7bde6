// @storefront/shared/contract: zod schemas of every record and envelope the store API sends.
// Its own entry, not part of the browser entry: the types reach the front end through
// `z.infer` in ../domain/types.ts at no cost, and zod is only bundled where a schema is used.
export * from './envelopes';
export * from './catalog';
export * from './account';
export * from './cart';
export * from './content';
export * from './order';
export * from './checkout';
