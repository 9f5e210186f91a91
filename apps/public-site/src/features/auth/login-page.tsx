import { useSession } from '@ridebook/api-client';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { usePageMeta } from '../seo/index.ts';
import { AuthLayout, inlineLinkClass } from './auth-layout.tsx';
import { LoginForm } from './login-form.tsx';
import { RETURN_TO_PARAM } from './return-to.ts';
import { SIGNED_IN_DESCRIPTION, SignedInNotice } from './signed-in-notice.tsx';

/** What the registration page passes along in the navigation state: the new account's email. */
export type LoginLocationState = { email?: string } | null;

function readEmail(state: unknown): string | undefined {
  const email = (state as LoginLocationState)?.email;
  return typeof email === 'string' ? email : undefined;
}

/** /login (seed spec section 2): the form, or a note with a way to the dashboard for someone already signed in. */
export function LoginPage() {
  usePageMeta('Login', 'Sign in to RideBook to book rides, track your trips and manage your account.');
  const session = useSession();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  // Once the form is sent, it stays: a successful sign-in turns the session signed-in before the page leaves.
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const returnTo = searchParams.get(RETURN_TO_PARAM);
  const registerHref = returnTo
    ? `${paths.register}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`
    : paths.register;

  const isSignedIn = session.status === 'signed-in' && !hasSubmitted;
  return (
    <AuthLayout
      title="Welcome back"
      description={
        isSignedIn
          ? SIGNED_IN_DESCRIPTION
          : 'Sign in to book a ride, follow your trips and manage your account.'
      }
      footer={
        isSignedIn ? null : (
          <p>
            Don&apos;t have an account?{' '}
            <Link to={registerHref} className={inlineLinkClass}>
              Sign up
            </Link>
          </p>
        )
      }
    >
      {isSignedIn ? (
        <SignedInNotice user={session.user} />
      ) : (
        <LoginForm
          returnTo={returnTo}
          initialEmail={readEmail(location.state)}
          onSubmitting={() => setHasSubmitted(true)}
        />
      )}
    </AuthLayout>
  );
}
