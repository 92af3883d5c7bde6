// The fits feature's public surface (issue 37 item 4): the saved equipment account announces, the
// product page's fit badge and the product lists' "Fits my equipment" filter.
export { FitBadge } from './components/fit-badge';
export { FitsMyEquipmentToggle } from './components/fits-my-equipment-toggle';
export { FITS_PARAM, fitsFilterOf } from './fits-filter';
export { useSavedEquipment } from './use-saved-equipment';
