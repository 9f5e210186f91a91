import { AppLink, buttonVariants, formatRoleLabel, getDashboardPath } from '@ridebook/ui';
import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

/** The account pages' lead line for someone already signed in. */
export const SIGNED_IN_DESCRIPTION = 'Pick up where you left off.';

type SignedInNoticeProps = { user: { name?: string | null; role: string } };

/** What a signed-in visitor of /login or /register sees instead of the form. */
export function SignedInNotice({ user }: SignedInNoticeProps) {
  const roleLabel = formatRoleLabel(user.role);
  const name = user.name?.trim() || roleLabel;
  return (
    <div role="status" className="grid gap-6 text-center">
      <div>
        <p className="text-lg font-semibold">You are already signed in</p>
        <p className="mt-1 text-sm text-muted-foreground">
          Signed in as <span className="font-medium text-foreground">{name}</span> ({roleLabel} account).
        </p>
      </div>
      <div className="grid gap-3">
        <AppLink to={getDashboardPath(user.role)} className={buttonVariants({ size: 'lg', fullWidth: true })}>
          <LayoutDashboard aria-hidden="true" />
          Go to your dashboard
        </AppLink>
        <Link to={paths.home} className={buttonVariants({ variant: 'outline', size: 'lg', fullWidth: true })}>
          Back to the home page
        </Link>
      </div>
    </div>
  );
}
