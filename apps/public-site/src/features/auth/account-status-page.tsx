import { ACCOUNT_STATUS_CONTENT, AccountStatusCard } from '@ridebook/ui/account';
import { Link, Navigate, useSearchParams } from 'react-router';
import { accountStatusReason, paths } from '../../config/paths.ts';
import { usePageMeta } from '../seo/index.ts';
import { inlineLinkClass } from './auth-layout.tsx';

/**
 * /account-status?reason=blocked|suspended: where the login form sends a blocked account or a suspended driver that
 * typed the right password (architecture section 2: they see an account-status page). No session is made for them,
 * so this is the public site's page: what happened, what to do, how to reach support, and the way back to sign in.
 */
export function AccountStatusPage() {
  const [searchParams] = useSearchParams();
  const reason = accountStatusReason(searchParams.get('reason'));
  const content = reason ? ACCOUNT_STATUS_CONTENT[reason] : undefined;
  usePageMeta(content?.title ?? 'Account status', content?.summary ?? '');
  if (!reason) return <Navigate to={paths.login} replace />;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-10 sm:px-6 sm:py-14">
      <AccountStatusCard reason={reason} />
      <p className="text-center text-sm text-muted-foreground">
        Account restored?{' '}
        <Link to={paths.login} className={inlineLinkClass}>
          Sign in again
        </Link>
      </p>
    </div>
  );
}
