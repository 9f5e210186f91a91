// The dispatch feature's public surface: what other features and the app import from it.
export { createDispatchService, type DispatchService } from './dispatch.service.ts';
