import { buttonVariants, cn } from '@ridebook/ui';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'inverse';
export type ButtonSize = 'md' | 'lg';

/** Light text on the primary color: for buttons placed on a primary-colored band. */
const INVERSE = 'bg-primary-foreground text-primary hover:bg-primary-foreground/90';

/**
 * The design system's button look as a class list, for links styled as buttons (react-router <Link>) and plain
 * buttons alike. "inverse" is the primary button turned around for primary-colored bands.
 */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  const base = variant === 'primary' || variant === 'inverse' ? 'default' : variant;
  return cn(
    buttonVariants({ variant: base, size: size === 'md' ? 'default' : 'lg' }),
    variant === 'inverse' && INVERSE,
    extra,
  );
}
