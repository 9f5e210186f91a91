import { ChevronLeft, ChevronRight, Ellipsis } from 'lucide-react';
import { cn } from '../cn.ts';
import { buttonVariants } from './button.tsx';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page numbers to show: always the first and last page, the current page with `siblings` on each side, and an
 * ellipsis for each gap. `getPageItems(5, 10)` -> [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10].
 */
export function getPageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const totalSlots = siblings * 2 + 5;
  if (pageCount <= totalSlots) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(page - siblings, pageCount - siblings * 2 - 2));
  const end = Math.min(pageCount - 1, Math.max(page + siblings, siblings * 2 + 3));
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let current = start; current <= end; current += 1) items.push(current);
  if (end < pageCount - 1) items.push('ellipsis-end');
  items.push(pageCount);
  return items;
}

export type PaginationProps = {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  siblings?: number;
  className?: string;
  disabled?: boolean;
};

/** Page navigation driven by the caller (the server owns the data). */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  className,
  disabled,
}: PaginationProps) {
  const items = getPageItems(page, pageCount, siblings);
  const isFirst = page <= 1;
  const isLast = page >= pageCount;
  return (
    <nav aria-label="Pagination" className={cn('flex items-center', className)}>
      <ul className="flex items-center gap-1">
        <li>
          <button
            type="button"
            className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'gap-1 pl-2')}
            disabled={disabled || isFirst}
            onClick={() => onPageChange(page - 1)}
            aria-label="Go to previous page"
          >
            <ChevronLeft aria-hidden="true" />
            <span className="hidden sm:inline">Previous</span>
          </button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item} className="hidden sm:block">
              <button
                type="button"
                className={cn(
                  buttonVariants({ variant: item === page ? 'outline' : 'ghost', size: 'icon-sm' }),
                  item === page && 'border-primary/40 text-primary',
                )}
                disabled={disabled}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="hidden sm:block" aria-hidden="true">
              <span className="flex size-8 items-center justify-center text-muted-foreground">
                <Ellipsis className="size-4" />
              </span>
            </li>
          ),
        )}
        <li className="px-2 text-sm whitespace-nowrap text-muted-foreground sm:hidden">
          Page {page} of {Math.max(pageCount, 1)}
        </li>
        <li>
          <button
            type="button"
            className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'gap-1 pr-2')}
            disabled={disabled || isLast}
            onClick={() => onPageChange(page + 1)}
            aria-label="Go to next page"
          >
            <span className="hidden sm:inline">Next</span>
            <ChevronRight aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
