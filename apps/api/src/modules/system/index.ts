// The system feature's public surface: the admin System page's heartbeats, sampler and checks.
export { createHeartbeats, currentProcessInfo, type Heartbeats } from './heartbeats.ts';
export { createSampler } from './sampler.ts';
export { createSystemChecks } from './system-checks.ts';
