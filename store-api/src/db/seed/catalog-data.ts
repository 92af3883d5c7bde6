// The catalogue the seed draws from: the category tree of every segment, what each leaf sells,
// and the brands. Brand names are fictional so the demo shows no real trade marks.

export type SegmentKey =
  | 'hvac-equipment'
  | 'hvac-parts'
  | 'tools'
  | 'replacement-parts'
  | 'automotive'
  | 'marine'
  | 'appliance';

export type AttributeKey =
  | 'voltage'
  | 'amperage'
  | 'material'
  | 'btu_rating'
  | 'seer2_rating'
  | 'tonnage'
  | 'refrigerant'
  | 'horsepower'
  | 'rpm'
  | 'power_source'
  | 'capacity'
  | 'thread_size'
  | 'filter_rating'
  | 'finish'
  | 'measurement_range';

/**
 * Where a leaf once drew a free-text fitment or compatibility value ("fits 2014-2020 Toyota Camry",
 * "compatible with Trane"). That text contradicted the products and the fitment data (issue 37
 * item 6), so nothing is written any more; the draw is still taken so every later value, price and
 * stock level of the seed stays as it was.
 */
export const RETIRED_FITMENT_DRAW = 'retired-fitment-draw';

export type Season = 'cooling' | 'heating' | 'boating' | 'winter' | 'spring';

export const seasonMonths: Record<Season, number[]> = {
  cooling: [4, 5, 6, 7, 8],
  heating: [10, 11, 12, 1, 2],
  boating: [4, 5, 6, 7, 8, 9],
  winter: [11, 12, 1, 2],
  spring: [3, 4, 5],
};

export interface LeafSpec {
  name: string;
  description: string;
  /** Product nouns sold here, e.g. 'Condenser Fan Motor'. */
  nouns: string[];
  /** Optional spec prefixes put before the noun, e.g. '1/4 HP'. */
  specs?: string[];
  price: [min: number, max: number];
  attributes: (AttributeKey | typeof RETIRED_FITMENT_DRAW)[];
  season?: Season;
  /** Whole HVAC units (condensers, furnaces, heat pumps): too big for a parcel carrier. */
  shipsByFreight?: true;
  /** What the product is for, used in descriptions. */
  use: string;
}

export interface SubSpec {
  name: string;
  description: string;
  leaves: LeafSpec[];
}

export interface SegmentSpec {
  key: SegmentKey;
  name: string;
  description: string;
  /** Drawing of the generated product images whose category has no drawing of its own. */
  icon: 'snowflake' | 'gear' | 'wrench' | 'bolt' | 'car' | 'anchor' | 'plug';
  subs: SubSpec[];
}

