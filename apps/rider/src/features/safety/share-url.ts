import { env } from '../../config/env.ts';

/**
 * A track link as people outside the app open it. The API gives an absolute URL on its configured PUBLIC_SITE_URL;
 * a path (an older API) is resolved on the public site: on one origin this site's, in subdomain mode the configured one.
 */
export function absoluteShareUrl(
  url: string,
  base = env.appLinks.urls.publicSite || window.location.origin,
): string {
  return new URL(url, base).href;
}
