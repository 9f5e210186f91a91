import { PAYMENT_METHOD_LABELS, Badge } from '@ridebook/ui';
import type { PaymentMethod } from '@ridebook/validation';
import { Banknote, CreditCard, Wallet } from 'lucide-react';

const ICONS = { cash: Banknote, card: CreditCard, wallet: Wallet } as const;

/** How the rider pays; cash stands out, since the driver collects it. */
export function PaymentBadge({ method }: { method: PaymentMethod }) {
  const Icon = ICONS[method];
  return (
    <Badge variant={method === 'cash' ? 'warning' : 'secondary'}>
      <Icon aria-hidden="true" />
      {PAYMENT_METHOD_LABELS[method]}
    </Badge>
  );
}