export const segments: SegmentSpec[] = [
  {
    key: 'hvac-equipment',
    name: 'HVAC Equipment',
    description:
      'Complete heating, cooling and air-quality systems for homes and light commercial buildings.',
    icon: 'snowflake',
    subs: [
      {
        name: 'Air Conditioners',
        description: 'Central, ductless and room air conditioning systems.',
        leaves: [
          {
            name: 'Central Air Conditioners',
            description: 'Split-system condensing units sized from 1.5 to 5 tons.',
            nouns: ['Central Air Conditioner', 'Condensing Unit', 'Split System AC'],
            specs: ['2-Ton', '2.5-Ton', '3-Ton', '3.5-Ton', '4-Ton', '5-Ton'],
            price: [1899, 5499],
            shipsByFreight: true,
            attributes: ['tonnage', 'seer2_rating', 'refrigerant', 'voltage'],
            season: 'cooling',
            use: 'whole-home cooling with an existing air handler or furnace',
          },
          {
            name: 'Ductless Mini-Splits',
            description: 'Single and multi-zone ductless heat pump and air conditioner systems.',
            nouns: [
              'Ductless Mini-Split System',
              'Wall-Mounted Mini-Split',
              'Multi-Zone Mini-Split',
            ],
            specs: ['9,000 BTU', '12,000 BTU', '18,000 BTU', '24,000 BTU', '36,000 BTU'],
            price: [799, 4299],
            attributes: ['btu_rating', 'seer2_rating', 'refrigerant', 'voltage'],
            season: 'cooling',
            use: 'additions, garages and rooms without ductwork',
          },
          {
            name: 'Window & Portable Units',
            description: 'Room air conditioners that install in minutes.',
            nouns: ['Window Air Conditioner', 'Portable Air Conditioner', 'Through-the-Wall AC'],
            specs: ['6,000 BTU', '8,000 BTU', '10,000 BTU', '12,000 BTU', '14,000 BTU'],
            price: [229, 899],
            attributes: ['btu_rating', 'voltage', 'capacity'],
            season: 'cooling',
            use: 'cooling a single room without permanent installation',
          },
        ],
      },
      {
        name: 'Heating Systems',
        description: 'Furnaces, heat pumps and supplemental heaters.',
        leaves: [
          {
            name: 'Gas Furnaces',
            description: 'Single-stage, two-stage and modulating gas furnaces.',
            nouns: ['Gas Furnace', 'Two-Stage Gas Furnace', 'Modulating Gas Furnace'],
            specs: ['60,000 BTU', '80,000 BTU', '100,000 BTU', '120,000 BTU'],
            price: [1199, 3899],
            shipsByFreight: true,
            attributes: ['btu_rating', 'voltage', 'material'],
            season: 'heating',
            use: 'reliable forced-air heating through cold winters',
          },
          {
            name: 'Heat Pumps',
            description: 'Air-source heat pumps that heat and cool efficiently.',
            nouns: ['Heat Pump', 'Cold-Climate Heat Pump', 'Heat Pump Condenser'],
            specs: ['2-Ton', '3-Ton', '4-Ton', '5-Ton'],
            price: [2299, 6299],
            shipsByFreight: true,
            attributes: ['tonnage', 'seer2_rating', 'refrigerant', 'voltage'],
            season: 'heating',
            use: 'year-round heating and cooling from one outdoor unit',
          },
          {
            name: 'Electric & Radiant Heaters',
            description: 'Baseboard, wall and garage heaters for supplemental heat.',
            nouns: [
              'Baseboard Heater',
              'Wall Heater',
              'Garage Unit Heater',
              'Radiant Panel Heater',
            ],
            specs: ['1,500 W', '2,000 W', '4,000 W', '5,000 W'],
            price: [59, 649],
            attributes: ['voltage', 'material', 'capacity'],
            season: 'heating',
            use: 'warming workshops, garages and cold rooms',
          },
        ],
      },
      {
        name: 'Air Quality & Ventilation',
        description: 'Equipment that cleans, dries, humidifies and moves indoor air.',
        leaves: [
          {
            name: 'Air Purifiers & Filters',
            description: 'Whole-home and room air cleaners and replacement filters.',
            nouns: ['Air Purifier', 'Whole-Home Air Cleaner', 'Pleated Air Filter (6-Pack)'],
            specs: ['MERV 8', 'MERV 11', 'MERV 13', 'HEPA'],
            price: [24, 899],
            attributes: ['filter_rating', 'capacity', 'material'],
            season: 'spring',
            use: 'removing dust, pollen and smoke from indoor air',
          },
          {
            name: 'Humidifiers & Dehumidifiers',
            description: 'Keep indoor humidity between 35 and 55 percent.',
            nouns: ['Whole-Home Humidifier', 'Dehumidifier', 'Basement Dehumidifier'],
            specs: ['35-Pint', '50-Pint', '70-Pint', '18-Gallon/Day'],
            price: [149, 1499],
            attributes: ['capacity', 'voltage'],
            use: 'controlling indoor humidity to protect health and furnishings',
          },
          {
            name: 'Ventilation Fans & ERVs',
            description: 'Exhaust fans and energy-recovery ventilators.',
            nouns: ['Energy Recovery Ventilator', 'Inline Duct Fan', 'Bathroom Exhaust Fan'],
            specs: ['80 CFM', '110 CFM', '150 CFM', '200 CFM'],
            price: [49, 1899],
            attributes: ['capacity', 'voltage', 'rpm'],
            use: 'bringing in fresh air while exhausting stale, moist air',
          },
        ],
      },
    ],
  },
  {
    key: 'hvac-parts',
    name: 'HVAC Parts',
    description: 'Replacement parts that keep furnaces, air conditioners and heat pumps running.',
    icon: 'gear',
    subs: [
      {
        name: 'Controls & Thermostats',
        description: 'Thermostats, zoning and the sensors that run a system.',
        leaves: [
          {
            name: 'Thermostats',
            description: 'Programmable, smart and non-programmable thermostats.',
            nouns: ['Smart Thermostat', 'Programmable Thermostat', 'Non-Programmable Thermostat'],
            specs: ['Wi-Fi', '7-Day', '1H/1C', '2H/2C', '4H/2C'],
            price: [29, 279],
            attributes: ['voltage', RETIRED_FITMENT_DRAW],
            use: 'precise temperature control and lower energy bills',
          },
          {
            name: 'Zone Control Systems',
            description: 'Zone panels and motorized dampers for multi-zone comfort.',
            nouns: ['Zone Control Panel', 'Motorized Zone Damper', 'Bypass Damper'],
            specs: ['2-Zone', '3-Zone', '4-Zone', '8 in.', '10 in.', '12 in.'],
            price: [89, 649],
            attributes: ['voltage', 'material'],
            use: 'heating and cooling each area of a home independently',
          },
          {
            name: 'Sensors & Switches',
            description: 'Pressure switches, limit switches and temperature sensors.',
            nouns: [
              'Pressure Switch',
              'High Limit Switch',
              'Outdoor Temperature Sensor',
              'Float Switch',
            ],
            price: [12, 119],
            attributes: ['voltage', 'measurement_range', RETIRED_FITMENT_DRAW],
            use: 'safe, correct operation of furnaces and air handlers',
          },
        ],
      },
      {
        name: 'Motors & Fans',
        description: 'Condenser and blower motors, fan blades and blower wheels.',
        leaves: [
          {
            name: 'Condenser Fan Motors',
            description: 'Direct-drive condenser fan motors for outdoor units.',
            nouns: ['Condenser Fan Motor', 'Universal Condenser Motor'],
            specs: ['1/6 HP', '1/4 HP', '1/3 HP', '1/2 HP'],
            price: [79, 349],
            attributes: ['horsepower', 'rpm', 'voltage'],
            season: 'cooling',
            use: 'moving air across the condenser coil of an outdoor unit',
          },
          {
            name: 'Blower Motors',
            description: 'PSC and ECM blower motors for furnaces and air handlers.',
            nouns: ['PSC Blower Motor', 'ECM Blower Motor', 'Multi-Speed Blower Motor'],
            specs: ['1/3 HP', '1/2 HP', '3/4 HP', '1 HP'],
            price: [119, 689],
            attributes: ['horsepower', 'rpm', 'voltage'],
            use: 'circulating conditioned air through the ductwork',
          },
          {
            name: 'Fan Blades & Blower Wheels',
            description: 'Balanced fan blades and blower wheels.',
            nouns: ['Condenser Fan Blade', 'Blower Wheel', 'Inducer Fan Wheel'],
            specs: ['18 in.', '20 in.', '22 in.', '24 in.', '10 x 8 in.'],
            price: [24, 189],
            attributes: ['material', 'rpm'],
            use: 'quiet, balanced air movement',
          },
        ],
      },
      {
        name: 'Electrical Components',
        description: 'Capacitors, contactors, relays and ignition parts.',
        leaves: [
          {
            name: 'Capacitors',
            description: 'Run and start capacitors for motors and compressors.',
            nouns: ['Dual Run Capacitor', 'Start Capacitor', 'Round Run Capacitor'],
            specs: ['35+5 MFD', '40+5 MFD', '45+5 MFD', '5 MFD', '7.5 MFD', '10 MFD'],
            price: [9, 59],
            attributes: ['voltage', RETIRED_FITMENT_DRAW],
            season: 'cooling',
            use: 'starting and running compressors and fan motors',
          },
          {
            name: 'Contactors & Relays',
            description: 'Definite-purpose contactors, fan relays and time-delay relays.',
            nouns: ['Definite-Purpose Contactor', 'Fan Relay', 'Time Delay Relay'],
            specs: ['1-Pole 30A', '2-Pole 40A', '24V Coil', '3-Pole 50A'],
            price: [14, 89],
            attributes: ['voltage', 'amperage'],
            use: 'switching compressors and fans on and off',
          },
          {
            name: 'Ignitors & Flame Sensors',
            description: 'Hot-surface ignitors, flame sensors and spark modules.',
            nouns: ['Hot Surface Ignitor', 'Flame Sensor', 'Spark Ignition Module'],
            price: [12, 169],
            attributes: ['voltage', 'material', RETIRED_FITMENT_DRAW],
            season: 'heating',
            use: 'lighting the burners of a gas furnace safely',
          },
        ],
      },
    ],
  },
  {
    key: 'tools',
    name: 'Tools',
    description: 'Power tools, hand tools and test instruments for trades and DIY.',
    icon: 'wrench',
    subs: [
      {
        name: 'Power Tools',
        description: 'Corded and cordless drills, saws, grinders and sanders.',
        leaves: [
          {
            name: 'Drills & Drivers',
            description: 'Drill/drivers, hammer drills and impact drivers.',
            nouns: ['Drill/Driver', 'Hammer Drill', 'Impact Driver', 'Right-Angle Drill'],
            specs: ['12V', '18V', '20V Max', 'Brushless 20V'],
            price: [69, 329],
            attributes: ['power_source', 'voltage', 'rpm'],
            use: 'drilling and driving fasteners on the job site',
          },
          {
            name: 'Saws',
            description: 'Circular, reciprocating, jig and band saws.',
            nouns: ['Circular Saw', 'Reciprocating Saw', 'Jigsaw', 'Portable Band Saw'],
            specs: ['7-1/4 in.', '6-1/2 in.', '18V', '15 Amp'],
            price: [79, 449],
            attributes: ['power_source', 'voltage', 'rpm'],
            use: 'fast, clean cuts in wood, metal and plastic',
          },
          {
            name: 'Grinders & Sanders',
            description: 'Angle grinders, orbital sanders and polishers.',
            nouns: ['Angle Grinder', 'Random Orbit Sander', 'Detail Sander', 'Polisher'],
            specs: ['4-1/2 in.', '5 in.', '6 in.', '18V'],
            price: [39, 279],
            attributes: ['power_source', 'rpm', 'voltage'],
            use: 'grinding, cutting and finishing surfaces',
          },
        ],
      },
      {
        name: 'Hand Tools',
        description: 'Wrenches, pliers, screwdrivers and specialty trade tools.',
        leaves: [
          {
            name: 'Wrenches & Sockets',
            description: 'Combination wrenches, ratchets and socket sets.',
            nouns: ['Combination Wrench Set', 'Socket Set', 'Adjustable Wrench', 'Ratchet'],
            specs: ['SAE', 'Metric', '1/4 in. Drive', '3/8 in. Drive', '1/2 in. Drive'],
            price: [14, 249],
            attributes: ['material', 'finish'],
            use: 'tightening and loosening nuts and bolts',
          },
          {
            name: 'Pliers & Cutters',
            description: 'Linesman pliers, cutters, crimpers and strippers.',
            nouns: ["Linesman's Pliers", 'Diagonal Cutters', 'Wire Stripper', 'Crimping Tool'],
            specs: ['6 in.', '8 in.', '9 in.', 'Insulated'],
            price: [12, 89],
            attributes: ['material', 'finish'],
            use: 'gripping, cutting and stripping wire',
          },
          {
            name: 'Screwdrivers & Nut Drivers',
            description: 'Screwdriver sets, multi-bit drivers and nut drivers.',
            nouns: ['Screwdriver Set', '11-in-1 Multi-Bit Screwdriver', 'Nut Driver Set'],
            specs: ['6-Piece', '10-Piece', 'Insulated', 'Magnetic'],
            price: [11, 99],
            attributes: ['material', 'finish'],
            use: 'driving screws in tight places',
          },
        ],
      },
      {
        name: 'Test & Measurement',
        description: 'Meters, gauges and detectors for diagnosing systems.',
        leaves: [
          {
            name: 'Multimeters & Clamp Meters',
            description: 'Digital multimeters and true-RMS clamp meters.',
            nouns: ['Digital Multimeter', 'True-RMS Clamp Meter', 'Voltage Tester'],
            price: [24, 399],
            attributes: ['measurement_range', 'power_source'],
            use: 'measuring voltage, current and resistance safely',
          },
          {
            name: 'Manifold Gauges',
            description: 'Analog and digital refrigerant manifold gauge sets.',
            nouns: ['Digital Manifold Gauge Set', 'Analog Manifold Gauge Set', 'Charging Hose Set'],
            specs: ['2-Valve', '4-Valve', 'R-410A', 'R-454B'],
            price: [59, 699],
            attributes: ['refrigerant', 'measurement_range'],
            season: 'cooling',
            use: 'charging and diagnosing refrigeration systems',
          },
          {
            name: 'Leak Detectors & Thermometers',
            description: 'Refrigerant leak detectors, infrared and probe thermometers.',
            nouns: ['Refrigerant Leak Detector', 'Infrared Thermometer', 'Pipe Clamp Thermometer'],
            price: [19, 349],
            attributes: ['measurement_range', 'power_source'],
            use: 'finding leaks and checking temperatures fast',
          },
        ],
      },
    ],
  },
  {
    key: 'replacement-parts',
    name: 'Replacement Parts',
    description: 'Plumbing, electrical and hardware parts for repairs around the home.',
    icon: 'bolt',
    subs: [
      {
        name: 'Plumbing Parts',
        description: 'Valves, cartridges, toilet repair and water heater parts.',
        leaves: [
          {
            name: 'Faucet Cartridges & Valves',
            description: 'Faucet cartridges, stems, shut-off and ball valves.',
            nouns: ['Faucet Cartridge', 'Quarter-Turn Shut-Off Valve', 'Brass Ball Valve'],
            specs: ['1/2 in.', '3/4 in.', '1 in.', 'Single-Handle'],
            price: [7, 79],
            attributes: ['material', 'thread_size'],
            use: 'stopping drips and isolating fixtures',
          },
          {
            name: 'Toilet Repair Parts',
            description: 'Fill valves, flappers, flush valves and wax rings.',
            nouns: ['Fill Valve', 'Toilet Flapper', 'Flush Valve Kit', 'Wax Ring'],
            specs: ['2 in.', '3 in.', 'Universal'],
            price: [5, 45],
            attributes: ['material', RETIRED_FITMENT_DRAW],
            use: 'fixing running and leaking toilets',
          },
          {
            name: 'Water Heater Parts',
            description: 'Elements, thermostats, anode rods and valves.',
            nouns: ['Water Heater Element', 'Anode Rod', 'T&P Relief Valve', 'Gas Control Valve'],
            specs: ['3,500 W', '4,500 W', '3/4 in.'],
            price: [12, 229],
            attributes: ['voltage', 'material'],
            season: 'winter',
            use: 'restoring hot water quickly',
          },
        ],
      },
      {
        name: 'Electrical Parts',
        description: 'Switches, outlets, breakers, wire and connectors.',
        leaves: [
          {
            name: 'Switches & Outlets',
            description: 'Light switches, dimmers, GFCI and USB outlets.',
            nouns: ['GFCI Outlet', 'Decorator Switch', 'Dimmer Switch', 'USB Wall Outlet'],
            specs: ['15A', '20A', 'Tamper-Resistant', '3-Way'],
            price: [4, 49],
            attributes: ['voltage', 'amperage', 'finish'],
            use: 'safe, code-compliant wiring upgrades',
          },
          {
            name: 'Circuit Breakers',
            description: 'Single-pole, double-pole, AFCI and GFCI breakers.',
            nouns: ['Single-Pole Breaker', 'Double-Pole Breaker', 'AFCI Breaker', 'GFCI Breaker'],
            specs: ['15A', '20A', '30A', '50A'],
            price: [8, 69],
            attributes: ['voltage', 'amperage', RETIRED_FITMENT_DRAW],
            use: 'protecting branch circuits from overloads',
          },
          {
            name: 'Wire & Connectors',
            description: 'Building wire, wire nuts, lugs and terminal kits.',
            nouns: [
              'Twist-On Wire Connectors',
              'Lever Wire Connectors',
              'Building Wire',
              'Terminal Kit',
            ],
            specs: ['14 AWG', '12 AWG', '10 AWG', '100-Pack'],
            price: [6, 129],
            attributes: ['material', 'voltage'],
            use: 'making secure electrical connections',
          },
        ],
      },
      {
        name: 'Hardware & Fasteners',
        description: 'Fasteners, hinges, latches and seals.',
        leaves: [
          {
            name: 'Bolts & Screws',
            description: 'Machine screws, lag bolts and anchors in bulk packs.',
            nouns: ['Hex Bolt Assortment', 'Wood Screws', 'Machine Screw Kit', 'Wall Anchor Kit'],
            specs: ['#8', '#10', '1/4-20', '3/8-16', '100-Pack'],
            price: [5, 59],
            attributes: ['material', 'thread_size', 'finish'],
            use: 'fastening wood, metal and masonry',
          },
          {
            name: 'Hinges & Latches',
            description: 'Door hinges, gate latches, hasps and cabinet hardware.',
            nouns: ['Door Hinge (2-Pack)', 'Gate Latch', 'Cabinet Hinge', 'Heavy-Duty Hasp'],
            specs: ['3-1/2 in.', '4 in.', 'Self-Closing'],
            price: [4, 39],
            attributes: ['material', 'finish'],
            use: 'hanging and securing doors and gates',
          },
          {
            name: 'Seals, O-Rings & Gaskets',
            description: 'O-ring assortments, gaskets and sealing washers.',
            nouns: ['O-Ring Assortment', 'Rubber Gasket Kit', 'Sealing Washer Set'],
            specs: ['225-Piece', '382-Piece', 'Nitrile', 'Viton'],
            price: [6, 49],
            attributes: ['material', 'measurement_range'],
            use: 'stopping leaks in plumbing and machinery',
          },
        ],
      },
    ],
  },
  {
    key: 'automotive',
    name: 'Automotive Parts',
    description: 'Engine, brake, suspension and electrical parts for cars and light trucks.',
    icon: 'car',
    subs: [
      {
        name: 'Engine Parts',
        description: 'Ignition, filtration, belts and hoses.',
        leaves: [
          {
            name: 'Spark Plugs & Ignition Coils',
            description: 'Iridium and platinum spark plugs and coil packs.',
            nouns: ['Iridium Spark Plug (4-Pack)', 'Platinum Spark Plug', 'Ignition Coil Pack'],
            price: [9, 129],
            attributes: [RETIRED_FITMENT_DRAW, 'material'],
            use: 'smooth starts and efficient combustion',
          },
          {
            name: 'Oil, Air & Fuel Filters',
            description: 'Engine oil, engine air, cabin air and fuel filters.',
            nouns: ['Oil Filter', 'Engine Air Filter', 'Cabin Air Filter', 'Fuel Filter'],
            price: [6, 39],
            attributes: [RETIRED_FITMENT_DRAW, 'filter_rating'],
            use: 'protecting the engine and cabin from contaminants',
          },
          {
            name: 'Belts & Hoses',
            description: 'Serpentine belts, timing kits and radiator hoses.',
            nouns: ['Serpentine Belt', 'Timing Belt Kit', 'Upper Radiator Hose', 'Heater Hose'],
            price: [14, 249],
            attributes: [RETIRED_FITMENT_DRAW, 'material'],
            season: 'winter',
            use: 'keeping accessories and cooling systems running',
          },
        ],
      },
      {
        name: 'Brakes & Suspension',
        description: 'Pads, rotors, shocks, struts and bearings.',
        leaves: [
          {
            name: 'Brake Pads & Rotors',
            description: 'Ceramic and semi-metallic pads, rotors and kits.',
            nouns: ['Ceramic Brake Pads', 'Brake Rotor', 'Front Brake Kit'],
            specs: ['Front', 'Rear'],
            price: [29, 299],
            attributes: [RETIRED_FITMENT_DRAW, 'material'],
            use: 'quiet, confident stopping',
          },
          {
            name: 'Shocks & Struts',
            description: 'Gas shocks and complete strut assemblies.',
            nouns: ['Gas Shock Absorber', 'Complete Strut Assembly'],
            specs: ['Front', 'Rear'],
            price: [39, 329],
            attributes: [RETIRED_FITMENT_DRAW],
            use: 'restoring ride comfort and handling',
          },
          {
            name: 'Wheel Bearings & Hubs',
            description: 'Wheel bearings and hub assemblies.',
            nouns: ['Wheel Hub Assembly', 'Wheel Bearing'],
            specs: ['Front', 'Rear'],
            price: [29, 219],
            attributes: [RETIRED_FITMENT_DRAW, 'material'],
            use: 'quiet, smooth-rolling wheels',
          },
        ],
      },
      {
        name: 'Auto Electrical & Lighting',
        description: 'Batteries, charging, starting and lighting.',
        leaves: [
          {
            name: 'Car Batteries',
            description: 'Flooded and AGM starting batteries.',
            nouns: ['AGM Car Battery', 'Standard Car Battery'],
            specs: ['Group 24F', 'Group 35', 'Group 48', 'Group 65'],
            price: [119, 289],
            attributes: ['voltage', 'capacity', RETIRED_FITMENT_DRAW],
            season: 'winter',
            use: 'dependable starts in every season',
          },
          {
            name: 'Alternators & Starters',
            description: 'New and remanufactured alternators and starters.',
            nouns: ['Alternator', 'Starter Motor'],
            price: [119, 429],
            attributes: [RETIRED_FITMENT_DRAW, 'amperage', 'voltage'],
            use: 'reliable charging and starting',
          },
          {
            name: 'Headlight & Tail Bulbs',
            description: 'Halogen and LED headlight, fog and tail bulbs.',
            nouns: [
              'LED Headlight Bulb (Pair)',
              'Halogen Headlight Bulb',
              'Tail Light Bulb (10-Pack)',
            ],
            specs: ['H11', 'H7', '9005', '9006', '3157'],
            price: [8, 119],
            attributes: [RETIRED_FITMENT_DRAW, 'voltage'],
            use: 'clear night-time visibility',
          },
        ],
      },
    ],
  },
  {
    key: 'marine',
    name: 'Marine Parts',
    description: 'Engine, electrical and deck parts for boats and personal watercraft.',
    icon: 'anchor',
    subs: [
      {
        name: 'Marine Engine Parts',
        description: 'Impellers, props, fuel system and ignition parts.',
        leaves: [
          {
            name: 'Impellers & Water Pumps',
            description: 'Raw-water impellers and pump kits.',
            nouns: ['Water Pump Impeller', 'Water Pump Kit', 'Raw Water Pump'],
            price: [19, 349],
            attributes: [RETIRED_FITMENT_DRAW, 'material'],
            season: 'spring',
            use: 'keeping outboard and inboard engines cool',
          },
          {
            name: 'Propellers',
            description: 'Aluminum and stainless propellers.',
            nouns: ['Aluminum Propeller', 'Stainless Steel Propeller'],
            specs: ['13 x 19', '14 x 21', '13-1/4 x 17', '10-1/4 x 13'],
            price: [99, 649],
            attributes: ['material', RETIRED_FITMENT_DRAW],
            season: 'boating',
            use: 'getting on plane with the right pitch',
          },
          {
            name: 'Fuel System Parts',
            description: 'Fuel filters, water separators and primer bulbs.',
            nouns: ['Fuel Water Separator', 'Fuel Primer Bulb', 'Fuel Line Kit'],
            price: [9, 129],
            attributes: [RETIRED_FITMENT_DRAW, 'filter_rating'],
            season: 'boating',
            use: 'clean fuel delivery on the water',
          },
        ],
      },
      {
        name: 'Marine Electrical',
        description: 'Bilge pumps, batteries, switches and navigation lights.',
        leaves: [
          {
            name: 'Bilge Pumps',
            description: 'Automatic and manual bilge pumps and float switches.',
            nouns: ['Automatic Bilge Pump', 'Bilge Pump', 'Bilge Float Switch'],
            specs: ['500 GPH', '800 GPH', '1100 GPH', '2000 GPH'],
            price: [24, 229],
            attributes: ['voltage', 'capacity'],
            season: 'boating',
            use: 'keeping the bilge dry',
          },
          {
            name: 'Marine Batteries & Switches',
            description: 'Deep-cycle batteries and battery switches.',
            nouns: ['Deep-Cycle Marine Battery', 'Battery Selector Switch', 'Battery Box'],
            specs: ['Group 24', 'Group 27', 'Group 31'],
            price: [19, 349],
            attributes: ['voltage', 'capacity'],
            season: 'boating',
            use: 'powering electronics and trolling motors',
          },
          {
            name: 'Navigation Lights',
            description: 'LED bow, stern and all-round lights.',
            nouns: ['LED Bow Light', 'LED All-Round Light', 'Navigation Light Kit'],
            price: [19, 189],
            attributes: ['voltage', 'material'],
            season: 'boating',
            use: 'staying visible and legal after dark',
          },
        ],
      },
      {
        name: 'Deck Hardware',
        description: 'Cleats, anchors, hinges and rigging.',
        leaves: [
          {
            name: 'Cleats & Chocks',
            description: 'Stainless and nylon cleats and chocks.',
            nouns: ['Pull-Up Cleat', 'Open Base Cleat', 'Chock'],
            specs: ['4-1/2 in.', '6 in.', '8 in.'],
            price: [9, 89],
            attributes: ['material', 'finish'],
            use: 'secure docking and towing',
          },
          {
            name: 'Anchors & Rode',
            description: 'Fluke and claw anchors, chain and anchor line.',
            nouns: ['Fluke Anchor', 'Claw Anchor', 'Anchor Rode Kit'],
            specs: ['8 lb', '14 lb', '22 lb', '150 ft'],
            price: [39, 299],
            attributes: ['material', 'capacity'],
            season: 'boating',
            use: 'holding position in wind and current',
          },
          {
            name: 'Marine Hinges & Latches',
            description: 'Stainless hinges, latches and hatch hardware.',
            nouns: ['Stainless Strap Hinge', 'Flush Pull Latch', 'Hatch Hold-Open'],
            price: [6, 59],
            attributes: ['material', 'finish'],
            use: 'corrosion-proof hatches and lockers',
          },
        ],
      },
    ],
  },
  {
    key: 'appliance',
    name: 'Appliance Parts',
    description: 'Replacement parts for refrigerators, laundry and kitchen appliances.',
    icon: 'plug',
    subs: [
      {
        name: 'Refrigerator Parts',
        description: 'Water filters, ice makers, gaskets and bins.',
        leaves: [
          {
            name: 'Refrigerator Water Filters',
            description: 'Certified replacement water filters.',
            nouns: ['Refrigerator Water Filter', 'Water Filter (3-Pack)', 'Inline Water Filter'],
            price: [19, 89],
            attributes: [RETIRED_FITMENT_DRAW, 'filter_rating', 'capacity'],
            use: 'clean-tasting water and ice',
          },
          {
            name: 'Ice Maker Assemblies',
            description: 'Ice makers, water inlet valves and ice bins.',
            nouns: ['Ice Maker Assembly', 'Water Inlet Valve', 'Ice Bucket Auger Motor'],
            price: [29, 189],
            attributes: [RETIRED_FITMENT_DRAW, 'voltage'],
            season: 'cooling',
            use: 'restoring ice production',
          },
          {
            name: 'Door Gaskets & Bins',
            description: 'Door gaskets, shelves and door bins.',
            nouns: ['Refrigerator Door Gasket', 'Door Shelf Bin', 'Crisper Drawer'],
            price: [14, 129],
            attributes: [RETIRED_FITMENT_DRAW, 'material'],
            use: 'keeping the cold in and food organized',
          },
        ],
      },
      {
        name: 'Washer & Dryer Parts',
        description: 'Belts, heating elements, pumps and valves.',
        leaves: [
          {
            name: 'Drive Belts & Pulleys',
            description: 'Dryer drum belts, idler pulleys and washer belts.',
            nouns: ['Dryer Drum Belt', 'Idler Pulley', 'Washer Drive Belt', 'Drum Roller Kit'],
            price: [8, 59],
            attributes: [RETIRED_FITMENT_DRAW, 'material'],
            use: 'quiet drum rotation',
          },
          {
            name: 'Heating Elements & Thermal Fuses',
            description: 'Dryer heating elements, thermal fuses and thermostats.',
            nouns: ['Dryer Heating Element', 'Thermal Fuse', 'Cycling Thermostat'],
            price: [7, 79],
            attributes: [RETIRED_FITMENT_DRAW, 'voltage'],
            use: 'getting a dryer heating again',
          },
          {
            name: 'Pumps & Water Valves',
            description: 'Drain pumps and water inlet valves for washers.',
            nouns: ['Washer Drain Pump', 'Water Inlet Valve', 'Lid Switch Assembly'],
            price: [14, 119],
            attributes: [RETIRED_FITMENT_DRAW, 'voltage'],
            use: 'filling and draining a washer properly',
          },
        ],
      },
      {
        name: 'Kitchen Appliance Parts',
        description: 'Oven, range and dishwasher parts.',
        leaves: [
          {
            name: 'Oven Elements & Igniters',
            description: 'Bake and broil elements and gas oven igniters.',
            nouns: ['Bake Element', 'Broil Element', 'Oven Igniter'],
            price: [19, 99],
            attributes: [RETIRED_FITMENT_DRAW, 'voltage'],
            season: 'winter',
            use: 'even baking and broiling',
          },
          {
            name: 'Dishwasher Parts',
            description: 'Spray arms, racks, pumps and door seals.',
            nouns: [
              'Dishwasher Spray Arm',
              'Dishrack Wheel Kit',
              'Dishwasher Door Seal',
              'Drain Pump',
            ],
            price: [9, 119],
            attributes: [RETIRED_FITMENT_DRAW, 'material'],
            use: 'spotless dishes every cycle',
          },
          {
            name: 'Range Burners & Knobs',
            description: 'Surface burners, drip pans and control knobs.',
            nouns: ['Surface Burner Element', 'Drip Pan Set', 'Control Knob Set', 'Burner Grate'],
            specs: ['6 in.', '8 in.'],
            price: [9, 89],
            attributes: [RETIRED_FITMENT_DRAW, 'material', 'finish'],
            use: 'a cooktop that works like new',
          },
        ],
      },
    ],
  },
];

