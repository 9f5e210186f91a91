import type { FastifyPluginAsync } from 'fastify';
import { adminSosRoutes } from './admin-sos.routes.ts';
import { emergencyContactsRoutes } from './emergency-contacts.routes.ts';
import { rideSafetyRoutes } from './ride-safety.routes.ts';
import type { Safety } from './safety.ts';
import { trackRoutes } from './track.routes.ts';

export type SafetyRoutesOptions = { safety: Safety };

/** Every safety route: emergency contacts, trip links and SOS, the public trip view, and the admins' SOS list. */
export const safetyRoutes: FastifyPluginAsync<SafetyRoutesOptions> = async (app, options) => {
  const { safety } = options;
  await app.register(emergencyContactsRoutes, { contacts: safety.contacts });
  await app.register(rideSafetyRoutes, {
    shareLinks: safety.shareLinks,
    sos: safety.sos,
  });
  await app.register(trackRoutes, { shareLinks: safety.shareLinks, policeNumber: safety.policeNumber });
  await app.register(adminSosRoutes, { sosAdmin: safety.sosAdmin });
};
