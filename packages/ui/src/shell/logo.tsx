import { PRODUCT_NAME } from '../brand.ts';
import { cn } from '../cn.ts';

/** The product mark: a route from a pickup dot to a drop-off point. Decorative; the wordmark carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <path
        d="M10.5 22.5c0-4.5 3-5.5 5.5-6s5.5-1.5 5.5-6"
        fill="none"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeDasharray="0.1 4.4"
        className="stroke-primary-foreground"
      />
      <circle cx="10.5" cy="22.5" r="2.8" className="fill-primary-foreground" />
      <circle cx="21.5" cy="10.5" r="3.4" className="fill-brand-accent" />
    </svg>
  );
}

/** Mark plus product name. */
export function Logo({ className, hideName = false }: { className?: string; hideName?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      {!hideName && <span className="text-lg font-bold tracking-tight text-foreground">{PRODUCT_NAME}</span>}
    </span>
  );
}
