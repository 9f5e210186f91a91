import { cn } from '@ridebook/ui';
import type { ComponentProps } from 'react';

/**
 * A card's title at the page's second level: the UI kit's CardTitle is an h3, and under a page's h1 that skips a
 * level (axe: heading-order).
 */
export function CardHeading({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('text-base font-semibold leading-tight tracking-tight', className)} {...props} />;
}
