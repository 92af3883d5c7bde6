// @storefront/shared/validation: the zod schemas and messages of SPEC §5, used by the forms and the store API.
export * from './messages';
export * from './limits';
export * from './regions';
export * from './result';
export * from './address';
export * from './auth';
export * from './checkout';
export * from './contact';
export * from './bulk';