export interface StoreCatalogSpec {
  storeId: 'default' | 'hvac' | 'parts';
  /** Share of the store's products each segment gets (relative weights). */
  mix: Partial<Record<SegmentKey, number>>;
}

export const storeCatalogs: StoreCatalogSpec[] = [
  { storeId: 'default', mix: { 'replacement-parts': 4, 'hvac-parts': 2, tools: 4 } },
  { storeId: 'hvac', mix: { 'hvac-equipment': 4, 'hvac-parts': 4, tools: 2 } },
  {
    storeId: 'parts',
    mix: {
      'replacement-parts': 2,
      'hvac-parts': 1,
      tools: 2,
      automotive: 2,
      marine: 1.5,
      appliance: 1.5,
    },
  },
];

export interface BrandSpec {
  name: string;
  segments: SegmentKey[];
  founded: number;
  city: string;
  /** What the brand is known for, completing "{name} makes ...". */
  focus: string;
}

export const brandSpecs: BrandSpec[] = [
  {
    name: 'Frostline',
    segments: ['hvac-equipment', 'hvac-parts'],
    founded: 1972,
    city: 'Tyler, Texas',
    focus: 'high-efficiency air conditioners and heat pumps',
  },
  {
    name: 'NorthAir Comfort',
    segments: ['hvac-equipment'],
    founded: 1958,
    city: 'Minneapolis, Minnesota',
    focus: 'furnaces and cold-climate heat pumps',
  },
  {
    name: 'Thermacore',
    segments: ['hvac-equipment', 'hvac-parts'],
    founded: 1986,
    city: 'Columbus, Ohio',
    focus: 'gas furnaces and the controls that run them',
  },
  {
    name: 'AeroZone',
    segments: ['hvac-equipment', 'hvac-parts'],
    founded: 2004,
    city: 'Phoenix, Arizona',
    focus: 'ductless mini-splits and zoning systems',
  },
  {
    name: 'Climatek',
    segments: ['hvac-equipment'],
    founded: 1991,
    city: 'Atlanta, Georgia',
    focus: 'residential split systems',
  },
  {
    name: 'Polar Peak',
    segments: ['hvac-equipment', 'appliance'],
    founded: 1979,
    city: 'Denver, Colorado',
    focus: 'room air conditioners and refrigeration components',
  },
  {
    name: 'Heatwell',
    segments: ['hvac-equipment', 'hvac-parts'],
    founded: 1948,
    city: 'Erie, Pennsylvania',
    focus: 'electric and radiant heaters',
  },
  {
    name: 'BreezeMaster',
    segments: ['hvac-equipment', 'hvac-parts'],
    founded: 1966,
    city: 'Tampa, Florida',
    focus: 'ventilation fans and blower assemblies',
  },
  {
    name: 'Ventura Air',
    segments: ['hvac-equipment'],
    founded: 1999,
    city: 'Fresno, California',
    focus: 'energy-recovery ventilators and air handlers',
  },
  {
    name: 'PureFlow Systems',
    segments: ['hvac-equipment', 'appliance'],
    founded: 2008,
    city: 'Raleigh, North Carolina',
    focus: 'air purifiers, filters and humidity control',
  },
  {
    name: 'Summit Comfort',
    segments: ['hvac-equipment'],
    founded: 1983,
    city: 'Salt Lake City, Utah',
    focus: 'two-stage furnaces and matched coils',
  },
  {
    name: 'Coastal Climate',
    segments: ['hvac-equipment', 'marine'],
    founded: 1994,
    city: 'Charleston, South Carolina',
    focus: 'corrosion-resistant cooling for coastal homes and boats',
  },
  {
    name: 'Corvex Controls',
    segments: ['hvac-parts', 'replacement-parts'],
    founded: 1975,
    city: 'Milwaukee, Wisconsin',
    focus: 'thermostats, sensors and zone controls',
  },
  {
    name: 'Voltara Electric',
    segments: ['hvac-parts', 'replacement-parts', 'automotive'],
    founded: 1962,
    city: 'Cleveland, Ohio',
    focus: 'capacitors, contactors and electrical components',
  },
  {
    name: 'Motorline',
    segments: ['hvac-parts', 'appliance'],
    founded: 1969,
    city: 'Fort Wayne, Indiana',
    focus: 'condenser and blower motors',
  },
  {
    name: 'Sparkwell Ignition',
    segments: ['hvac-parts', 'automotive', 'appliance'],
    founded: 1981,
    city: 'Dayton, Ohio',
    focus: 'ignitors, flame sensors and spark plugs',
  },
  {
    name: 'Kinetic Motor Works',
    segments: ['hvac-parts', 'automotive'],
    founded: 1988,
    city: 'Louisville, Kentucky',
    focus: 'ECM motors and drive components',
  },
  {
    name: 'SureStart Components',
    segments: ['hvac-parts'],
    founded: 2001,
    city: 'Nashville, Tennessee',
    focus: 'hard-start kits, relays and capacitors',
  },
  {
    name: 'Airwave Parts',
    segments: ['hvac-parts'],
    founded: 1997,
    city: 'Houston, Texas',
    focus: 'universal fan blades and blower wheels',
  },
  {
    name: 'Dialtemp',
    segments: ['hvac-parts', 'appliance'],
    founded: 1985,
    city: 'St. Louis, Missouri',
    focus: 'limit switches and temperature sensors',
  },
  {
    name: 'Ironclad Tools',
    segments: ['tools'],
    founded: 1921,
    city: 'Pittsburgh, Pennsylvania',
    focus: 'forged hand tools for the trades',
  },
  {
    name: 'Torqmax',
    segments: ['tools', 'automotive'],
    founded: 1977,
    city: 'Detroit, Michigan',
    focus: 'cordless drills, impact drivers and socket sets',
  },
  {
    name: 'Precision Edge',
    segments: ['tools'],
    founded: 1990,
    city: 'Portland, Oregon',
    focus: 'saws and cutting tools',
  },
  {
    name: 'Fieldpro Instruments',
    segments: ['tools', 'hvac-parts'],
    founded: 1984,
    city: 'Boulder, Colorado',
    focus: 'multimeters and diagnostic instruments',
  },
  {
    name: 'Gaugeline',
    segments: ['tools'],
    founded: 2003,
    city: 'Dallas, Texas',
    focus: 'refrigerant gauges and leak detectors',
  },
  {
    name: 'Brightcut',
    segments: ['tools', 'replacement-parts'],
    founded: 1995,
    city: 'Charlotte, North Carolina',
    focus: 'cutters, strippers and crimpers',
  },
  {
    name: 'Ridgeback Tools',
    segments: ['tools'],
    founded: 1968,
    city: 'Kansas City, Missouri',
    focus: 'job-site power tools',
  },
  {
    name: 'Atlas Hand Tools',
    segments: ['tools', 'marine'],
    founded: 1953,
    city: 'Hartford, Connecticut',
    focus: 'wrenches, pliers and screwdrivers',
  },
  {
    name: 'Granite Works',
    segments: ['tools'],
    founded: 2010,
    city: 'Boise, Idaho',
    focus: 'grinders, sanders and abrasives',
  },
  {
    name: 'Keystone Meters',
    segments: ['tools'],
    founded: 1979,
    city: 'Harrisburg, Pennsylvania',
    focus: 'clamp meters and thermometers',
  },
  {
    name: 'Flowright Plumbing',
    segments: ['replacement-parts', 'appliance'],
    founded: 1964,
    city: 'Chicago, Illinois',
    focus: 'valves, cartridges and toilet repair parts',
  },
  {
    name: 'Kingsley Hardware',
    segments: ['replacement-parts', 'marine'],
    founded: 1939,
    city: 'Providence, Rhode Island',
    focus: 'hinges, latches and fasteners',
  },
  {
    name: 'Sealtite',
    segments: ['replacement-parts', 'automotive', 'marine'],
    founded: 1972,
    city: 'Akron, Ohio',
    focus: 'O-rings, gaskets and seals',
  },
  {
    name: 'Brassworks',
    segments: ['replacement-parts'],
    founded: 1948,
    city: 'Waterbury, Connecticut',
    focus: 'brass valves and fittings',
  },
  {
    name: 'Circuitguard Electric',
    segments: ['replacement-parts'],
    founded: 1982,
    city: 'Indianapolis, Indiana',
    focus: 'breakers, outlets and switches',
  },
  {
    name: 'Hometech Supply',
    segments: ['replacement-parts', 'appliance'],
    founded: 2006,
    city: 'Austin, Texas',
    focus: 'everyday repair parts for homeowners',
  },
  {
    name: 'Anchor Fastening',
    segments: ['replacement-parts', 'marine'],
    founded: 1957,
    city: 'Baltimore, Maryland',
    focus: 'bolts, screws and anchors',
  },
  {
    name: 'Hotspring Water Parts',
    segments: ['replacement-parts'],
    founded: 1993,
    city: 'Little Rock, Arkansas',
    focus: 'water heater elements and anode rods',
  },
  {
    name: 'Roadforce',
    segments: ['automotive'],
    founded: 1974,
    city: 'Toledo, Ohio',
    focus: 'shocks, struts and suspension parts',
  },
  {
    name: 'Drivetrain Pro',
    segments: ['automotive'],
    founded: 1989,
    city: 'Lansing, Michigan',
    focus: 'belts, hoses and timing kits',
  },
  {
    name: 'Stopline Brakes',
    segments: ['automotive'],
    founded: 1980,
    city: 'Memphis, Tennessee',
    focus: 'brake pads, rotors and kits',
  },
  {
    name: 'Autovolt',
    segments: ['automotive', 'marine'],
    founded: 1971,
    city: 'Reading, Pennsylvania',
    focus: 'batteries, alternators and starters',
  },
  {
    name: 'Beamline Lighting',
    segments: ['automotive', 'marine'],
    founded: 2002,
    city: 'San Diego, California',
    focus: 'LED and halogen vehicle lighting',
  },
  {
    name: 'Pistonworks',
    segments: ['automotive'],
    founded: 1966,
    city: 'Flint, Michigan',
    focus: 'filters and ignition parts',
  },
  {
    name: 'Hubline Bearings',
    segments: ['automotive'],
    founded: 1987,
    city: 'Canton, Ohio',
    focus: 'wheel bearings and hub assemblies',
  },
  {
    name: 'Seaworthy Marine',
    segments: ['marine'],
    founded: 1963,
    city: 'Annapolis, Maryland',
    focus: 'deck hardware and rigging',
  },
  {
    name: 'Harborline',
    segments: ['marine'],
    founded: 1978,
    city: 'Seattle, Washington',
    focus: 'bilge pumps and marine electrical',
  },
  {
    name: 'Tidewater Supply',
    segments: ['marine'],
    founded: 1985,
    city: 'Norfolk, Virginia',
    focus: 'engine parts for outboards and sterndrives',
  },
  {
    name: 'Deepwater Pumps',
    segments: ['marine'],
    founded: 1998,
    city: 'Fort Lauderdale, Florida',
    focus: 'impellers and water pumps',
  },
  {
    name: 'Bluefin Propellers',
    segments: ['marine'],
    founded: 1976,
    city: 'Sarasota, Florida',
    focus: 'aluminum and stainless propellers',
  },
  {
    name: 'Applianceworks',
    segments: ['appliance'],
    founded: 1970,
    city: 'Benton Harbor, Michigan',
    focus: 'refrigerator and laundry parts',
  },
  {
    name: 'Kitchenpro Parts',
    segments: ['appliance'],
    founded: 1992,
    city: 'Louisville, Kentucky',
    focus: 'oven, range and dishwasher parts',
  },
  {
    name: 'Laundrix',
    segments: ['appliance'],
    founded: 2005,
    city: 'Newton, Iowa',
    focus: 'washer and dryer repair parts',
  },
  {
    name: 'FreshCold Filters',
    segments: ['appliance'],
    founded: 2011,
    city: 'Madison, Wisconsin',
    focus: 'certified refrigerator water filters',
  },
  {
    name: 'Evercool Appliance',
    segments: ['appliance', 'hvac-parts'],
    founded: 1984,
    city: 'Evansville, Indiana',
    focus: 'ice makers, valves and refrigeration parts',
  },
  {
    name: 'Trademaster',
    segments: ['tools', 'hvac-parts', 'replacement-parts'],
    founded: 1960,
    city: 'Omaha, Nebraska',
    focus: 'contractor-grade tools and supplies',
  },
  {
    name: 'ProServe',
    segments: ['hvac-parts', 'replacement-parts', 'appliance'],
    founded: 1996,
    city: 'Charlotte, North Carolina',
    focus: 'universal replacement parts for service techs',
  },
  {
    name: 'Unifit',
    segments: ['hvac-parts', 'replacement-parts', 'automotive', 'appliance'],
    founded: 2007,
    city: 'Reno, Nevada',
    focus: 'replacement parts with cross-reference guides',
  },
  {
    name: 'Meridian Supply',
    segments: ['hvac-equipment', 'tools', 'replacement-parts'],
    founded: 1981,
    city: 'Albuquerque, New Mexico',
    focus: 'equipment and supplies for installers',
  },
  {
    name: 'Rapidfix',
    segments: ['replacement-parts', 'tools'],
    founded: 2013,
    city: 'Tucson, Arizona',
    focus: 'quick-repair kits for common household failures',
  },
];

