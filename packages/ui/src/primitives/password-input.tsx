import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { cn } from '../cn.ts';
import { useFormFieldControlProps } from './form-field-context.ts';
import { controlClasses } from './input.tsx';

export type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Start with the password visible. */
  defaultVisible?: boolean;
};

/** A password field with a show/hide toggle (a real button, reachable by keyboard, announcing its state). */
export function PasswordInput({ className, defaultVisible = false, disabled, ...props }: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(defaultVisible);
  const fieldProps = useFormFieldControlProps(props);
  return (
    <div className="relative">
      <input
        type={isVisible ? 'text' : 'password'}
        autoComplete="current-password"
        disabled={disabled}
        className={cn(controlClasses, 'h-10 py-2 pr-11', className)}
        {...fieldProps}
      />
      <button
        type="button"
        disabled={disabled}
        onClick={() => setIsVisible((visible) => !visible)}
        aria-label={isVisible ? 'Hide password' : 'Show password'}
        aria-pressed={isVisible}
        aria-controls={fieldProps.id}
        className={cn(
          'absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-lg',
          'text-muted-foreground transition-colors hover:text-foreground disabled:cursor-not-allowed',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
        )}
      >
        {isVisible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
