import { parseAppEnv } from '@ridebook/ui/account';

/**
 * The admin app's build-time settings, parsed once at start: the API base and where the other apps live
 * (docs/decisions/003). A wrong value stops the app with the list of what is wrong.
 */
export const env = parseAppEnv('admin', import.meta.env);