/** Value lists for the extra attributes; the seed picks one per product. */
export const attributeValues: Record<AttributeKey, string[]> = {
  voltage: ['24 V', '115 V', '120 V', '208/230 V', '230 V', '12 V', '18 V'],
  amperage: ['15 A', '20 A', '30 A', '40 A', '50 A', '100 A'],
  material: [
    'Stainless steel',
    'Galvanized steel',
    'Aluminum',
    'Brass',
    'Copper',
    'ABS plastic',
    'Cast iron',
    'Nylon',
    'EPDM rubber',
    'Chrome vanadium steel',
  ],
  btu_rating: [
    '9,000 BTU/h',
    '12,000 BTU/h',
    '18,000 BTU/h',
    '24,000 BTU/h',
    '36,000 BTU/h',
    '60,000 BTU/h',
    '80,000 BTU/h',
    '100,000 BTU/h',
  ],
  seer2_rating: ['14.3 SEER2', '15.2 SEER2', '16 SEER2', '17.5 SEER2', '20 SEER2', '22 SEER2'],
  tonnage: ['1.5 tons', '2 tons', '2.5 tons', '3 tons', '3.5 tons', '4 tons', '5 tons'],
  refrigerant: ['R-410A', 'R-454B', 'R-32', 'R-22 (service only)'],
  horsepower: ['1/6 HP', '1/4 HP', '1/3 HP', '1/2 HP', '3/4 HP', '1 HP'],
  rpm: ['825 RPM', '1075 RPM', '1625 RPM', '2,800 RPM', '3,450 RPM', '0-2,000 RPM'],
  power_source: [
    'Cordless (battery not included)',
    'Cordless kit with 2 batteries',
    'Corded electric',
    'AA batteries',
    '9 V battery',
  ],
  capacity: [
    '35 pints/day',
    '50 pints/day',
    '200 sq ft',
    '450 sq ft',
    '1,200 sq ft',
    '70 Ah',
    '100 Ah',
    '1,100 GPH',
  ],
  thread_size: ['1/2 in. NPT', '3/4 in. NPT', '1/4-20 UNC', '3/8-16 UNC', 'M8 x 1.25'],
  filter_rating: ['MERV 8', 'MERV 11', 'MERV 13', 'NSF/ANSI 42 & 53', '10 micron', '30 micron'],
  finish: [
    'Satin nickel',
    'Polished chrome',
    'Black oxide',
    'White',
    'Almond',
    'Zinc plated',
    'Powder-coated black',
  ],
  measurement_range: [
    '0-600 V AC/DC',
    '0-400 A',
    '-40 to 1,022 °F',
    '0-800 psi',
    '0-150 psi',
    '1/16 in. to 1/2 in.',
  ],
};

