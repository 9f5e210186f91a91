import { cn } from '../cn.ts';
import { Skeleton } from '../primitives/skeleton.tsx';

/**
 * Where a map will be, while it loads. The live region is its words, read out once; the skeleton only shows where
 * the map will be, so it is no status box the size of the map under whatever sits over it (a sheet, its buttons).
 */
export function MapLoading({ className }: { className?: string | undefined }) {
  return (
    <div className={cn('relative h-80 w-full', className)}>
      <span role="status" className="sr-only">
        Loading the map…
      </span>
      <Skeleton className="size-full rounded-[inherit]" />
    </div>
  );
}
