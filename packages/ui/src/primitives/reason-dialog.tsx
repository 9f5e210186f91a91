import { useId, type ComponentProps, type FormEventHandler, type ReactNode } from 'react';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';
import { FormField } from './form-field.tsx';
import { Textarea } from './textarea.tsx';

export type ReasonDialogFrameProps = {
  /** The button that opens the dialog (a `Button`; it becomes the trigger). */
  trigger: ReactNode;
  open: boolean;
  /** Called with false on Escape, the close button or the cancel button: reset the form there. */
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The form's fields: the reason (`ReasonField`, or choices) and whatever else the action takes. */
  children: ReactNode;
  /** The form's submit handler (formik: `formik.handleSubmit`); close the dialog when the change is made. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While the change is being sent: the confirm button spins and cannot be pressed again. */
  isPending: boolean;
  confirmLabel: string;
  /** The confirm button's text while pending, e.g. "Refunding..."; the confirm label stays when omitted. */
  pendingLabel?: string;
  cancelLabel?: string;
  isDestructive?: boolean;
};

/**
 * A change that needs a reason: a title, what will happen, the fields (a reason at least), then confirm or cancel.
 * It holds no form state, so each screen keeps its own validation (the API's zod schema) and request; the owner says
 * when it is open, so it can close the dialog once the change is made and keep it open, with the text, on failure.
 */
export function ReasonDialogFrame({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  children,
  onSubmit,
  isPending,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Keep as is',
  isDestructive = false,
}: ReasonDialogFrameProps) {
  const formId = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4">
          {children}
        </form>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{cancelLabel}</Button>
          </DialogClose>
          <Button
            type="submit"
            form={formId}
            variant={isDestructive ? 'destructive' : 'default'}
            loading={isPending}
          >
            {isPending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export type ReasonFieldProps = Omit<ComponentProps<'textarea'>, 'children'> & {
  label?: ReactNode;
  hint?: ReactNode;
  /** The validation message (formik: `errors.reason`), shown once `touched`. */
  error?: string | undefined;
  touched?: boolean | undefined;
  required?: boolean;
};

/** The reason, in the person's own words: a labelled three-line text box. */
export function ReasonField({
  label = 'Reason',
  hint,
  error,
  touched,
  required = false,
  ...textarea
}: ReasonFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} touched={touched} required={required}>
      <Textarea rows={3} {...textarea} />
    </FormField>
  );
}
