// What riders see of a driver's car, from the approved vehicle registration (docs/decisions/020).
export { approvedRegistration, toApprovedVehicle } from './approved-vehicles.ts';