export const seriesNames = [
  'Pro',
  'Elite',
  'Contractor',
  'Essential',
  'Max',
  'HD',
  'Plus',
  'Ultra',
  'Select',
  'Prime',
  'XR',
  'Core',
];

/**
 * Values true of one segment's products, used instead of the general lists above: a car part runs
 * on 12 V, a marine part is of a material that stands salt water. A leaf's own values (below) come
 * first. What a part fits is never free text here: it is the fitment data (model_parts).
 */
export const segmentAttributeValues: Partial<
  Record<SegmentKey, Partial<Record<AttributeKey, string[]>>>
> = {
  'hvac-equipment': {
    material: ['Galvanized steel', 'Aluminized steel', 'Stainless steel', 'Powder-coated steel'],
  },
  'hvac-parts': {
    material: ['Galvanized steel', 'Aluminum', 'Stainless steel', 'ABS plastic'],
  },
  automotive: {
    voltage: ['12 V'],
  },
  marine: {
    voltage: ['12 V', '24 V'],
    material: ['316 stainless steel', 'Anodized aluminum', 'Bronze', 'UV-stabilized nylon'],
  },
  appliance: {
    voltage: ['120 V', '240 V'],
    material: ['ABS plastic', 'Stainless steel', 'EPDM rubber', 'Polypropylene'],
  },
};

