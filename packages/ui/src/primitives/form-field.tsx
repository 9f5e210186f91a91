import { CircleAlert } from 'lucide-react';
import { useId, useMemo } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../cn.ts';
import { FormFieldContext } from './form-field-context.ts';
import type { FormFieldContextValue } from './form-field-context.ts';
import { Label } from './label.tsx';

export type FormFieldProps = {
  label: ReactNode;
  children: ReactNode;
  /** The control's id; generated when omitted. */
  id?: string;
  hint?: ReactNode;
  /** The validation message (formik: `errors.email`). */
  error?: string | undefined;
  /**
   * Whether the user has visited the field (formik: `touched.email`). The error shows only once touched. Leave the
   * prop out entirely to show the error whenever there is one.
   */
  touched?: boolean | undefined;
  required?: boolean;
  /** Something at the end of the label row, e.g. a "Forgot password?" link. */
  labelAction?: ReactNode;
  /** `inline` puts the control before the label: for a checkbox or a switch. */
  layout?: 'stacked' | 'inline';
  className?: string;
};

/**
 * A label, a control, a hint and an error, wired for assistive technology: the control gets the id the label points
 * at, `aria-invalid` when the error shows and `aria-describedby` naming the hint and the error. Works with any of
 * this package's controls (Input, PasswordInput, Textarea, NativeSelect, SelectTrigger, Checkbox, Switch, RadioGroup).
 */
export function FormField(props: FormFieldProps) {
  const {
    label,
    children,
    hint,
    error,
    required = false,
    labelAction,
    layout = 'stacked',
    className,
  } = props;
  const generatedId = useId();
  const id = props.id ?? `field-${generatedId.replace(/:/g, '')}`;
  const isTouched = 'touched' in props ? Boolean(props.touched) : true;
  const showError = Boolean(error) && isTouched;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = showError ? `${id}-error` : undefined;

  const context = useMemo<FormFieldContextValue>(
    () => ({
      id,
      labelId: `${id}-label`,
      describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
      invalid: showError,
      required,
    }),
    [id, hintId, errorId, showError, required],
  );

  const labelNode = (
    <Label htmlFor={id} id={`${id}-label`}>
      {label}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      )}
    </Label>
  );

  const messages = (
    <>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {showError && (
        <p id={errorId} className="flex items-start gap-1.5 text-xs font-medium text-destructive">
          <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </>
  );

  return (
    <FormFieldContext value={context}>
      {layout === 'inline' ? (
        <div className={cn('grid gap-1.5', className)} data-invalid={showError || undefined}>
          <div className="flex items-center gap-2.5">
            {children}
            {labelNode}
            {labelAction && <div className="ml-auto">{labelAction}</div>}
          </div>
          {messages}
        </div>
      ) : (
        <div className={cn('grid gap-2', className)} data-invalid={showError || undefined}>
          {labelAction ? (
            <div className="flex items-center justify-between gap-2">
              {labelNode}
              {labelAction}
            </div>
          ) : (
            labelNode
          )}
          {children}
          {messages}
        </div>
      )}
    </FormFieldContext>
  );
}
