// The models feature's public surface: the model query the nav search's suggestions read, and
// the equipment selectors the category pages carry.
export { useModelsQuery } from './api/get-models';
export { CategoryEquipmentSelector } from './components/equipment-selectors';
