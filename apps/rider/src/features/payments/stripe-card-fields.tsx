import { getFieldErrors, useAddPaymentMethod } from '@ridebook/api-client';
import { Button, cardLabel, notify } from '@ridebook/ui';
import type { CardSetup } from '@ridebook/validation';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { toastError } from '../../lib/toast-error.ts';

export const STRIPE_FIELDS_TEXT = {
  loadFailed: "Stripe's card form could not be loaded. Check your connection and try again.",
  failed: "We couldn't save this card. Please try again.",
} as const;

/**
 * Stripe's Payment Element, mounted for a SetupIntent: the rider types the card in Stripe's own fields (an iframe
 * of Stripe's), Stripe.js confirms it (3-D Secure included), and the API then reads the card from Stripe. Stripe.js
 * is loaded here, on demand, and only with the Stripe provider (`@stripe/stripe-js/pure` loads nothing at import).
 */
export function StripeCardFields({
  setup,
  returnUrl,
  makeDefault,
  onDone,
}: {
  setup: CardSetup;
  returnUrl: string;
  makeDefault: boolean;
  onDone: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed' | 'saving'>('loading');
  const [error, setError] = useState<string | null>(null);
  const add = useAddPaymentMethod({
    onSuccess: (card) => void notify.success(`${cardLabel(card)} saved`, { id: 'card' }),
    onError: (failure) => void toastError(failure, STRIPE_FIELDS_TEXT.failed, { id: 'card' }),
  });

  useEffect(() => {
    let isCancelled = false;
    void (async () => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js/pure');
        const loaded = await loadStripe(setup.publishableKey ?? '');
        if (isCancelled || loaded === null || container.current === null) return;
        const elements = loaded.elements({ clientSecret: setup.clientSecret });
        elements.create('payment').mount(container.current);
        stripe.current = { stripe: loaded, elements };
        setState('ready');
      } catch {
        if (!isCancelled) setState('failed');
      }
    })();
    return () => {
      isCancelled = true;
    };
  }, [setup.clientSecret, setup.publishableKey]);

  async function save() {
    if (stripe.current === null) return;
    setState('saving');
    setError(null);
    const result = await stripe.current.stripe.confirmSetup({
      elements: stripe.current.elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    if (result.error) {
      setError(result.error.message ?? STRIPE_FIELDS_TEXT.failed);
      setState('ready');
      return;
    }
    try {
      await add.mutateAsync({ setupId: result.setupIntent.id, makeDefault });
      onDone();
    } catch (failure) {
      setError(Object.values(getFieldErrors(failure))[0] ?? null);
      setState('ready');
    }
  }

  return (
    <div className="grid gap-3">
      <div ref={container} aria-busy={state === 'loading'} />
      {state === 'failed' && <p role="alert">{STRIPE_FIELDS_TEXT.loadFailed}</p>}
      {error !== null && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={state !== 'ready'}
          loading={state === 'saving'}
          onClick={() => void save()}
        >
          {state === 'saving' ? 'Saving…' : 'Save card'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