/** How a power tool is powered: its name's voltage makes it cordless (product-specs.ts). */
const powerToolSources = [
  'Cordless (battery not included)',
  'Cordless kit with 2 batteries',
  'Corded electric',
];

/** Values true of one leaf category's products, keyed by the leaf's name. */
export const leafAttributeValues: Record<string, Partial<Record<AttributeKey, string[]>>> = {
  'Spark Plugs & Ignition Coils': {
    material: ['Iridium tip', 'Platinum tip', 'Copper core', 'Epoxy-filled coil housing'],
  },
  'Oil, Air & Fuel Filters': { filter_rating: ['10 micron', '20 micron', '30 micron'] },
  'Belts & Hoses': { material: ['EPDM rubber', 'Reinforced silicone', 'Aramid-corded EPDM'] },
  'Brake Pads & Rotors': { material: ['Ceramic', 'Semi-metallic', 'Organic', 'Cast iron'] },
  'Wheel Bearings & Hubs': { material: ['Chrome steel', 'Forged steel', 'Cast iron'] },
  'Car Batteries': { capacity: ['45 Ah', '60 Ah', '70 Ah', '80 Ah'] },
  'Impellers & Water Pumps': {
    material: ['Neoprene', 'Nitrile rubber', 'Bronze', 'Stainless steel'],
  },
  Propellers: { material: ['Aluminum', 'Stainless steel', 'Composite'] },
  'Fuel System Parts': { filter_rating: ['10 micron', '21 micron', '30 micron'] },
  'Bilge Pumps': { capacity: ['500 GPH', '800 GPH', '1,100 GPH', '2,000 GPH'] },
  'Marine Batteries & Switches': { capacity: ['70 Ah', '100 Ah', '125 Ah'] },
  'Navigation Lights': { material: ['316 stainless steel', 'UV-stabilized polycarbonate'] },
  'Anchors & Rode': {
    material: ['Galvanized steel', '316 stainless steel', 'Aluminum'],
    capacity: ['For boats up to 16 ft', 'For boats up to 22 ft', 'For boats up to 30 ft'],
  },
  'Refrigerator Water Filters': {
    filter_rating: ['NSF/ANSI 42 & 53', 'NSF/ANSI 42', 'NSF/ANSI 42, 53 & 401'],
    capacity: ['200 gallons', '300 gallons', '6 months'],
  },
  'Door Gaskets & Bins': { material: ['Flexible PVC', 'ABS plastic', 'Clear polystyrene'] },
  'Drive Belts & Pulleys': { material: ['EPDM rubber', 'Polyurethane', 'Glass-filled nylon'] },
  'Dishwasher Parts': { material: ['Polypropylene', 'Stainless steel', 'EPDM rubber'] },
  'Range Burners & Knobs': {
    material: ['Cast iron', 'Aluminum', 'Stainless steel', 'ABS plastic'],
  },
  'Toilet Repair Parts': {
    material: ['ABS plastic', 'Silicone rubber', 'Brass', 'Stainless steel'],
  },
  'Circuit Breakers': {
    voltage: ['120 V', '240 V'],
    amperage: ['15 A', '20 A', '30 A', '50 A'],
  },
  Thermostats: {
    voltage: ['24 V'],
  },
  'Gas Furnaces': { material: ['Aluminized steel', 'Stainless steel', 'Galvanized steel'] },
  'Air Purifiers & Filters': {
    material: ['Pleated polyester', 'Fiberglass', 'Activated carbon', 'Galvanized steel'],
  },
  'Wire & Connectors': { material: ['Copper', 'Tinned copper', 'Aluminum', 'Nylon'] },
  'Seals, O-Rings & Gaskets': {
    material: ['Nitrile (Buna-N)', 'EPDM rubber', 'Silicone', 'Viton'],
  },
  'Faucet Cartridges & Valves': { material: ['Brass', 'Ceramic disc', 'Stainless steel'] },
  'Water Heater Parts': {
    voltage: ['120 V', '240 V'],
    material: ['Copper', 'Stainless steel', 'Incoloy', 'Brass'],
  },
  'Bolts & Screws': {
    material: ['Stainless steel', 'Zinc-plated steel', 'Brass', 'Grade 8 steel'],
  },
  'Hinges & Latches': { material: ['Stainless steel', 'Brass', 'Zinc die-cast', 'Steel'] },
  'Wrenches & Sockets': { material: ['Chrome vanadium steel', 'Chrome molybdenum steel'] },
  'Pliers & Cutters': { material: ['Chrome vanadium steel', 'High-carbon steel'] },
  'Screwdrivers & Nut Drivers': { material: ['Chrome vanadium steel', 'S2 tool steel'] },
  'Central Air Conditioners': { voltage: ['208/230 V'] },
  'Heat Pumps': { voltage: ['208/230 V'] },
  'Ductless Mini-Splits': { voltage: ['115 V', '208/230 V'] },
  'Window & Portable Units': { voltage: ['115 V', '208/230 V'] },
  Capacitors: { voltage: ['370 V', '440 V'] },
  'Condenser Fan Motors': { voltage: ['115 V', '208/230 V'], rpm: ['825 RPM', '1075 RPM'] },
  'Blower Motors': { voltage: ['115 V', '208/230 V'], rpm: ['1075 RPM', '1625 RPM'] },
  'Contactors & Relays': { voltage: ['24 V', '120 V', '208/230 V'] },
  'Drills & Drivers': {
    voltage: ['12 V', '18 V', '20 V'],
    rpm: ['0-1,500 RPM', '0-2,000 RPM'],
    power_source: powerToolSources,
  },
  Saws: {
    voltage: ['12 V', '18 V', '20 V'],
    rpm: ['3,000 RPM', '5,000 RPM'],
    power_source: powerToolSources,
  },
  'Grinders & Sanders': {
    voltage: ['12 V', '18 V', '20 V'],
    rpm: ['8,500 RPM', '11,000 RPM'],
    power_source: powerToolSources,
  },
  'Switches & Outlets': { voltage: ['120 V'], amperage: ['15 A', '20 A'] },
  'Electric & Radiant Heaters': { voltage: ['120 V', '240 V'] },
  'Humidifiers & Dehumidifiers': { voltage: ['120 V'] },
  'Ventilation Fans & ERVs': { voltage: ['120 V'] },
  'Sensors & Switches': { voltage: ['24 V', '120 V'] },
  'Ignitors & Flame Sensors': { voltage: ['24 V', '120 V'] },
  'Zone Control Systems': { voltage: ['24 V'] },
};
