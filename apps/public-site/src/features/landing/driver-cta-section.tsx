import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { figures } from '../../config/marketing.ts';
import { paths } from '../../config/paths.ts';
import { buttonClass } from '../page-kit/index.ts';

const perks = [
  `Keep ${figures.driverSharePercent}% of every fare, plus 100% of your tips`,
  'Go online and offline whenever you like',
  'See passenger details before you accept',
  'Driver insurance on every trip',
] as const;

export function DriverCtaSection() {
  return (
    <section aria-labelledby="driver-cta-title" className="px-4 pb-20 sm:px-6 sm:pb-24">
      <div className="mx-auto grid max-w-6xl gap-8 overflow-hidden rounded-3xl bg-primary p-8 text-primary-foreground shadow-xl sm:p-12 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide uppercase opacity-80">Drive with RideBook</p>
          <h2
            id="driver-cta-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            Earn on your own schedule
          </h2>
          <p className="mt-4 text-lg opacity-90">
            Join {figures.drivers} drivers who turn free hours into income. Register with your licence,
            vehicle registration and insurance documents, and start taking requests once you are approved.
          </p>
          <Link to={paths.register} className={buttonClass('inverse', 'lg', 'mt-8')}>
            Start Earning as Driver
          </Link>
        </div>
        <ul className="grid gap-3">
          {perks.map((perk) => (
            <li key={perk} className="flex items-start gap-3 rounded-xl bg-primary-foreground/10 p-4">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span className="font-medium">{perk}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
