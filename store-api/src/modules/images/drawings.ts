// Line drawings of what a product is (an HVAC unit, a filter, a brake pad…), picked from its
// category's name, so the generated pictures tell products apart. Each is drawn in a box of about
// -64..64 around the origin, in the current stroke and fill colour.
import type { SegmentSpec } from '../../db/seed/catalog-data.js';

export type DrawingFamily =
  | 'hvac-unit'
  | 'furnace'
  | 'filter'
  | 'thermostat'
  | 'fan'
  | 'electrical'
  | 'power-tool'
  | 'hand-tool'
  | 'meter'
  | 'brake'
  | 'pump'
  | 'valve'
  | 'fastener'
  | 'battery'
  | 'bulb'
  | 'belt'
  | 'anchor'
  | 'car'
  | 'appliance';

const round = 'stroke-linecap="round" stroke-linejoin="round"';

export const drawings: Record<DrawingFamily, string> = {
  'hvac-unit':
    '<rect x="-62" y="-52" width="124" height="104" rx="6" fill="none" stroke-width="6"/>' +
    '<circle r="34" fill="none" stroke-width="5"/>' +
    `<path d="M0-30V30M-30 0H30M-21-21L21 21M-21 21L21-21" stroke-width="4" ${round}/>`,
  furnace:
    '<rect x="-42" y="-62" width="84" height="124" rx="4" fill="none" stroke-width="6"/>' +
    '<path d="M0 34C-20 34-24 14-13 0C-11 10-4 10-4 4C-4-8 4-18 10-26C8-8 22-4 19 13C17 26 10 34 0 34Z" stroke-width="3"/>',
  filter:
    '<rect x="-58" y="-46" width="116" height="92" fill="none" stroke-width="6"/>' +
    `<path d="M-46-36L-35 36L-23-36L-12 36L0-36L12 36L23-36L35 36L46-36" fill="none" stroke-width="4" ${round}/>`,
  thermostat:
    '<rect x="-52" y="-52" width="104" height="104" rx="22" fill="none" stroke-width="6"/>' +
    '<circle r="30" fill="none" stroke-width="6"/>' +
    `<path d="M0 0L17-17" stroke-width="6" ${round}/><circle r="6"/>`,
  fan:
    '<circle r="58" fill="none" stroke-width="5"/><circle r="10"/>' +
    '<path d="M0-10C-6-42 22-56 27-40C30-28 12-17 0-10ZM9 5C40-4 51 25 35 32C22 38 12 20 9 5ZM-9 5C-31 29-57 12-47-2C-38-12-20-4-9 5Z" stroke-width="2"/>',
  electrical:
    '<rect x="-32" y="-40" width="64" height="96" rx="12" fill="none" stroke-width="6"/>' +
    `<path d="M-14-40V-62M14-40V-62M-16 8H16M0-8V24" stroke-width="7" ${round}/>`,
  'power-tool':
    `<path d="M-56-34H30V2H-56Z" fill="none" stroke-width="6" ${round}/>` +
    `<path d="M30-16H62M-36 2L-44 54H-16L-12 2" fill="none" stroke-width="6" ${round}/>`,
  'hand-tool':
    '<path d="M-40 44L22-18" stroke-width="18" stroke-linecap="round"/>' +
    '<circle cx="30" cy="-26" r="26" stroke-width="14" fill="none"/>',
  meter:
    '<rect x="-44" y="-62" width="88" height="124" rx="10" fill="none" stroke-width="6"/>' +
    '<rect x="-30" y="-48" width="60" height="30" fill="none" stroke-width="4"/>' +
    `<circle cy="22" r="20" fill="none" stroke-width="5"/><path d="M0 22L11 9" stroke-width="4" ${round}/>`,
  brake:
    '<circle r="54" fill="none" stroke-width="8"/><circle r="16" fill="none" stroke-width="6"/>' +
    '<circle cx="-30" r="5"/><circle cy="-30" r="5"/><circle cy="30" r="5"/>' +
    '<path d="M26-56A62 62 0 0 1 26 56L20 40A44 44 0 0 0 20-40Z" stroke-width="4"/>',
  pump:
    '<circle cx="-12" cy="4" r="36" fill="none" stroke-width="6"/><circle cx="-12" cy="4" r="9"/>' +
    `<path d="M-12-32H54V-10H22M-48 58H24" fill="none" stroke-width="6" ${round}/>`,
  valve:
    `<path d="M-60 8H60M-60-12V28M60-12V28" stroke-width="8" ${round}/>` +
    '<rect x="-20" y="-8" width="40" height="32" rx="4" fill="none" stroke-width="6"/>' +
    `<path d="M0-8V-40M-26-42H26" stroke-width="8" ${round}/>`,
  fastener:
    '<path d="M-32-58H32V-38H-32Z" stroke-width="4"/>' +
    `<path d="M-14-38V58H14V-38M-14-18L14-10M-14 2L14 10M-14 22L14 30M-14 42L14 50" fill="none" stroke-width="5" ${round}/>`,
  battery:
    '<rect x="-58" y="-36" width="116" height="80" rx="6" fill="none" stroke-width="6"/>' +
    '<path d="M-40-36V-50H-18V-36M18-36V-50H40V-36" stroke-width="4"/>' +
    `<path d="M-38 4H-16M-27-7V15M16 4H38" stroke-width="6" ${round}/>`,
  bulb:
    '<path d="M-22 22C-22 8-42-2-42-22A42 42 0 0 1 42-22C42-2 22 8 22 22Z" fill="none" stroke-width="6"/>' +
    `<path d="M-18 38H18M-12 52H12M0 22V-10" stroke-width="6" ${round}/>`,
  belt:
    '<circle cx="-30" r="24" fill="none" stroke-width="6"/><circle cx="36" r="14" fill="none" stroke-width="6"/>' +
    `<path d="M-32-32L38-22M-32 32L38 22" stroke-width="6" ${round}/>`,
  anchor:
    '<circle cy="-46" r="12" stroke-width="8" fill="none"/>' +
    '<path d="M0-34V54M-26-14H26M-50 14C-44 44-20 54 0 54C20 54 44 44 50 14" stroke-width="8" fill="none" stroke-linecap="round"/>',
  car:
    '<path d="M-60 14V-6L-40-14L-24-38H24L40-14L60-6V14Z" stroke-width="8" stroke-linejoin="round" fill="none"/>' +
    '<circle cx="-32" cy="20" r="12" stroke-width="8"/><circle cx="32" cy="20" r="12" stroke-width="8"/>',
  appliance:
    '<rect x="-44" y="-62" width="88" height="124" rx="8" fill="none" stroke-width="6"/>' +
    `<path d="M-44-20H44M-30-42V-30M-30 0V20" stroke-width="6" ${round}/>`,
};

