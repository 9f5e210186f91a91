import type { ComponentProps } from 'react';
import { cn } from '../cn.ts';
import { useFormFieldControlProps } from './form-field-context.ts';
import { controlClasses } from './input.tsx';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  const fieldProps = useFormFieldControlProps(props);
  return (
    <textarea
      rows={rows}
      className={cn(controlClasses, 'min-h-20 resize-y py-2 leading-relaxed', className)}
      {...fieldProps}
    />
  );
}
