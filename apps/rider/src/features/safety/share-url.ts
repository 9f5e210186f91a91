import { env } from '../../config/env.ts';

/**
 * A track link as people outside the app open it. The API gives an absolute URL when it knows the public site's
 * address, else a path on the public site: on one origin that is this site's, in subdomain mode the configured one.
 */
export function absoluteShareUrl(
  url: string,
  base = env.appLinks.urls.publicSite || window.location.origin,
): string {
  return new URL(url, base).href;
}
