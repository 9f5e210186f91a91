/**
 * Leaves the single-page app for another URL with a full page load (another app, perhaps on its own host in
 * subdomain mode). Its own module so tests can replace it: jsdom cannot navigate.
 */
export function openUrl(url: string): void {
  window.location.assign(url);
}
