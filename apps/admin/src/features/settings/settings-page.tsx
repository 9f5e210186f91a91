import { useDispatchSettings, usePayoutSettings, usePricingSettings } from '@ridebook/api-client';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryLoaded } from '../../components/query-loaded.tsx';
import { DispatchForm } from './dispatch-form.tsx';
import { PayoutsForm } from './payouts-form.tsx';
import { PricingForm } from './pricing-form.tsx';

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
      <QueryLoaded query={pricing} what="pricing settings">
        {(settings) => <PricingForm settings={settings} />}
      </QueryLoaded>
      <QueryLoaded query={dispatch} what="dispatch settings">
        {(settings) => <DispatchForm settings={settings} />}
      </QueryLoaded>
      <QueryLoaded query={payouts} what="payout settings">
        {(settings) => <PayoutsForm settings={settings} currency={pricing.data?.currency ?? 'USD'} />}
      </QueryLoaded>
    </div>
  );
}
