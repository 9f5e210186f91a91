import { useSession } from '@ridebook/api-client';
import type { SignUpRole } from '@ridebook/validation';
import { Link, useSearchParams } from 'react-router';
import { figures } from '../../config/marketing.ts';
import { paths } from '../../config/paths.ts';
import { usePageMeta } from '../seo/index.ts';
import { AuthLayout, inlineLinkClass } from './auth-layout.tsx';
import { RegisterForm } from './register-form.tsx';
import { RETURN_TO_PARAM } from './return-to.ts';
import { SIGNED_IN_DESCRIPTION, SignedInNotice } from './signed-in-notice.tsx';

/** ?role=driver (the footer's /driver-signup) preselects Driver; anything else is a rider. */
function readRole(value: string | null): SignUpRole {
  return value === 'driver' ? 'driver' : 'rider';
}

/** /register (seed spec section 2): the form, or a note with a way to the dashboard for someone signed in. */
export function RegisterPage() {
  usePageMeta(
    'Create your account',
    'Join RideBook as a rider to book safe, affordable rides, or as a driver to earn on your own schedule.',
  );
  const session = useSession();
  const [searchParams] = useSearchParams();
  const role = readRole(searchParams.get('role'));
  const returnTo = searchParams.get(RETURN_TO_PARAM);
  const loginHref = returnTo
    ? `${paths.login}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`
    : paths.login;

  const isSignedIn = session.status === 'signed-in';
  return (
    <AuthLayout
      size={isSignedIn ? 'default' : 'wide'}
      title={isSignedIn ? 'Welcome back' : 'Create your account'}
      description={
        isSignedIn
          ? SIGNED_IN_DESCRIPTION
          : `Ride with trusted drivers, or drive and keep ${figures.driverSharePercent}% of every fare plus tips. It takes a minute.`
      }
      footer={
        isSignedIn ? null : (
          <p>
            Already have an account?{' '}
            <Link to={loginHref} className={inlineLinkClass}>
              Sign in
            </Link>
          </p>
        )
      }
    >
      {isSignedIn ? (
        <SignedInNotice user={session.user} />
      ) : (
        // A new ?role (the footer's "Become a Driver" while already here) starts the form again with that type.
        <RegisterForm key={role} initialRole={role} loginHref={loginHref} />
      )}
    </AuthLayout>
  );
}
