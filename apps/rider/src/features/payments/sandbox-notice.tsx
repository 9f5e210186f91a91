import { usePaymentsConfig } from '@ridebook/api-client';
import { FlaskConical } from 'lucide-react';
import { groupCardNumber } from './card-label.ts';

/** With the sandbox provider: no real money moves, and these test cards are the only ones it accepts. */
export function SandboxNotice() {
  const config = usePaymentsConfig();
  if (!config.data?.isSandbox) return null;
  return (
    <section
      aria-labelledby="sandbox-heading"
      className="rounded-xl border border-info/30 bg-info/10 p-4 text-sm"
    >
      <h2 id="sandbox-heading" className="flex items-center gap-2 font-semibold">
        <FlaskConical aria-hidden="true" className="size-4" />
        Sandbox payments: no real money moves
      </h2>
      <p className="mt-1 text-muted-foreground">
        Use these test cards with any future expiry date and any 3-digit security code.
      </p>
      <ul aria-label="Test cards" className="mt-2 grid gap-1">
        {config.data.testCards.map((card) => (
          <li key={card.number} className="grid sm:flex sm:gap-x-3">
            <span className="font-mono tabular-nums">{groupCardNumber(card.number)}</span>
            <span className="text-muted-foreground">{card.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
