import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../cn.ts';

const spinnerVariants = cva('animate-spin shrink-0', {
  variants: {
    size: { sm: 'size-4', md: 'size-5', lg: 'size-8', xl: 'size-12' },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerProps = Omit<ComponentProps<'svg'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** Read by screen readers. Pass `null` when the surrounding element already says it is busy. */
    label?: string | null;
  };

/** An indeterminate progress ring in the current text colour. */
export function Spinner({ className, size, label = 'Loading', ...props }: SpinnerProps) {
  const svg = (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (label === null) return svg;
  return (
    <span role="status" className="inline-flex items-center">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}
