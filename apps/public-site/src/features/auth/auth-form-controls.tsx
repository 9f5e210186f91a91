import { Button, FormField, Input } from '@ridebook/ui';
import type { ComponentProps, ReactNode } from 'react';

/** The auth forms' email field: the same label, keyboard and autofill hints on sign-in, sign-up and reset. */
export function EmailField({
  status,
  ...input
}: ComponentProps<typeof Input> & { status: { error: string | undefined; touched: boolean } }) {
  return (
    <FormField label="Email" required {...status}>
      <Input type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...input} />
    </FormField>
  );
}

/**
 * The auth forms' submit button: full width, its icon replaced by the spinner while the form is sent, and disabled
 * while the form is invalid, sending, or `blocked` (e.g. by a field the API refused, until it is edited).
 */
export function AuthSubmitButton({
  form,
  blocked = false,
  icon,
  label,
  busyLabel,
  className,
}: {
  form: { isValid: boolean; isSubmitting: boolean };
  blocked?: boolean;
  icon: ReactNode;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      fullWidth
      className={className}
      loading={form.isSubmitting}
      disabled={!form.isValid || blocked || form.isSubmitting}
    >
      {form.isSubmitting ? null : icon}
      {form.isSubmitting ? busyLabel : label}
    </Button>
  );
}
