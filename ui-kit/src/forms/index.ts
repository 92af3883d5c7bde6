// @storefront/ui-kit/forms: labelled react-hook-form controls and the SPEC §5 address form, for
// the remotes with forms (account, checkout). Its own entry, so pages without forms never load
// react-hook-form or zod.
export { FieldRow, SelectField, TextAreaField, TextField } from './form-fields';
export { AddressFields } from './address-fields';
export {
  formToSavedAddress,
  formToServerAddress,
  savedAddressToForm,
  serverAddressToForm,
} from './address-mapping';
