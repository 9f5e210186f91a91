import type { ApprovedVehicle } from '@ridebook/validation';
import type { DemoAccount } from './demo-accounts.ts';

export type SimulatedDriverAccount = DemoAccount & {
  role: 'driver';
  vehicleModel: string;
  vehiclePlate: string;
  /** The car as its (seeded, approved) registration gives it: `vehicleModel` is make and model. */
  vehicle: ApprovedVehicle;
};

// 25 and 21 share no factor, so pairing them by index gives 525 different names before one repeats.
// prettier-ignore
const FIRST_NAMES = [
  'Maria', 'James', 'Aisha', 'Diego', 'Mei', 'Samuel', 'Priya', 'Kevin', 'Fatima', 'Lucas', 'Grace', 'Omar', 'Sofia',
  'Daniel', 'Yuki', 'Andre', 'Hannah', 'Mateo', 'Leila', 'Brian', 'Chloe', 'Tariq', 'Elena', 'Marcus', 'Nadia',
] as const;
// prettier-ignore
const LAST_NAMES = [
  'Garcia', 'Nguyen', 'Johnson', 'Patel', 'Chen', 'Okafor', 'Rodriguez', 'Kim', 'Williams', 'Hernandez', 'Lee',
  'Martinez', 'Brown', 'Singh', 'Lopez', 'Davis', 'Wong', 'Rossi', 'Cohen', 'Alvarez', 'Murphy',
] as const;

/** What ride-hailing drivers in San Francisco actually drive: mostly hybrids and EVs. */
// prettier-ignore
const VEHICLE_MODELS = [
  'Toyota Prius', 'Toyota Camry Hybrid', 'Toyota RAV4 Hybrid', 'Honda Accord Hybrid', 'Honda CR-V Hybrid',
  'Tesla Model 3', 'Tesla Model Y', 'Hyundai Ioniq 5', 'Hyundai Sonata Hybrid', 'Kia Niro EV', 'Kia EV6',
  'Chevrolet Bolt EUV', 'Nissan Leaf', 'Ford Escape Hybrid', 'Volkswagen ID.4', 'Lexus ES 300h', 'Toyota Sienna',
] as const;

const COLOURS = ['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red', 'Green'] as const;

/** California plates skip I, O and Q (they read as 1 and 0). */
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

function at<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new RangeError('empty list');
  return item;
}

/**
 * A California-style plate (digit, three letters, three digits: "8KMR214"). The last three digits are
 * `number * 337 mod 1000`, one-to-one below 1000, so no two simulated drivers share a plate.
 */
function plate(number: number): string {
  const mixed = Math.imul(number, 0x9e3779b1) >>> 0;
  const letters = [0, 1, 2].map((shift) => at([...PLATE_LETTERS], Math.floor(mixed / 23 ** shift))).join('');
  return `${7 + (mixed % 3)}${letters}${String((number * 337) % 1000).padStart(3, '0')}`;
}

/**
 * The `index`-th simulated driver (0-based). Everything derives from the index, so the same account comes back
 * on every start and raising SIMULATED_DRIVERS only adds accounts.
 */
export function simulatedDriverAccount(index: number, emailPrefix = 'sim.driver'): SimulatedDriverAccount {
  const number = index + 1;
  const vehicleModel = at(VEHICLE_MODELS, index * 7);
  const [make = '', ...model] = vehicleModel.split(' ');
  const vehiclePlate = plate(number);
  return {
    role: 'driver',
    name: `${at(FIRST_NAMES, index)} ${at(LAST_NAMES, index)}`,
    email: `${emailPrefix}${String(number).padStart(2, '0')}@ridebook.demo`,
    // The fictional 555 area code, like the demo accounts.
    phone: `+1 (555) 020-${String(number).padStart(4, '0')}`,
    vehicleModel,
    vehiclePlate,
    vehicle: { make, model: model.join(' '), colour: at(COLOURS, index), plate: vehiclePlate },
  };
}

export function simulatedDriverAccounts(count: number, emailPrefix?: string): SimulatedDriverAccount[] {
  return Array.from({ length: count }, (_, index) => simulatedDriverAccount(index, emailPrefix));
}
