import { usePaymentMethods, useRemovePaymentMethod, useSetDefaultPaymentMethod } from '@ridebook/api-client';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Badge,
  Button,
  notify,
  Skeleton,
} from '@ridebook/ui';
import type { SavedCard } from '@ridebook/validation';
import { CreditCard, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toastError } from '../../lib/toast-error.ts';
import { AddCardForm } from './add-card-form.tsx';
import { cardExpiry, cardLabel } from './card-label.ts';

export const CARD_TOASTS = {
  madeDefault: (label: string) => `${label} is now your default card`,
  defaultFailed: "We couldn't change your default card. Please try again.",
  removeFailed: "We couldn't remove this card. Please try again.",
} as const;

/** GET/POST/DELETE /rider/payment-methods: the rider's cards, the default first; card rides and top-ups use it. */
export function SavedCards() {
  const cards = usePaymentMethods();
  const [isAdding, setIsAdding] = useState(false);

  if (cards.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading your cards…</span>
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (cards.isError) {
    return (
      <div className="grid justify-items-start gap-2 text-sm">
        <p className="text-destructive">We couldn't load your cards.</p>
        <Button variant="outline" size="sm" onClick={() => void cards.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      {cards.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No cards yet. Add one to pay for rides by card or to top up your wallet.
        </p>
      ) : (
        <ul aria-label="Saved cards" className="grid gap-2">
          {cards.data.map((card) => (
            <CardRow key={card.id} card={card} />
          ))}
        </ul>
      )}
      {isAdding ? (
        <AddCardForm onDone={() => setIsAdding(false)} />
      ) : (
        <Button variant="outline" className="justify-self-start" onClick={() => setIsAdding(true)}>
          <Plus aria-hidden="true" />
          Add a card
        </Button>
      )}
    </div>
  );
}

function CardRow({ card }: { card: SavedCard }) {
  const label = cardLabel(card);
  const makeDefault = useSetDefaultPaymentMethod({
    onSuccess: () => void notify.success(CARD_TOASTS.madeDefault(label), { id: 'card' }),
    onError: (error) => void toastError(error, CARD_TOASTS.defaultFailed, { id: 'card' }),
  });
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
      >
        <CreditCard className="size-4" />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {label}
          {card.isDefault && <Badge variant="success">Default</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">Expires {cardExpiry(card)}</p>
      </div>
      <div className="flex items-center gap-1">
        {!card.isDefault && (
          <Button
            variant="ghost"
            size="sm"
            loading={makeDefault.isPending}
            aria-label={`Make ${label} the default card`}
            onClick={() => makeDefault.mutate(card.id)}
          >
            Make default
          </Button>
        )}
        <RemoveCardButton card={card} label={label} />
      </div>
    </li>
  );
}

function RemoveCardButton({ card, label }: { card: SavedCard; label: string }) {
  const remove = useRemovePaymentMethod({
    onSuccess: (message) => void notify.success(message, { id: 'card' }),
    onError: (error) => void toastError(error, CARD_TOASTS.removeFailed, { id: 'card' }),
  });
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
          <AlertDialogDescription>
            {card.isDefault
              ? 'It is your default card: your newest other card becomes the default.'
              : 'You can add it again later.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep card</AlertDialogCancel>
          <Button variant="destructive" loading={remove.isPending} onClick={() => remove.mutate(card.id)}>
            Remove card
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
