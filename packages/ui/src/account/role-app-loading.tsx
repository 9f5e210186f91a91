import { RoleShellSkeleton } from '../shell/role-shell-skeleton.tsx';

/**
 * A role app while the current user loads: the layout's skeleton. Its own small module: the apps also paint it
 * while the signed-in area's code loads, from their entry chunk.
 */
export function RoleAppLoading() {
  return <RoleShellSkeleton />;
}
