// The models feature's public surface: the model query the nav search's suggestions read, and
export { useModelsQuery } from './api/get-models';
// the models a part fits for the product page (its list, its JSON-LD and the runtime's prefetch).
export { FitsModels } from './components/fits-models';
export { prefetchProductModels, useProductModelsQuery } from './api/get-product-models';
