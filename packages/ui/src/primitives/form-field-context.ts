import { createContext, useContext } from 'react';

export type FormFieldContextValue = {
  /** The control's id, which the label points at. */
  id: string;
  /** The label's id, for controls a <label for> cannot name (a radio group). */
  labelId: string;
  /** Ids of the hint and the visible error, for aria-describedby. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
};

export const FormFieldContext = createContext<FormFieldContextValue | null>(null);

type ControlA11yProps = {
  id?: string | undefined;
  required?: boolean | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
  'aria-describedby'?: string | undefined;
};

function joinIds(...ids: (string | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** The field's label id, or undefined outside a <FormField>. */
export function useFormFieldLabelId(): string | undefined {
  return useContext(FormFieldContext)?.labelId;
}

/**
 * The a11y props of a control inside a <FormField>: its id, aria-invalid and aria-describedby come from the field
 * unless the caller sets them. Outside a field the caller's props pass through unchanged.
 */
export function useFormFieldControlProps<P extends ControlA11yProps>(props: P): P {
  const field = useContext(FormFieldContext);
  if (!field) return props;
  return {
    ...props,
    id: props.id ?? field.id,
    required: props.required ?? (field.required || undefined),
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    'aria-describedby': joinIds(props['aria-describedby'], field.describedBy),
  };
}
