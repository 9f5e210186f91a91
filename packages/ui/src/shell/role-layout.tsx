import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PRODUCT_NAME } from '../brand.ts';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '../primitives/breadcrumb.tsx';
import { Separator } from '../primitives/separator.tsx';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { AppLink } from './app-links.tsx';
import { Logo, LogoMark } from './logo.tsx';
import { getRoleMenu } from './role-menus.ts';
import { RoleShellSkeleton } from './role-shell-skeleton.tsx';
import { formatRoleLabel, getDashboardPath } from './roles.ts';
import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
} from './sidebar.tsx';
import { UserMenu } from './user-menu.tsx';

export const DEFAULT_PAGE_TITLE = 'Dashboard';

export type RoleLayoutProps = {
  /** admin, rider or driver (any case); it selects the sidebar menu and the profile link. */
  role: string;
  /** The current user; the menu shows the name, or the role when there is none. */
  user?: { name?: string | null | undefined } | null | undefined;
  /** While the current user loads, the area's skeleton shows instead. */
  isLoading?: boolean;
  /** The breadcrumb's last item. Default: Dashboard. */
  pageTitle?: string;
  onSignOut: () => void;
  children?: ReactNode;
  /** The desktop sidebar state when no cookie remembers one. */
  defaultSidebarOpen?: boolean;
};

function RoleSidebar({ role }: { role: string }) {
  const groups = getRoleMenu(role);
  const { isMobile, setOpenMobile } = useSidebar();
  const roleLabel = formatRoleLabel(role);
  return (
    <Sidebar label={`${roleLabel} menu`}>
      <SidebarHeader>
        <AppLink
          to="/"
          aria-label={`${PRODUCT_NAME} home`}
          className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo className="group-data-[collapsible=icon]/sidebar:hidden" />
          <LogoMark className="hidden group-data-[collapsible=icon]/sidebar:block" />
        </AppLink>
      </SidebarHeader>
      <SidebarContent>
        {groups.map((group) => (
          <SidebarGroup key={group.title} role="group" aria-labelledby={groupId(role, group.title)}>
            <SidebarGroupLabel id={groupId(role, group.title)}>{group.title}</SidebarGroupLabel>
            <SidebarMenu>
              {group.items.map((item) => (
                <SidebarMenuItem key={item.url}>
                  <SidebarMenuButton asChild tooltip={item.title}>
                    <NavLink
                      to={item.url}
                      onClick={() => {
                        if (isMobile) setOpenMobile(false);
                      }}
                    >
                      <item.icon aria-hidden="true" />
                      <span>{item.title}</span>
                    </NavLink>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              ))}
            </SidebarMenu>
          </SidebarGroup>
        ))}
      </SidebarContent>
    </Sidebar>
  );
}

function groupId(role: string, title: string): string {
  return `sidebar-${role.toLowerCase()}-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
}

/**
 * A signed-in area (/admin, /rider, /driver), as the spec's "Signed-in areas": the role's collapsible sidebar
 * (logo links to /), a top bar with the breadcrumb (role, then the page title), the theme control and the user
 * menu, and the page. Its skeleton shows while the current user loads.
 */
export function RoleLayout({
  role,
  user,
  isLoading = false,
  pageTitle = DEFAULT_PAGE_TITLE,
  onSignOut,
  children,
  defaultSidebarOpen,
}: RoleLayoutProps) {
  if (isLoading) return <RoleShellSkeleton />;
  const roleLabel = formatRoleLabel(role);
  return (
    <SidebarProvider defaultOpen={defaultSidebarOpen}>
      <RoleSidebar role={role} />
      <SidebarInset>
        <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur-md sm:px-4">
          <SidebarTrigger />
          <Separator orientation="vertical" className="mx-1 h-5 min-h-0" />
          <Breadcrumb className="min-w-0 flex-1">
            <BreadcrumbList className="flex-nowrap">
              <BreadcrumbItem>
                <BreadcrumbLink asChild>
                  <AppLink to={getDashboardPath(role)}>{roleLabel}</AppLink>
                </BreadcrumbLink>
              </BreadcrumbItem>
              <BreadcrumbSeparator />
              <BreadcrumbItem className="min-w-0">
                <BreadcrumbPage className="truncate">{pageTitle}</BreadcrumbPage>
              </BreadcrumbItem>
            </BreadcrumbList>
          </Breadcrumb>
          <div className="ml-auto flex items-center gap-1.5">
            <ThemeToggle />
            <UserMenu role={role} name={user?.name} display="name" onSignOut={onSignOut} />
          </div>
        </header>
        {/* A map-first page (MapSheetLayout) fills the area edge to edge. */}
        <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8 has-[[data-map-first]]:p-0">
          {children}
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
