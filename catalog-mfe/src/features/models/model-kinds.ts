// The kinds of equipment a shopper looks parts up for, with where each kind's model number is.
import type { EquipmentModel } from '@storefront/contract';

export type EquipmentKind = EquipmentModel['kind'];

/** Label and "Where is my model number?" help of each kind, in the order the filter lists them. */
export const MODEL_KINDS: Record<EquipmentKind, { label: string; whereIsTheNumber: string }> = {
  furnace: {
    label: 'Furnace',
    whereIsTheNumber:
      'On the rating plate inside the blower compartment door, usually on the left side wall.',
  },
  condenser: {
    label: 'Condenser',
    whereIsTheNumber: 'On the rating plate on the outside of the cabinet, near the service valves.',
  },
  'air handler': {
    label: 'Air handler',
    whereIsTheNumber: 'On the rating plate on the front or side panel of the cabinet.',
  },
  'heat pump': {
    label: 'Heat pump',
    whereIsTheNumber: 'On the rating plate on the outdoor unit, near the electrical panel.',
  },
  'water heater': {
    label: 'Water heater',
    whereIsTheNumber: 'On the label on the side of the tank, above the gas valve or access panel.',
  },
  refrigerator: {
    label: 'Refrigerator',
    whereIsTheNumber:
      'On the label inside the fresh food compartment, on a side wall or under the crisper drawers.',
  },
  washer: {
    label: 'Washer',
    whereIsTheNumber:
      'Under the lid or around the door opening, or on the back of the control panel.',
  },
  range: {
    label: 'Range',
    whereIsTheNumber: 'On the frame behind the storage drawer or the oven door.',
  },
  dishwasher: {
    label: 'Dishwasher',
    whereIsTheNumber: 'On the edge of the tub, on the left or right side when the door is open.',
  },
  outboard: {
    label: 'Outboard',
    whereIsTheNumber:
      'On the plate on the transom bracket (the clamp that holds the motor to the boat).',
  },
  vehicle: {
    label: 'Vehicle',
    whereIsTheNumber:
      'A car or truck has no model number to type: choose its year, make, model and engine above. The engine size is on the emissions label under the hood.',
  },
};

export const modelKinds = Object.keys(MODEL_KINDS) as EquipmentKind[];

export const isModelKind = (value: string | null): value is EquipmentKind =>
  value !== null && value in MODEL_KINDS;
