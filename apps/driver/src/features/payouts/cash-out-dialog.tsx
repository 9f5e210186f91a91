import { useCashOut } from '@ridebook/api-client';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  formatMoney,
  notify,
  notifyError,
} from '@ridebook/ui';
import { PAYOUT_MESSAGES, formatMajorUnits, parseMajorUnits } from '@ridebook/validation';
import { useState } from 'react';
import { newCashOutKey } from './payout-navigation.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  available: number;
  fee: number;
  currency: string;
};

/**
 * "Cash out now": the amount (the whole balance by default), the fee and what reaches the driver's account are shown
 * before confirming. One idempotency key per dialog, so a re-sent confirmation is the same payout.
 */
export function CashOutDialog({ open, onOpenChange, available, fee, currency }: Props) {
  const [text, setText] = useState(() => formatMajorUnits(available, currency));
  const [key] = useState(newCashOutKey);
  const [error, setError] = useState<string | null>(null);
  const cashOut = useCashOut({
    onSuccess: (payout) => {
      notify.success(`Cashing out ${formatMoney(payout.transferred, payout.currency)}: it is on its way.`);
      onOpenChange(false);
    },
    onError: (failure) => notifyError(failure, 'We could not cash out. Please try again.'),
  });
  const amount = parseMajorUnits(text, currency);
  const isValid = amount !== null && amount > fee && amount <= available;

  function submit() {
    if (amount === null || amount <= fee) return setError(PAYOUT_MESSAGES.amountInvalid);
    if (amount > available) return setError(`You can cash out at most ${formatMoney(available, currency)}.`);
    setError(null);
    cashOut.mutate({ amount, idempotencyKey: key });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cash out now</DialogTitle>
          <DialogDescription>
            Get your balance today instead of waiting for the weekly payout, for a fee of{' '}
            {formatMoney(fee, currency)}.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField label={`Amount (${currency})`} error={error ?? undefined}>
            <Input inputMode="decimal" value={text} onChange={(event) => setText(event.target.value)} />
          </FormField>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" aria-label="Cash-out summary">
            <dt className="text-muted-foreground">From your balance</dt>
            <dd>{amount === null ? '—' : formatMoney(amount, currency)}</dd>
            <dt className="text-muted-foreground">Cash-out fee</dt>
            <dd>{formatMoney(fee, currency)}</dd>
            <dt className="font-medium">You receive</dt>
            <dd className="font-medium">{isValid ? formatMoney(amount - fee, currency) : '—'}</dd>
          </dl>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={cashOut.isPending}>
              Confirm cash out
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
