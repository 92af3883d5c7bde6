// The models feature's public surface: the model query the nav search's suggestions read,
export { useModelsQuery } from './api/get-models';
// the models a part fits for the product page (its list, its JSON-LD and the runtime's prefetch),
// and the equipment selectors the category pages carry.
export { FitsModels } from './components/fits-models';
export { prefetchProductModels, useProductModelsQuery } from './api/get-product-models';
export { CategoryEquipmentSelector } from './components/equipment-selectors';
