import { Play } from 'lucide-react';
import { figures } from '../../config/marketing.ts';
import { buttonClass } from '../page-kit/index.ts';

export function FinalCtaSection() {
  return (
    <section aria-labelledby="final-cta-title" className="border-t border-border bg-muted/50 py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="final-cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Ready when you are
        </h2>
        <p className="mt-4 text-lg text-muted-foreground">
          Join {figures.users} users in {figures.cities} cities who get where they are going with RideBook.
          Book now or schedule up to {figures.scheduleDaysAhead} days ahead.
        </p>
        {/* Both are real buttons with no action in the seed spec (section 2). */}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" className={buttonClass('primary', 'lg')}>
            Start Riding
          </button>
          <button type="button" className={buttonClass('outline', 'lg')}>
            <Play aria-hidden="true" className="size-4" />
            Watch Demo
          </button>
        </div>
      </div>
    </section>
  );
}
