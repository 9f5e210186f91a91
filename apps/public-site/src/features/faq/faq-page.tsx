import { cn } from '@ridebook/ui';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { buttonClass, HydratedFieldset, SectionHeading } from '../page-kit/index.ts';
import { usePageMeta } from '../seo/index.ts';
import { FaqAccordion } from './faq-accordion.tsx';
import {
  FAQ_CATEGORIES,
  FAQ_CATEGORY_LABELS,
  faqItems,
  filterFaqItems,
  type FaqFilter,
} from './faq-items.ts';

export function FaqPage() {
  usePageMeta(
    'Frequently asked questions',
    'Answers about booking, scheduling up to 7 days ahead, payments by cash, card or wallet, driving with RideBook and staying safe.',
  );
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<FaqFilter>('all');
  const results = useMemo(() => filterFaqItems(faqItems, filter, search), [filter, search]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading
        as="h1"
        eyebrow="Help Center"
        title="Frequently asked questions"
        description="Quick answers about riding, driving, payments and safety. Can't find yours? Our team replies within 24 hours."
      />

      <div className="mt-10">
        <label htmlFor={searchId} className="sr-only">
          Search questions
        </label>
        <HydratedFieldset>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
            />
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search questions, e.g. SOS"
              className="h-12 w-full rounded-xl border border-input bg-background pr-4 pl-12 text-base placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
            />
          </div>
        </HydratedFieldset>
      </div>

      <div role="group" aria-label="Filter by category" className="mt-5 flex flex-wrap gap-2">
        {FAQ_CATEGORIES.map((category) => (
          <button
            key={category}
            type="button"
            aria-pressed={filter === category}
            onClick={() => setFilter(category)}
            className={cn(
              'rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              filter === category
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-background text-muted-foreground hover:bg-accent hover:text-accent-foreground',
            )}
          >
            {FAQ_CATEGORY_LABELS[category]}
          </button>
        ))}
      </div>

      <p className="sr-only" role="status">
        {results.length === 1 ? '1 question shown' : `${results.length} questions shown`}
      </p>

      <div className="mt-8">
        {results.length > 0 ? (
          <FaqAccordion items={results} />
        ) : (
          <div className="rounded-2xl border border-dashed border-border p-10 text-center">
            <p className="text-lg font-semibold">No results found</p>
            <p className="mt-2 text-muted-foreground">Try another word or category, or ask us directly.</p>
          </div>
        )}
      </div>

      <div className="mt-12 rounded-2xl bg-muted/60 p-6 text-center sm:p-8">
        <h2 className="text-xl font-semibold">Still have a question?</h2>
        <p className="mt-2 text-muted-foreground">
          Send us a message and we will get back to you within 24 hours. Safety support is available 24/7.
        </p>
        <Link to={paths.contactUs} className={buttonClass('primary', 'md', 'mt-5')}>
          Contact us
        </Link>
      </div>
    </div>
  );
}
