import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import type { ComponentProps } from 'react';
import { cn } from '../cn.ts';
import { useFormFieldControlProps, useFormFieldLabelId } from './form-field-context.ts';

export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  const fieldProps = useFormFieldControlProps(props);
  const labelId = useFormFieldLabelId();
  return (
    <RadioGroupPrimitive.Root
      aria-labelledby={labelId}
      className={cn('grid gap-3', className)}
      {...fieldProps}
    />
  );
}

export function RadioGroupItem({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'peer grid aspect-square size-4.5 shrink-0 cursor-pointer place-content-center rounded-full border',
        'border-input bg-card shadow-xs transition-colors focus-visible:outline-none focus-visible:ring-3',
        'focus-visible:ring-ring/30 data-[state=checked]:border-primary disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-primary" />
    </RadioGroupPrimitive.Item>
  );
}
