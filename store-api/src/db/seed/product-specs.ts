// Typed specifications of the seeded products (migration 0018): which spec attributes each leaf
// category has, and each product's values, read from the attribute text and the spec in its name
// (a '1/4 HP' motor has horsepower 0.25) so the typed value, the text and the name agree.
import type { ProductSpecs, SpecKind } from '../schema.js';
import type { Random } from './random.js';

export interface SpecDefinitionSeed {
  key: string;
  label: string;
  kind: SpecKind;
  unit: string | null;
}

const number = (key: string, label: string, unit: string | null): SpecDefinitionSeed => ({
  key,
  label,
  kind: 'number',
  unit,
});
const choice = (key: string, label: string): SpecDefinitionSeed => ({
  key,
  label,
  kind: 'choice',
  unit: null,
});

/** Every spec attribute, in the order product pages and filter panels list them. */
export const specDefinitions: SpecDefinitionSeed[] = [
  number('tonnage', 'Cooling capacity', 'tons'),
  number('btu', 'Output', 'BTU/h'),
  number('seer2', 'Efficiency (SEER2)', null),
  choice('refrigerant', 'Refrigerant'),
  number('horsepower', 'Horsepower', 'HP'),
  number('capacitance', 'Capacitance', 'µF'),
  number('voltage', 'Voltage', 'V'),
  number('amperage', 'Amperage', 'A'),
  number('wattage', 'Wattage', 'W'),
  number('poles', 'Poles', null),
  number('rpm', 'Speed', 'RPM'),
  choice('rotation', 'Rotation'),
  number('airflow', 'Airflow', 'CFM'),
  number('flow_rate', 'Flow rate', 'GPH'),
  number('battery_capacity', 'Battery capacity', 'Ah'),
  choice('power_source', 'Power source'),
  choice('position', 'Position'),
  choice('thread_size', 'Thread size'),
  choice('filter_rating', 'Filter rating'),
  choice('material', 'Material'),
];

/** The spec facets of each leaf category, by leaf name; a leaf not listed has none. */
export const leafSpecKeys: Record<string, string[]> = {
  'Central Air Conditioners': ['tonnage', 'seer2', 'refrigerant', 'voltage'],
  'Ductless Mini-Splits': ['btu', 'seer2', 'refrigerant', 'voltage'],
  'Window & Portable Units': ['btu', 'voltage'],
  'Gas Furnaces': ['btu', 'material'],
  'Heat Pumps': ['tonnage', 'seer2', 'refrigerant', 'voltage'],
  'Electric & Radiant Heaters': ['wattage', 'voltage'],
  'Air Purifiers & Filters': ['filter_rating', 'material'],
  'Humidifiers & Dehumidifiers': ['voltage'],
  'Ventilation Fans & ERVs': ['airflow', 'rpm', 'voltage'],
  Thermostats: ['voltage'],
  'Zone Control Systems': ['voltage', 'material'],
  'Sensors & Switches': ['voltage'],
  'Condenser Fan Motors': ['horsepower', 'voltage', 'rpm', 'rotation'],
  'Blower Motors': ['horsepower', 'voltage', 'rpm', 'rotation'],
  'Fan Blades & Blower Wheels': ['rpm', 'rotation', 'material'],
  Capacitors: ['capacitance', 'voltage'],
  'Contactors & Relays': ['voltage', 'amperage', 'poles'],
  'Ignitors & Flame Sensors': ['voltage', 'material'],
  'Drills & Drivers': ['voltage', 'rpm', 'power_source'],
  Saws: ['voltage', 'rpm', 'power_source'],
  'Grinders & Sanders': ['voltage', 'rpm', 'power_source'],
  'Wrenches & Sockets': ['material'],
  'Pliers & Cutters': ['material'],
  'Screwdrivers & Nut Drivers': ['material'],
  'Manifold Gauges': ['refrigerant'],
  'Faucet Cartridges & Valves': ['thread_size', 'material'],
  'Toilet Repair Parts': ['material'],
  'Water Heater Parts': ['voltage', 'wattage', 'material'],
  'Switches & Outlets': ['voltage', 'amperage'],
  'Circuit Breakers': ['voltage', 'amperage', 'poles'],
  'Wire & Connectors': ['voltage', 'material'],
  'Bolts & Screws': ['thread_size', 'material'],
  'Hinges & Latches': ['material'],
  'Seals, O-Rings & Gaskets': ['material'],
  'Spark Plugs & Ignition Coils': ['material'],
  'Oil, Air & Fuel Filters': ['filter_rating'],
  'Belts & Hoses': ['material'],
  'Brake Pads & Rotors': ['position', 'material'],
  'Shocks & Struts': ['position'],
  'Wheel Bearings & Hubs': ['position', 'material'],
  'Car Batteries': ['voltage', 'battery_capacity'],
  'Alternators & Starters': ['voltage', 'amperage'],
  'Headlight & Tail Bulbs': ['voltage'],
  'Impellers & Water Pumps': ['material'],
  Propellers: ['material'],
  'Fuel System Parts': ['filter_rating'],
  'Bilge Pumps': ['voltage', 'flow_rate'],
  'Marine Batteries & Switches': ['voltage', 'battery_capacity'],
  'Navigation Lights': ['voltage', 'material'],
  'Cleats & Chocks': ['material'],
  'Anchors & Rode': ['material'],
  'Marine Hinges & Latches': ['material'],
  'Refrigerator Water Filters': ['filter_rating'],
  'Ice Maker Assemblies': ['voltage'],
  'Door Gaskets & Bins': ['material'],
  'Drive Belts & Pulleys': ['material'],
  'Heating Elements & Thermal Fuses': ['voltage'],
  'Pumps & Water Valves': ['voltage'],
  'Oven Elements & Igniters': ['voltage'],
  'Dishwasher Parts': ['material'],
  'Range Burners & Knobs': ['material'],
};

