import { type ReactNode, useState } from 'react';
import { cn } from '../cn.ts';
import { useIsMobile } from '../lib/use-media-query.ts';
import { BottomSheet } from './bottom-sheet.tsx';
import type { SheetSnap } from './snap-points.ts';

/** What covers the map's edges, so it can fit its pins in the part people see. */
export type MapInsets = { bottom: number };

export type MapSheetLayoutProps = {
  /** The panel's accessible name: a region on wide screens, the sheet's on phones. */
  label: string;
  /** The map, given the px the sheet covers at its bottom (0 on wide screens, where the panel sits beside it). */
  map: (insets: MapInsets) => ReactNode;
  snap?: SheetSnap;
  defaultSnap?: SheetSnap;
  onSnapChange?: (snap: SheetSnap) => void;
  peekHeight?: number;
  className?: string;
  children: ReactNode;
};

/**
 * A map-first screen: below 768 px the map fills the screen and the content lives in a bottom sheet over it
 * (peek, half, full); from 768 px the same content is a side panel beside the map. It fills the viewport under a
 * role app's 4rem top bar (`data-map-first` tells the layout to drop its padding); pass `className` to size it
 * elsewhere.
 */
export function MapSheetLayout({
  label,
  map,
  snap,
  defaultSnap,
  onSnapChange,
  peekHeight,
  className,
  children,
}: MapSheetLayoutProps) {
  const isMobile = useIsMobile();
  const [sheetHeight, setSheetHeight] = useState(0);

  if (!isMobile) {
    return (
      <div
        data-map-first=""
        className={cn(
          'isolate grid h-[calc(100dvh-4rem)] grid-cols-[minmax(20rem,26rem)_minmax(0,1fr)] overflow-hidden',
          className,
        )}
      >
        <section aria-label={label} className="relative min-h-0 overflow-y-auto border-r bg-background p-5">
          {children}
        </section>
        <div className="relative min-h-0">{map({ bottom: 0 })}</div>
      </div>
    );
  }
  return (
    <div data-map-first="" className={cn('relative isolate h-[calc(100dvh-4rem)] overflow-hidden', className)}>
      <div className="absolute inset-0 isolate">{map({ bottom: sheetHeight })}</div>
      <BottomSheet
        label={label}
        {...(snap === undefined ? {} : { snap })}
        {...(defaultSnap === undefined ? {} : { defaultSnap })}
        {...(onSnapChange === undefined ? {} : { onSnapChange })}
        {...(peekHeight === undefined ? {} : { peekHeight })}
        onHeightChange={(height, settled) => {
          // A full sheet leaves no map to fit the pins in: they stay where the last smaller sheet left them.
          if (settled !== 'full') setSheetHeight(height);
        }}
      >
        {children}
      </BottomSheet>
    </div>
  );
}
