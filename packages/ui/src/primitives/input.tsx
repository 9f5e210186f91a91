import type { ComponentProps } from 'react';
import { cn, joinClasses } from '../cn.ts';
import { useFormFieldControlProps } from './form-field-context.ts';

/** Shared look of text controls: one height, one border, one focus ring, one invalid state. */
export const controlClasses = joinClasses(
  'w-full min-w-0 rounded-lg border border-input bg-card px-3 text-sm text-foreground shadow-xs',
  'transition-[border-color,box-shadow] duration-150 placeholder:text-muted-foreground',
  'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
  'aria-[invalid=true]:border-destructive aria-[invalid=true]:focus-visible:ring-destructive/25',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  const fieldProps = useFormFieldControlProps(props);
  return (
    <input
      type={type}
      className={cn(
        controlClasses,
        'h-10 py-2 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...fieldProps}
    />
  );
}
