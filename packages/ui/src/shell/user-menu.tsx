import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { cn, joinClasses } from '../cn.ts';
import { Avatar, AvatarFallback, getInitials } from '../primitives/avatar.tsx';
import { AppLink } from './app-links.tsx';
import { formatRoleLabel, getProfilePath } from './roles.ts';

export type UserMenuProps = {
  role: string;
  /** The user's name; when missing, the role is shown instead. */
  name?: string | null | undefined;
  /** What the trigger shows: the navbar shows the role name, the role layout's top bar the user's name. */
  display?: 'name' | 'role';
  onSignOut: () => void;
  className?: string;
};

const itemClasses = joinClasses(
  'flex w-full cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-left text-sm outline-none',
  'transition-colors hover:bg-accent hover:text-accent-foreground focus:bg-accent focus:text-accent-foreground',
  '[&_svg]:size-4 [&_svg]:shrink-0',
);

/**
 * The signed-in user's menu: who is signed in, Profile Settings (/{role}/profile) and Sign Out.
 *
 * It sits in the first screen of every app, so it is a small WAI-ARIA menu button of its own rather than Radix's
 * DropdownMenu (whose positioning engine alone would cost the apps' 150 KB initial budget about 14 KB gzip):
 * Enter, Space, a click or the arrow keys open it, arrows / Home / End move between items, Escape and clicks outside close
 * it and focus returns to the button.
 */
export function UserMenu({ role, name, display = 'name', onSignOut, className }: UserMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const triggerId = useId();
  const menuId = useId();

  const roleLabel = formatRoleLabel(role);
  const displayName = name?.trim() || roleLabel;
  const triggerLabel = display === 'role' ? roleLabel : displayName;

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  const close = useCallback((restoreFocus: boolean) => {
    setIsOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  }, []);

  const open = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setIsOpen(true);
  };

  useEffect(() => {
    if (!isOpen) return;
    const all = items();
    (focusOnOpen.current === 'last' ? all[all.length - 1] : all[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, close]);

  const onTriggerKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space click the button, which opens the menu on its first item.
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      open('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      open('last');
    }
  };

  const onMenuKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      all[(next + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div ref={rootRef} className={cn('relative', className)}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        data-state={isOpen ? 'open' : 'closed'}
        onClick={() => (isOpen ? close(false) : open('first'))}
        onKeyDown={onTriggerKeyDown}
        className={cn(
          'flex cursor-pointer items-center gap-2 rounded-full border bg-card p-1 text-sm font-medium sm:pr-2.5',
          'shadow-xs transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2',
          'focus-visible:ring-ring data-[state=open]:bg-accent',
        )}
      >
        <Avatar className="size-7" aria-hidden="true">
          <AvatarFallback>{getInitials(displayName)}</AvatarFallback>
        </Avatar>
        <span className="sr-only">Account menu for</span>{' '}
        <span className="max-w-36 truncate max-sm:sr-only">{triggerLabel}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground max-sm:hidden" />
      </button>
      {isOpen && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          onKeyDown={onMenuKeyDown}
          className={cn(
            'absolute top-full right-0 z-50 mt-1.5 w-60 origin-top-right rounded-xl border bg-popover p-1',
            'text-popover-foreground shadow-lg animate-pop-in',
          )}
        >
          <div className="flex items-center gap-3 px-2.5 py-2">
            <Avatar aria-hidden="true">
              <AvatarFallback>{getInitials(displayName)}</AvatarFallback>
            </Avatar>
            <span className="grid min-w-0 text-sm">
              <span className="truncate font-semibold">{displayName}</span>
              <span className="text-xs text-muted-foreground">{roleLabel}</span>
            </span>
          </div>
          <div role="separator" className="-mx-1 my-1 h-px bg-border" />
          <AppLink
            to={getProfilePath(role)}
            role="menuitem"
            tabIndex={-1}
            className={itemClasses}
            onClick={() => close(false)}
          >
            <UserRound aria-hidden="true" className="text-muted-foreground" />
            Profile Settings
          </AppLink>
          <div role="separator" className="-mx-1 my-1 h-px bg-border" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={cn(
              itemClasses,
              'text-destructive hover:bg-destructive/10 hover:text-destructive focus:bg-destructive/10 focus:text-destructive',
            )}
            onClick={() => {
              close(true);
              onSignOut();
            }}
          >
            <LogOut aria-hidden="true" />
            Sign Out
          </button>
        </div>
      )}
    </div>
  );
}
