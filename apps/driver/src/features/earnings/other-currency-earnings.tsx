import { Card, CardContent, CardHeader, formatMoney } from '@ridebook/ui';
import type { OtherCurrencyEarnings as OtherCurrency } from '@ridebook/validation';
import { CardHeading } from '../../components/card-heading.tsx';

/**
 * What the driver earned in the period in other currencies than their city's (rides of a city they drove in
 * before): one total per currency, never added to the period's totals above.
 */
export function OtherCurrencyEarnings({ earnings }: { earnings: OtherCurrency[] }) {
  if (earnings.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardHeading>Earned in other currencies</CardHeading>
        <p className="text-sm text-muted-foreground">
          Rides in a city you drove in before. Each currency has its own total and is not included above.
        </p>
      </CardHeader>
      <CardContent>
        <dl className="grid">
          {earnings.map(({ currency, rides, totals }) => (
            <div
              key={currency}
              className="flex items-baseline justify-between gap-4 border-b py-2.5 last:border-b-0"
            >
              <dt className="min-w-0">
                {currency}
                <span className="block text-xs text-muted-foreground">
                  {rides === 1 ? '1 ride' : `${rides} rides`} · net payout {formatMoney(totals.net, currency)}
                </span>
              </dt>
              <dd className="shrink-0 font-semibold tabular-nums">
                {formatMoney(totals.earnings, currency)}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
