import { usePaymentMethods, useRemovePaymentMethod, useSetDefaultPaymentMethod } from '@ridebook/api-client';
import { Badge, Button, cardLabel, notify } from '@ridebook/ui';
import type { SavedCard } from '@ridebook/validation';
import { CreditCard, Plus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmRemoveButton } from '../../components/confirm-remove-button.tsx';
import { ListLoadState } from '../../components/list-load-state.tsx';
import { toastError } from '../../lib/toast-error.ts';
import { AddCard } from './add-card.tsx';
import { useCardSetupReturn } from './use-card-setup-return.ts';
import { cardExpiry } from './card-label.ts';

export const CARD_TOASTS = {
  madeDefault: (label: string) => `${label} is now your default card`,
  defaultFailed: "We couldn't change your default card. Please try again.",
  removeFailed: "We couldn't remove this card. Please try again.",
} as const;

/**
 * GET/POST/DELETE /rider/payment-methods: the rider's cards, the default first; card rides and top-ups use it.
 * Cards are added in the provider's own fields (AddCard); back from its page, the confirmed card is saved here.
 */
export function SavedCards() {
  const cards = usePaymentMethods();
  const [isAdding, setIsAdding] = useState(false);
  const { isSaving } = useCardSetupReturn();

  if (cards.isPending || cards.isError) return <ListLoadState query={cards} what="your cards" />;
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
      {isSaving && <p role="status">Saving your card…</p>}
      {isAdding ? (
        <AddCard onDone={() => setIsAdding(false)} />
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
      <div className="grid min-w-40 flex-1 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {label}
          {card.isDefault && <Badge variant="success">Default</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">Expires {cardExpiry(card)}</p>
      </div>
      <div className="ml-auto flex items-center gap-1">
        {!card.isDefault && (
          <Button
            variant="ghost"
            size="sm"
            loading={makeDefault.isPending}
            onClick={() => makeDefault.mutate(card.id)}
          >
            {/* The name starts with the words on the button (WCAG 2.5.3), then says which card. */}
            Make default<span className="sr-only"> ({label})</span>
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
    <ConfirmRemoveButton
      label={label}
      noun="card"
      consequence={
        card.isDefault
          ? 'It is your default card: your newest other card becomes the default.'
          : 'You can add it again later.'
      }
      isPending={remove.isPending}
      onRemove={() => remove.mutate(card.id)}
    />
  );
}
