import type { Role } from '@ridebook/validation';

/** The demo accounts' shared password: it passes the registration rules (8+ characters, upper, lower, digit). */
export const DEMO_PASSWORD = 'RideBook123';

export type DemoAccount = {
  role: Role;
  name: string;
  email: string;
  phone: string;
  vehicleModel?: string;
  vehiclePlate?: string;
};

/** Created on a first start with no users (SEED_DEMO_DATA); quoted by the README and the browser tests. */
export const DEMO_ACCOUNTS = [
  { role: 'admin', name: 'Avery Admin', email: 'admin@ridebook.demo', phone: '+1 (555) 010-0100' },
  { role: 'rider', name: 'Riley Rider', email: 'rider@ridebook.demo', phone: '+1 (555) 010-0200' },
  {
    role: 'driver',
    name: 'Dana Driver',
    email: 'driver@ridebook.demo',
    phone: '+1 (555) 010-0300',
    vehicleModel: 'Toyota Prius',
    vehiclePlate: 'RB-2048',
  },
] as const satisfies readonly DemoAccount[];
