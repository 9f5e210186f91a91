import { paths } from '../../config/paths.ts';

/** The id of the profile's Safety card, which holds the emergency contacts. */
export const SAFETY_SECTION_ID = 'safety';

/** Where the rider adds emergency contacts: the profile, scrolled to its Safety card. */
export const EMERGENCY_CONTACTS_PATH = `${paths.profile}#${SAFETY_SECTION_ID}`;
