import { AppLink, Logo, PRODUCT_NAME, ThemeToggle } from '@ridebook/ui';

/**
 * The navigation bar as it is while the current user loads (seed spec: "only the product name shows", and the theme
 * toggle is always there), drawn with the same frame as the design system's Navbar so nothing moves when the real
 * one arrives. It stands in while the session code loads: the Navbar's user menu (Radix menus, floating-ui) and the
 * api-client (axios, zod) do not fit the 150 KB initial budget.
 */
export function NavbarPlaceholder() {
  return (
    <header className="sticky top-0 z-40 w-full border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <AppLink
          to="/"
          className="-ml-1 rounded-lg p-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={`${PRODUCT_NAME} home`}
        >
          <Logo />
        </AppLink>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
