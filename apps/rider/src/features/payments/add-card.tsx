import { paymentAuthenticationUrl, useStartCardSetup } from '@ridebook/api-client';
import { Button, Checkbox, Label } from '@ridebook/ui';
import type { CardSetup } from '@ridebook/validation';
import { lazy, Suspense, useId, useState } from 'react';
import { paymentPageNavigation } from '../../lib/payment-authentication.ts';
import { toastError } from '../../lib/toast-error.ts';
import { cardSetupReturnUrl } from './card-setup-return.ts';

// Stripe's fields (and Stripe.js with them) are loaded only when the provider is Stripe.
const StripeCardFields = lazy(async () => ({
  default: (await import('./stripe-card-fields.tsx')).StripeCardFields,
}));

export const ADD_CARD_TEXT = {
  failed: "We couldn't start adding a card. Please try again.",
  sandboxHint: "You'll type the card on the sandbox's card page, then come back here.",
  stripeHint: "You'll type the card in Stripe's secure fields: RideBook never sees its number.",
} as const;

/**
 * Adds a card in the card provider's own fields, never RideBook's: the sandbox's hosted card page (the browser
 * goes there and comes back to the wallet) or Stripe's Payment Element mounted here. The API receives only the
 * confirmed setup, and reads the card's brand, last 4 and expiry from the provider.
 */
export function AddCard({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [makeDefault, setMakeDefault] = useState(false);
  const [stripeSetup, setStripeSetup] = useState<CardSetup | null>(null);
  const start = useStartCardSetup({
    onError: (error) => void toastError(error, ADD_CARD_TEXT.failed, { id: 'card' }),
  });
  const returnUrl = cardSetupReturnUrl(makeDefault);

  async function begin() {
    const setup = await start.mutateAsync({ returnUrl }).catch(() => null);
    if (setup === null) return;
    if (setup.hostedPageUrl !== null) {
      paymentPageNavigation.assign(paymentAuthenticationUrl(setup.hostedPageUrl));
      return;
    }
    setStripeSetup(setup);
  }

  return (
    <section aria-label="Add a card" className="grid gap-4 rounded-lg border p-4">
      {stripeSetup === null ? (
        <>
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-default`}
              checked={makeDefault}
              onCheckedChange={(checked) => setMakeDefault(checked === true)}
            />
            <Label htmlFor={`${id}-default`}>Make this my default card</Label>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" loading={start.isPending} onClick={() => void begin()}>
              Enter card details
            </Button>
            <Button type="button" variant="outline" onClick={onDone}>
              Cancel
            </Button>
          </div>
        </>
      ) : (
        <Suspense fallback={<p>Loading Stripe's card form…</p>}>
          <StripeCardFields
            setup={stripeSetup}
            returnUrl={returnUrl}
            makeDefault={makeDefault}
            onDone={onDone}
          />
        </Suspense>
      )}
    </section>
  );
}
