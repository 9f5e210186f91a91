import { useSession, useSignOut } from '@ridebook/api-client';
import { Navbar, notify } from '@ridebook/ui';
import { MESSAGES } from '@ridebook/validation';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';

/** The navigation bar fed by the session: the role's links and the user menu, or Login and Get Started. */
export function SessionNavbar() {
  const session = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut({
    onSignedOut: () => {
      notify.success(MESSAGES.logoutSuccess);
      void navigate(paths.home);
    },
    onError: () => notify.error(MESSAGES.logoutFailure),
  });
  return <Navbar session={session} onSignOut={() => signOut.mutate()} />;
}
