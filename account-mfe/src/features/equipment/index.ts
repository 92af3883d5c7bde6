// My equipment (issue 37 item 4): account's runtime keeps and announces the saved equipment; the
// /account page shows it.
export { startEquipmentRuntime } from './equipment-runtime';
export { MyEquipmentSection } from './components/my-equipment-section';
