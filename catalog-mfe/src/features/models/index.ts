// The models feature's public surface: the model query the nav search's suggestions read.
export { useModelsQuery } from './api/get-models';
