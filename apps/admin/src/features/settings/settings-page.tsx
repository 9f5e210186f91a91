import { useDispatchSettings, usePayoutSettings, usePricingSettings } from '@ridebook/api-client';
import { Skeleton } from '@ridebook/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { DispatchForm } from './dispatch-form.tsx';
import { PayoutsForm } from './payouts-form.tsx';
import { PricingForm } from './pricing-form.tsx';

/** A form once its settings have loaded; a skeleton before, the reason and Try again when loading failed. */
function Loaded<Data>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<Data>;
  what: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending)
    return <Skeleton role="status" aria-label={`Loading the ${what}`} className="h-96 rounded-xl" />;
  if (query.isError)
    return (
      <LoadError
        title={`Couldn't load the ${what}`}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  return children(query.data);
}

/**
 * Settings: the default city's fare rules and how its rides find drivers (each city's own are on its page under
 * Cities), and when drivers are paid, each saved on its own.
 */
export function SettingsPage() {
  const pricing = usePricingSettings();
  const dispatch = useDispatchSettings();
  const payouts = usePayoutSettings();
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6">
      <PageHeader
        title="Settings"
        description="Pricing and dispatch of the default city (every city's are on its page under Cities), and payouts for the whole platform. Every change is audited."
      />
      <Loaded query={pricing} what="pricing settings">
        {(settings) => <PricingForm settings={settings} />}
      </Loaded>
      <Loaded query={dispatch} what="dispatch settings">
        {(settings) => <DispatchForm settings={settings} />}
      </Loaded>
      <Loaded query={payouts} what="payout settings">
        {(settings) => <PayoutsForm settings={settings} currency={pricing.data?.currency ?? 'USD'} />}
      </Loaded>
    </div>
  );
}