/**
 * Category-name words and the drawing they get, first match wins: "Screwdrivers" is a hand tool
 * before "screw" makes it a fastener, "Sensors & Switches" a thermostat before "switch" is electrical,
 * "Ignitors & Flame Sensors" electrical before "sensor" is a thermostat.
 */
const familyByCategoryWords: readonly [RegExp, DrawingFamily][] = [
  [/ignitor/i, 'electrical'],
  [/filter|purifier/i, 'filter'],
  [/thermostat|zone control|sensor/i, 'thermostat'],
  [/air conditioner|mini-split|window|heat pump|humidifier/i, 'hvac-unit'],
  [/furnace|heater|radiant|heating element|oven|burner|igniter/i, 'furnace'],
  [/fan|blower|ventilation|propeller/i, 'fan'],
  [/drill|saw|grinder|sander/i, 'power-tool'],
  [/wrench|socket|plier|cutter|screwdriver|nut driver/i, 'hand-tool'],
  [/meter|gauge|detector|thermometer/i, 'meter'],
  [/brake|rotor|shock|strut|bearing|hub/i, 'brake'],
  [/pump|impeller|fuel/i, 'pump'],
  [/faucet|valve|toilet/i, 'valve'],
  [/batter/i, 'battery'],
  [/light|bulb/i, 'bulb'],
  [/belt|hose|pulley/i, 'belt'],
  [/bolt|screw|hinge|latch|seal|gasket/i, 'fastener'],
  [/anchor|cleat|chock/i, 'anchor'],
  [/capacitor|contactor|relay|switch|outlet|breaker|wire|alternator|starter|spark/i, 'electrical'],
  [/ice maker|dishwasher|refrigerator|door/i, 'appliance'],
];

/** A category no words match gets its segment's drawing. */
const familyBySegmentIcon: Record<SegmentSpec['icon'], DrawingFamily> = {
  snowflake: 'hvac-unit',
  gear: 'fan',
  wrench: 'hand-tool',
  bolt: 'fastener',
  car: 'car',
  anchor: 'anchor',
  plug: 'appliance',
};

/** What to draw for a product of this (leaf) category in this segment. */
export function drawingFamilyOf(
  categoryName: string,
  segmentIcon: SegmentSpec['icon'],
): DrawingFamily {
  const match = familyByCategoryWords.find(([words]) => words.test(categoryName));
  return match ? match[1] : familyBySegmentIcon[segmentIcon];
}
