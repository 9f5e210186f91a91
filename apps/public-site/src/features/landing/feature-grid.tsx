import type { Feature } from './landing-content.ts';

type FeatureGridProps = { features: readonly Feature[] };

export function FeatureGrid({ features }: FeatureGridProps) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {features.map(({ title, description, icon: Icon }) => (
        <li
          key={title}
          className="rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md"
        >
          <span className="inline-grid size-11 place-items-center rounded-xl bg-primary/10 text-primary">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{title}</h3>
          <p className="mt-2 text-muted-foreground">{description}</p>
        </li>
      ))}
    </ul>
  );
}
