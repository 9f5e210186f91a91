import { Button, ReasonDialogFrame, ReasonField, type ButtonProps } from '@ridebook/ui';
import { useFormik } from 'formik';
import { useState, type ReactNode } from 'react';

/** The part of a zod schema the dialog needs. */
type ReasonSchema = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
};

/** Checks the text with the API's own schema, sent as `{ [key]: text }`: its first message, or none. */
export function reasonValidator(schema: ReasonSchema, key = 'reason') {
  return (text: string): string | undefined => {
    const result = schema.safeParse({ [key]: text });
    return result.success ? undefined : result.error.issues[0]?.message;
  };
}

export type ReasonDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  triggerVariant?: ButtonProps['variant'];
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  reasonLabel?: string;
  reasonHint?: string;
  isDestructive?: boolean;
  /** The schema's rule for the text; a required reason says so before anything is sent. */
  validate: (reason: string) => string | undefined;
  /** Sends the change; the dialog closes when it resolves and stays open (with the text) when it fails. */
  onConfirm: (reason: string) => Promise<unknown>;
};

/**
 * A confirmation with a reason: the admin says why (kept in the audit log, and shown to a refused driver), then
 * confirms. The mutation's own hook toasts the outcome, so a failure is told even after the dialog has gone.
 */
export function ReasonDialog({
  trigger,
  triggerVariant = 'outline',
  title,
  description,
  confirmLabel,
  pendingLabel,
  reasonLabel = 'Reason',
  reasonHint,
  isDestructive = false,
  validate,
  onConfirm,
}: ReasonDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const formik = useFormik<{ reason: string }>({
    initialValues: { reason: '' },
    validate: ({ reason }) => {
      const message = validate(reason);
      return message ? { reason: message } : {};
    },
    onSubmit: async ({ reason }) => {
      try {
        await onConfirm(reason.trim());
        setIsOpen(false);
        formik.resetForm();
      } catch {
        // The hook's onError has toasted why; the admin may try again.
      }
    },
  });

  return (
    <ReasonDialogFrame
      trigger={<Button variant={triggerVariant}>{trigger}</Button>}
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) formik.resetForm();
      }}
      title={title}
      description={description}
      onSubmit={formik.handleSubmit}
      isPending={formik.isSubmitting}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      isDestructive={isDestructive}
    >
      <ReasonField
        name="reason"
        label={reasonLabel}
        hint={reasonHint}
        error={formik.errors.reason}
        touched={formik.touched.reason}
        value={formik.values.reason}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
    </ReasonDialogFrame>
  );
}
