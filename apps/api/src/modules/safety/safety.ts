import type { Mailer } from '../mail/index.ts';
import type { RideContext } from '../rides/index.ts';
import { createEmergencyContactsService } from './emergency-contacts.service.ts';
import { createShareLinksService } from './share-links.service.ts';
import { createSosAdminService } from './sos-admin.service.ts';
import { createSosService } from './sos.service.ts';

export type Safety = ReturnType<typeof createSafety>;

/** The safety features, wired once on the ride engine's context: contacts, trip links, SOS and its admin side. */
export function createSafety(options: {
  context: RideContext;
  mailer: Mailer;
  policeNumber: string;
  /** PUBLIC_SITE_URL: the base of trip links, in answers and e-mails alike. */
  siteUrl: string;
}) {
  const { context, mailer, policeNumber, siteUrl } = options;
  const shareLinks = createShareLinksService(context, siteUrl);
  return {
    policeNumber,
    contacts: createEmergencyContactsService(context),
    shareLinks,
    sos: createSosService({ context, mailer, shareLinks, policeNumber }),
    sosAdmin: createSosAdminService(context),
  };
}
