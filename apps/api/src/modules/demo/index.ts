// The demo feature's public surface: what other features and the app import from it.
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
export { seedDemoDriverDocuments } from './demo-documents.ts';
export { seedDemoRiderCard } from './demo-payments.ts';
export { seedDemoAccounts } from './demo.service.ts';
export { SIMULATED_LONDON, type SimulatedCity, startSimulatedCity } from './simulated-city.ts';
export { ensureDemoLondon } from './demo-london.ts';
export { DEMO_ZONES, ensureDemoZones } from './demo-zones.ts';
