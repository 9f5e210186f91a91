import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Button,
} from '@ridebook/ui';
import { Trash2 } from 'lucide-react';

export type ConfirmRemoveButtonProps = {
  /** What is removed, as the person knows it: "Visa •••• 4242", "Home". */
  label: string;
  /** The kind of thing, for the buttons: "card" gives "Keep card" and "Remove card". */
  noun: string;
  /** What removing it changes. */
  consequence: string;
  isPending: boolean;
  onRemove: () => void;
};

/** A bin button that asks first: removing a saved card, place or contact is never one accidental tap. */
export function ConfirmRemoveButton({
  label,
  noun,
  consequence,
  isPending,
  onRemove,
}: ConfirmRemoveButtonProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Remove ${label}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove {label}?</AlertDialogTitle>
          <AlertDialogDescription>{consequence}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep {noun}</AlertDialogCancel>
          <Button variant="destructive" loading={isPending} onClick={onRemove}>
            Remove {noun}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
