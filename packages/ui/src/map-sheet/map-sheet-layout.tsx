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
  // One tree at every width: crossing 768 px restyles the panel and the map, never remounts them (a choice made in
  // the panel, the map's view and its layers stay).
  return (
    <div
      data-map-first=""
      className={cn(
        'isolate h-[calc(100dvh-4rem)] overflow-hidden',
        isMobile ? 'relative' : 'grid grid-cols-[minmax(20rem,26rem)_minmax(0,1fr)]',
        className,
      )}
    >
      <BottomSheet
        label={label}
        variant={isMobile ? 'sheet' : 'panel'}
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
      {/* After the panel, so the panel is read and tabbed to first; the sheet (z-10) is drawn over the map. */}
      <div className={isMobile ? 'absolute inset-0 isolate' : 'relative min-h-0'}>
        {map({ bottom: isMobile ? sheetHeight : 0 })}
      </div>
    </div>
  );
}
