import type { CSSProperties, ReactNode } from 'react';
import { cn } from '../cn.ts';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../primitives/sheet.tsx';
import { SIDEBAR_WIDTH_MOBILE } from './sidebar-state.ts';

export type SidebarSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  className?: string | undefined;
  children?: ReactNode;
};

/** The sidebar on phones: a slide-in sheet, 18rem wide. Loaded only on small screens (see Sidebar). */
export function SidebarSheet({ open, onOpenChange, label, className, children }: SidebarSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        className="w-(--sidebar-width) max-w-none gap-0 border-sidebar-border bg-sidebar p-0 text-sidebar-foreground"
        style={{ '--sidebar-width': SIDEBAR_WIDTH_MOBILE } as CSSProperties}
      >
        <SheetTitle className="sr-only">{label}</SheetTitle>
        <SheetDescription className="sr-only">Navigate between the pages of this area.</SheetDescription>
        <nav aria-label={label} className={cn('flex h-full flex-col', className)} data-mobile="true">
          {children}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
