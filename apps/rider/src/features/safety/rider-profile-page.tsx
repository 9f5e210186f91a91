import { Card, CardContent } from '@ridebook/ui';
import { ProfilePage } from '@ridebook/ui/account';
import { SAFETY_LIMITS } from '@ridebook/validation';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { WalletSummaryCard } from '../payments/index.ts';
import { SavedPlacesSettings } from '../saved-places/index.ts';
import { SAFETY_SECTION_ID } from './emergency-contacts-path.ts';
import { EmergencyContacts } from './emergency-contacts.tsx';

/** Opened as /rider/profile#safety (the SOS dialog's "Add emergency contacts"): the Safety card comes into view. */
function useScrolledIntoViewOnHash(id: string) {
  const { hash } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (hash === `#${id}` && typeof ref.current?.scrollIntoView === 'function')
      ref.current.scrollIntoView({ block: 'start' });
  }, [hash, id]);
  return ref;
}

/**
 * /rider/profile: the shared profile (name, phone, password), then Settings: Safety (emergency contacts), Saved
 * places and the wallet's balance (with the way to Payments & Wallet).
 */
export function RiderProfilePage() {
  const safety = useScrolledIntoViewOnHash(SAFETY_SECTION_ID);
  return (
    <div className="grid gap-8">
      <ProfilePage role="rider" />
      <section aria-labelledby="settings-heading" className="mx-auto grid w-full max-w-3xl gap-4">
        <h2 id="settings-heading" className="text-xl font-bold tracking-tight">
          Settings
        </h2>
        <Card
          ref={safety}
          id={SAFETY_SECTION_ID}
          role="region"
          aria-labelledby="safety-heading"
          className="scroll-mt-20"
        >
          <CardContent className="grid gap-5 pt-6">
            <div className="grid gap-1.5">
              <h3 id="safety-heading" className="flex items-center gap-2 text-lg leading-tight font-semibold">
                <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
                Safety
              </h3>
              <p className="text-sm text-muted-foreground">
                Emergency contacts get an e-mail with your live location when you press SOS or share your
                location during a ride. You can add up to {SAFETY_LIMITS.contactsMax} people.
              </p>
            </div>
            <EmergencyContacts />
          </CardContent>
        </Card>
        <SavedPlacesSettings />
        <WalletSummaryCard />
      </section>
    </div>
  );
}
