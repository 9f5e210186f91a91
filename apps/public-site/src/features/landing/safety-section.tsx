import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { SectionHeading } from '../page-kit/index.ts';
import { safetyPoints } from './landing-content.ts';

export function SafetySection() {
  return (
    <section aria-labelledby="safety-title" className="py-20 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr] lg:items-start">
        <div>
          <SectionHeading
            id="safety-title"
            align="left"
            eyebrow="Safety"
            title="Safety is built into every trip"
            description="From the documents we check before a driver's first trip to the SOS button in every ride, you are never on your own."
          />
          <Link
            to={paths.safety}
            className="mt-6 inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
          >
            How we keep rides safe
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {safetyPoints.map(({ title, description, icon: Icon }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl border border-border bg-card p-5 text-card-foreground"
            >
              <span className="inline-grid size-10 shrink-0 place-items-center rounded-xl bg-success/15 text-success">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
