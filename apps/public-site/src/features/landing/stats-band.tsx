import { figures } from '../../config/marketing.ts';

const stats = [
  { value: figures.users, label: 'Happy users' },
  { value: figures.drivers, label: 'Trusted drivers' },
  { value: figures.cities, label: 'Cities served' },
  { value: figures.rating, label: 'Average rating' },
  { value: `< ${figures.waitMinutes} min`, label: 'Average wait' },
] as const;

export function StatsBand() {
  return (
    <section aria-label="RideBook in numbers" className="border-y border-border bg-muted/50">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 sm:grid-cols-3 sm:px-6 lg:grid-cols-5">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col text-center last:col-span-2 sm:last:col-span-1">
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="order-first text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
