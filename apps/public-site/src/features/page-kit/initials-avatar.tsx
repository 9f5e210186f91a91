import { cn } from '@ridebook/ui';

/** "Amara Okafor" -> "AO": the first letter of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

type InitialsAvatarProps = { name: string; size?: 'sm' | 'lg'; className?: string };

/** A round badge with a person's initials: no external image to load. */
export function InitialsAvatar({ name, size = 'sm', className }: InitialsAvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-primary/15 font-semibold text-primary',
        size === 'lg' ? 'size-16 text-xl' : 'size-10 text-sm',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
