import { Slot } from '@radix-ui/react-slot';
import { PanelLeft } from 'lucide-react';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { cn, joinClasses } from '../cn.ts';
import { useIsMobile } from '../lib/use-media-query.ts';
import { Button } from '../primitives/button.tsx';
import {
  isSidebarShortcut,
  readSidebarCookie,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  writeSidebarCookie,
} from './sidebar-state.ts';

// The mobile sheet (Radix Dialog) and the collapsed-icon tooltips (Radix Tooltip with its positioning engine) are
// loaded only when needed, which keeps about 25 KB gzip out of every role app's first bundle.
const loadSidebarSheet = () => import('./sidebar-sheet.tsx');
const SidebarSheet = lazy(() => loadSidebarSheet().then((module) => ({ default: module.SidebarSheet })));
const SidebarTooltip = lazy(() =>
  import('./sidebar-tooltip.tsx').then((module) => ({ default: module.SidebarTooltip })),
);

export type SidebarContextValue = {
  /** The desktop state: expanded (16rem) or collapsed to icons (3rem). */
  state: 'expanded' | 'collapsed';
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The mobile sheet's own open state. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside <SidebarProvider>.');
  return context;
}

export type SidebarProviderProps = ComponentProps<'div'> & {
  /** The desktop state when no cookie remembers one. Default: expanded. */
  defaultOpen?: boolean;
  /** Control the desktop state yourself. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * Holds the sidebar state: expanded or collapsed on desktop (remembered in the `sidebar_state` cookie for 7 days),
 * a separate open state for the mobile sheet (below 768 px), and Ctrl/Cmd+B to toggle whichever applies.
 */
export function SidebarProvider({
  defaultOpen = true,
  open: openProp,
  onOpenChange,
  className,
  style,
  children,
  ...props
}: SidebarProviderProps) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  const [openState, setOpenState] = useState(() => readSidebarCookie() ?? defaultOpen);
  const open = openProp ?? openState;

  const setOpen = useCallback(
    (next: boolean) => {
      if (onOpenChange) onOpenChange(next);
      if (openProp === undefined) setOpenState(next);
      writeSidebarCookie(next);
    },
    [onOpenChange, openProp],
  );

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggleSidebar();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext value={value}>
      <div
        data-slot="sidebar-wrapper"
        className={cn('flex min-h-svh w-full', className)}
        style={
          {
            '--sidebar-width': SIDEBAR_WIDTH,
            '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
            ...style,
          } as CSSProperties
        }
        {...props}
      >
        {children}
      </div>
    </SidebarContext>
  );
}

export type SidebarProps = {
  children?: ReactNode;
  className?: string;
  /** The landmark's name. */
  label?: string;
};

/** The sidebar itself: a fixed column on desktop (expanded or icon-only), a slide-in sheet on mobile. */
export function Sidebar({ children, className, label = 'Sidebar' }: SidebarProps) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();
  const [hasOpenedMobile, setHasOpenedMobile] = useState(false);
  if (openMobile && !hasOpenedMobile) setHasOpenedMobile(true);

  // Warm the sheet's chunk as soon as the layout is a phone's, so the first tap opens it at once.
  useEffect(() => {
    if (isMobile) void loadSidebarSheet();
  }, [isMobile]);

  if (isMobile) {
    if (!hasOpenedMobile) return null;
    return (
      <Suspense fallback={null}>
        <SidebarSheet open={openMobile} onOpenChange={setOpenMobile} label={label} className={className}>
          {children}
        </SidebarSheet>
      </Suspense>
    );
  }

  return (
    <div
      className="group/sidebar peer hidden text-sidebar-foreground md:block"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
    >
      {/* Reserves the sidebar's width in the page flow; the sidebar itself is fixed. */}
      <div
        aria-hidden="true"
        className="w-(--sidebar-width) transition-[width] duration-200 ease-out group-data-[collapsible=icon]/sidebar:w-(--sidebar-width-icon)"
      />
      <nav
        aria-label={label}
        className={cn(
          'fixed inset-y-0 left-0 z-30 flex h-svh w-(--sidebar-width) flex-col border-r border-sidebar-border bg-sidebar',
          'transition-[width] duration-200 ease-out group-data-[collapsible=icon]/sidebar:w-(--sidebar-width-icon)',
          className,
        )}
      >
        {children}
      </nav>
    </div>
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex h-16 shrink-0 items-center gap-2 px-4 group-data-[collapsible=icon]/sidebar:justify-center',
        'group-data-[collapsible=icon]/sidebar:px-2',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto px-3 py-2 group-data-[collapsible=icon]/sidebar:px-2',
        'group-data-[collapsible=icon]/sidebar:overflow-x-hidden',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-auto flex flex-col gap-2 border-t border-sidebar-border p-3', className)}
      {...props}
    />
  );
}

export function SidebarGroup({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 py-2', className)} {...props} />;
}

export function SidebarGroupLabel({ className, ...props }: ComponentProps<'h2'>) {
  return (
    <h2
      className={cn(
        'px-2.5 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase',
        'group-data-[collapsible=icon]/sidebar:sr-only',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={cn('flex flex-col gap-0.5', className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li className={cn('relative', className)} {...props} />;
}

const menuButtonClasses = joinClasses(
  'flex h-9 w-full cursor-pointer items-center gap-3 overflow-hidden rounded-lg px-2.5 text-sm font-medium',
  'text-sidebar-foreground transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
  'aria-[current=page]:bg-sidebar-accent aria-[current=page]:font-semibold aria-[current=page]:text-sidebar-accent-foreground',
  'data-[active=true]:bg-sidebar-accent data-[active=true]:font-semibold data-[active=true]:text-sidebar-accent-foreground',
  '[&>svg]:size-4.5 [&>svg]:shrink-0 [&>span]:truncate',
  'group-data-[collapsible=icon]/sidebar:size-8 group-data-[collapsible=icon]/sidebar:justify-center',
  'group-data-[collapsible=icon]/sidebar:px-0 group-data-[collapsible=icon]/sidebar:[&>span]:sr-only',
);

export type SidebarMenuButtonProps = ComponentProps<'button'> & {
  asChild?: boolean;
  isActive?: boolean;
  /** Shown beside the icon when the sidebar is collapsed to icons. */
  tooltip?: string;
};

export function SidebarMenuButton({
  asChild = false,
  isActive,
  tooltip,
  className,
  ...props
}: SidebarMenuButtonProps) {
  const { state, isMobile } = useSidebar();
  const Component = asChild ? Slot : 'button';
  const button = (
    <Component data-active={isActive || undefined} className={cn(menuButtonClasses, className)} {...props} />
  );
  if (!tooltip || state !== 'collapsed' || isMobile) return button;
  return (
    <Suspense fallback={button}>
      <SidebarTooltip content={tooltip}>{button}</SidebarTooltip>
    </Suspense>
  );
}

/** Toggles the sidebar: collapses or expands it on desktop, opens the sheet on mobile. */
export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      className={cn('text-muted-foreground hover:text-foreground', className)}
      aria-label="Toggle sidebar"
      title="Toggle sidebar (Ctrl+B)"
      aria-keyshortcuts="Control+B Meta+B"
      aria-expanded={isMobile ? openMobile : open}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeft aria-hidden="true" className="size-5" />
    </Button>
  );
}

/** The page beside the sidebar. */
export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex min-w-0 flex-1 flex-col bg-background', className)} {...props} />;
}
