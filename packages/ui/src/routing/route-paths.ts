/** The part of a React Router route object this needs (RouteObject has it). */
type RouteLike = { path?: string; children?: readonly RouteLike[] };

/**
 * Every path pattern a route tree renders a page for, parents joined to children, without the catch-all `*`. An app
 * checks it against the route list its build hands to the server (dist/routes.json), so the two cannot drift.
 */
export function collectRoutePaths(routes: readonly RouteLike[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = joinPath(parent, route.path);
    const own = route.path !== undefined && !route.path.includes('*') ? [path] : [];
    return [...own, ...collectRoutePaths(route.children ?? [], path)];
  });
}

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}
