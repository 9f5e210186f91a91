import { LayoutDashboard, SearchX } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '../primitives/button.tsx';
import { AppLink } from '../shell/app-links.tsx';
import { formatRoleLabel, getDashboardPath } from '../shell/roles.ts';
import type { Role } from '../shell/roles.ts';

/** The breadcrumb title of the not-found page: give its route `handle: { title: NOT_FOUND_TITLE }`. */
export const NOT_FOUND_TITLE = 'Page not found';

/**
 * An unknown path inside a role area: said plainly, inside the area's layout, with the way back to the dashboard
 * (rather than a silent redirect that hides a broken link).
 */
export function RoleNotFoundPage({ role }: { role: Role }) {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center sm:py-20">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{NOT_FOUND_TITLE}</h1>
        <p className="text-muted-foreground text-pretty">
          There is no page at{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 text-sm break-all">{pathname}</code> in the{' '}
          {formatRoleLabel(role).toLowerCase()} area. The link may be wrong, or the page may have moved.
        </p>
      </div>
      <Button asChild>
        <AppLink to={getDashboardPath(role)}>
          <LayoutDashboard aria-hidden="true" />
          Go to Your Dashboard
        </AppLink>
      </Button>
    </div>
  );
}