/** Which attribute text a spec is read from, when it is not the spec's own key. */
const attributeOf: Record<string, string> = {
  btu: 'btu_rating',
  seer2: 'seer2_rating',
  flow_rate: 'capacity',
  battery_capacity: 'capacity',
};

/** The first number of a text ('9,000 BTU/h': 9000; '1/4 HP': 0.25), or undefined. */
function firstNumber(text: string): number | undefined {
  const match = /(\d+(?:\.\d+)?)(?:\/(\d+))?/.exec(text.replace(/(\d),(\d)/g, '$1$2'));
  if (!match) return undefined;
  const value = Number(match[1]);
  // Three decimals: a 1/6 HP motor is 0.167 HP.
  return match[2] ? Math.round((value / Number(match[2])) * 1000) / 1000 : value;
}

/** The last number of a text: '208/230 V' is rated up to 230 V, '0-2,000 RPM' runs up to 2000. */
function lastNumber(text: string): number | undefined {
  const numbers = text.replace(/(\d),(\d)/g, '$1$2').match(/\d+(?:\.\d+)?/g);
  return numbers ? Number(numbers.at(-1)) : undefined;
}

/** A power source as a shopper filters it: the battery details stay in the text. */
function powerSourceChoice(text: string): string {
  if (/^cordless/i.test(text)) return 'Cordless';
  if (/^corded/i.test(text)) return 'Corded';
  return 'Battery';
}

/** What a product's name and its leaf tell about it, and where its extra values are drawn from. */
export interface SpecSource {
  leafName: string;
  /** The spec put before the noun in the name ('45+5 MFD', '2-Pole 40A'), if any. */
  spec: string | undefined;
  noun: string;
  /** The product's attribute text; corrected here where the name says otherwise. */
  attributes: Record<string, string>;
  /** A generator of its own, so the catalogue's other draws stay as they were. */
  random: Random;
}

const CAPACITOR_SIZES = ['5 µF', '7.5 µF', '10 µF', '35+5 µF', '40+5 µF', '45+5 µF'];
const HEATER_WATTS = ['1,500 W', '2,000 W', '4,000 W', '5,000 W'];
const FAN_AIRFLOW = ['80 CFM', '110 CFM', '150 CFM', '200 CFM'];

/**
 * Makes the attribute text agree with the name's spec (an '18V' drill says 18 V, a '2-Pole 40A'
 * contactor 40 A), adds the text of the specs the seed never wrote (capacitance, rotation, poles,
 * ...), then reads the leaf's typed values from the text.
 */
export function specsFor({ leafName, spec, noun, attributes, random }: SpecSource): ProductSpecs {
  const keys = leafSpecKeys[leafName];
  if (!keys) return {};
  const text = spec ?? '';
  const volts = /(\d+)V\b/.exec(text);
  if (volts) {
    attributes.voltage = `${volts[1]} V`;
    // A tool named by its battery voltage is cordless.
    if (/^corded/i.test(attributes.power_source ?? '')) {
      attributes.power_source = 'Cordless (battery not included)';
    }
  }
  const amps = /(\d+)\s?A(?:mp)?\b/.exec(text);
  if (amps && keys.includes('amperage')) attributes.amperage = `${amps[1]} A`;
  if (/15 Amp/.test(text)) attributes.power_source = 'Corded electric';
  if (attributes.power_source && powerSourceChoice(attributes.power_source) === 'Corded') {
    attributes.voltage = '120 V';
  }
  if (keys.includes('capacitance')) {
    attributes.capacitance = /MFD/.test(text)
      ? text.replace(' MFD', ' µF')
      : random.pick(CAPACITOR_SIZES);
  }
  if (keys.includes('rotation')) {
    attributes.rotation = random.pick(
      leafName === 'Fan Blades & Blower Wheels' ? ['CW', 'CCW'] : ['CW', 'CCW', 'Reversible'],
    );
  }
  if (keys.includes('poles')) {
    const poles = /(\d)-Pole/.exec(text)?.[1] ?? (/Double-Pole/.test(noun) ? '2' : undefined);
    attributes.poles = poles ?? (/Single-Pole/.test(noun) ? '1' : random.pick(['1', '2', '3']));
  }
  if (keys.includes('wattage')) {
    if (/ W$/.test(text)) attributes.wattage = text;
    else if (leafName === 'Electric & Radiant Heaters')
      attributes.wattage = random.pick(HEATER_WATTS);
  }
  if (keys.includes('airflow')) {
    attributes.airflow = /CFM/.test(text) ? text : random.pick(FAN_AIRFLOW);
  }
  if (keys.includes('flow_rate') && /GPH/.test(text)) attributes.capacity = text;
  if (keys.includes('position')) {
    attributes.position = /^(Front|Rear)$/.test(text)
      ? text
      : /Front/.test(noun)
        ? 'Front'
        : random.pick(['Front', 'Rear']);
  }

  const specs: ProductSpecs = {};
  for (const key of keys) {
    const source = attributes[attributeOf[key] ?? key];
    if (source === undefined) continue;
    const definition = specDefinitions.find((candidate) => candidate.key === key)!;
    if (definition.kind === 'choice') {
      specs[key] = key === 'power_source' ? powerSourceChoice(source) : source;
      continue;
    }
    // A capacity in the wrong unit (a bilge pump's is in GPH, a battery's in Ah) is not this spec.
    if (definition.unit && attributeOf[key] === 'capacity' && !source.includes(definition.unit)) {
      continue;
    }
    const value = key === 'voltage' || key === 'rpm' ? lastNumber(source) : firstNumber(source);
    if (value !== undefined) specs[key] = value;
  }
  return specs;
}
