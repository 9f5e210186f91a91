import { LogOut, Menu, UserRound, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { PRODUCT_NAME } from '../brand.ts';
import { cn, joinClasses } from '../cn.ts';
import { Button } from '../primitives/button.tsx';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { AppLink } from './app-links.tsx';
import { Logo } from './logo.tsx';
import { getRoleNavLinks, LOGIN_PATH, PUBLIC_NAV_LINKS, REGISTER_PATH } from './nav-links.ts';
import type { NavLinkItem } from './nav-links.ts';
import { formatRoleLabel, getProfilePath } from './roles.ts';
import { UserMenu } from './user-menu.tsx';

export type SessionUser = { name?: string | null | undefined; role: string };

export type NavbarSession =
  | { status: 'loading'; user?: undefined }
  | { status: 'signed-out'; user?: undefined }
  | { status: 'signed-in'; user: SessionUser };

export type NavbarProps = {
  /** The current user's state; the navbar does not fetch. */
  session: NavbarSession;
  onSignOut: () => void;
  className?: string;
};

function useIsActive() {
  const location = useLocation();
  return (href: string) => {
    const [pathname, hash] = href.split('#');
    if (pathname !== location.pathname) return false;
    return hash ? location.hash === `#${hash}` : !location.hash;
  };
}

const desktopLinkClasses = joinClasses(
  'rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors',
  'hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
  'aria-[current=page]:text-foreground aria-[current=page]:bg-accent/70',
);

const mobileLinkClasses = joinClasses(
  'flex items-center rounded-lg px-3 py-3 text-base font-medium text-foreground transition-colors',
  'hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
  'aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground',
);

/**
 * The public layout's sticky top bar, as the spec's "Navigation bar": public links and Login / Get Started when
 * signed out, the role's links and a user menu when signed in, only the product name while the user loads, the
 * theme toggle always, and below 768 px a mobile menu that closes when a link is chosen.
 */
export function Navbar({ session, onSignOut, className }: NavbarProps) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const isActive = useIsActive();
  const location = useLocation();

  const isLoading = session.status === 'loading';
  const user = session.status === 'signed-in' ? session.user : undefined;
  const links: readonly NavLinkItem[] = isLoading ? [] : user ? getRoleNavLinks(user.role) : PUBLIC_NAV_LINKS;

  // The menu belongs to the mobile layout and to the page it was opened on.
  const [menuPage, setMenuPage] = useState(location.key);
  if (menuPage !== location.key) {
    setMenuPage(location.key);
    setIsMenuOpen(false);
  }
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  const closeMenu = () => setIsMenuOpen(false);
  const showMobileMenu = isMenuOpen && !isLoading;

  return (
    <header
      className={cn(
        'sticky top-0 z-40 w-full border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70',
        className,
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <AppLink
          to="/"
          className="-ml-1 rounded-lg p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={`${PRODUCT_NAME} home`}
        >
          <Logo />
        </AppLink>

        {links.length > 0 && (
          <nav aria-label="Main" className="hidden flex-1 justify-center md:flex">
            <ul className="flex items-center gap-1">
              {links.map((link) => (
                <li key={link.href}>
                  <AppLink
                    to={link.href}
                    className={desktopLinkClasses}
                    aria-current={isActive(link.href) ? 'page' : undefined}
                  >
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          {session.status === 'signed-out' && (
            <div className="hidden items-center gap-2 md:flex">
              <Button asChild variant="ghost">
                <AppLink to={LOGIN_PATH}>Login</AppLink>
              </Button>
              <Button asChild>
                <AppLink to={REGISTER_PATH}>Get Started</AppLink>
              </Button>
            </div>
          )}
          {user && (
            <UserMenu
              role={user.role}
              name={user.name}
              display="role"
              onSignOut={onSignOut}
              className="hidden md:flex"
            />
          )}
          {!isLoading && (
            <Button
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setIsMenuOpen((open) => !open)}
            >
              {isMenuOpen ? (
                <X aria-hidden="true" className="size-5" />
              ) : (
                <Menu aria-hidden="true" className="size-5" />
              )}
            </Button>
          )}
        </div>
      </div>

      {showMobileMenu && (
        <div
          id={menuId}
          className="animate-fade-in border-t bg-background px-4 pt-2 pb-4 shadow-lg md:hidden"
          data-testid="mobile-menu"
        >
          <nav aria-label="Mobile">
            <ul className="grid gap-1">
              {links.map((link) => (
                <li key={link.href}>
                  <AppLink
                    to={link.href}
                    className={mobileLinkClasses}
                    aria-current={isActive(link.href) ? 'page' : undefined}
                    onClick={closeMenu}
                  >
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
          {session.status === 'signed-out' && (
            <div className="mt-3 grid grid-cols-2 gap-2 border-t pt-4">
              <Button asChild variant="outline" size="lg">
                <AppLink to={LOGIN_PATH} onClick={closeMenu}>
                  Sign In
                </AppLink>
              </Button>
              <Button asChild size="lg">
                <AppLink to={REGISTER_PATH} onClick={closeMenu}>
                  Get Started
                </AppLink>
              </Button>
            </div>
          )}
          {user && (
            <div className="mt-3 grid gap-1 border-t pt-3">
              <p className="px-3 pb-1 text-sm text-muted-foreground">
                Signed in as{' '}
                <span className="font-semibold text-foreground">
                  {user.name?.trim() || formatRoleLabel(user.role)}
                </span>{' '}
                · {formatRoleLabel(user.role)}
              </p>
              <AppLink to={getProfilePath(user.role)} className={mobileLinkClasses} onClick={closeMenu}>
                <UserRound aria-hidden="true" className="mr-3 size-5 text-muted-foreground" />
                Profile Settings
              </AppLink>
              <button
                type="button"
                className={cn(mobileLinkClasses, 'w-full cursor-pointer text-destructive')}
                onClick={() => {
                  closeMenu();
                  onSignOut();
                }}
              >
                <LogOut aria-hidden="true" className="mr-3 size-5" />
                Sign Out
              </button>
            </div>
          )}
        </div>
      )}
    </header>
  );
}
