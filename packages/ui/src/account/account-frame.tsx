import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../brand.ts';
import { Button } from '../primitives/button.tsx';
import { AppLink } from '../shell/app-links.tsx';
import { Logo } from '../shell/logo.tsx';
import { ThemeToggle } from '../theme/theme-toggle.tsx';

export type AccountFrameProps = {
  children?: ReactNode;
  onSignOut: () => void;
  isSigningOut?: boolean;
};

/**
 * The plain frame of a signed-in person who cannot use their area (account status): the logo, the theme toggle and
 * Sign Out, without the role's menu.
 */
export function AccountFrame({ children, onSignOut, isSigningOut = false }: AccountFrameProps) {
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <header className="sticky top-0 z-20 border-b bg-background/85 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-3xl items-center gap-3 px-4 sm:px-6">
          <AppLink
            to="/"
            aria-label={`${PRODUCT_NAME} home`}
            className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Logo />
          </AppLink>
          <div className="ml-auto flex items-center gap-1.5">
            <ThemeToggle />
            <Button variant="outline" size="sm" onClick={onSignOut} loading={isSigningOut}>
              {!isSigningOut && <LogOut aria-hidden="true" />}
              {isSigningOut ? 'Signing Out...' : 'Sign Out'}
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        {children}
      </main>
    </div>
  );
}
