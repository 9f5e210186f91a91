import { Compass, HandHeart, Scale, ShieldCheck, Target, Telescope, Users } from 'lucide-react';
import { Link } from 'react-router';
import { figures } from '../../config/marketing.ts';
import { paths } from '../../config/paths.ts';
import { buttonClass, SectionHeading } from '../page-kit/index.ts';
import { usePageMeta } from '../seo/index.ts';
import { LeadershipGrid } from './leadership-grid.tsx';
import { leadership } from './leadership.ts';

const stats = [
  { value: figures.users, label: 'Users' },
  { value: figures.drivers, label: 'Drivers' },
  { value: figures.cities, label: 'Cities' },
  { value: figures.rating, label: 'Average rating' },
] as const;

const values = [
  {
    title: 'Safety first',
    description:
      'Checked drivers, live tracking, an SOS button in every trip and a safety team that answers 24/7.',
    icon: ShieldCheck,
  },
  {
    title: 'Fair to drivers',
    description: `Drivers keep ${figures.driverSharePercent}% of every fare plus all of their tips, and choose when they work.`,
    icon: Scale,
  },
  {
    title: 'Respect for every rider',
    description:
      'Clear information, payment by cash, card or digital wallet, and help that replies within 24 hours.',
    icon: HandHeart,
  },
  {
    title: 'Built in the open',
    description:
      'RideBook is open source, so cities, operators and curious people can see how it works and improve it.',
    icon: Users,
  },
] as const;

export function AboutPage() {
  usePageMeta(
    'About us',
    'RideBook connects riders and drivers in 100+ cities. Learn about our mission, our vision, our values and the people who lead us.',
  );
  return (
    <>
      <section className="bg-gradient-to-b from-primary/10 to-background">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
          <SectionHeading
            as="h1"
            eyebrow="About us"
            title="Moving cities, one fair ride at a time"
            description="RideBook started with a simple idea: getting across town should be safe, affordable and convenient for riders, and a fair way to earn for the people who drive them."
          />
          <dl className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-4 lg:grid-cols-4">
            {stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col rounded-2xl border border-border bg-card p-6 text-center text-card-foreground shadow-sm"
              >
                <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="order-first text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-label="Mission and vision" className="pt-4 pb-16 sm:pb-20">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 md:grid-cols-2">
          <div className="rounded-3xl border border-border bg-card p-8 text-card-foreground">
            <span className="inline-grid size-12 place-items-center rounded-xl bg-primary/10 text-primary">
              <Target aria-hidden="true" className="size-6" />
            </span>
            <h2 className="mt-5 text-2xl font-bold">Our mission</h2>
            <p className="mt-3 leading-relaxed text-muted-foreground">
              To give everyone a ride they can rely on: a trusted driver at the door in under{' '}
              {figures.waitMinutes} minutes, a trip they can follow on the map, and support that is there
              around the clock. For drivers, to offer flexible work that pays fairly and treats them as
              partners.
            </p>
          </div>
          <div className="rounded-3xl border border-border bg-card p-8 text-card-foreground">
            <span className="inline-grid size-12 place-items-center rounded-xl bg-primary/10 text-primary">
              <Telescope aria-hidden="true" className="size-6" />
            </span>
            <h2 className="mt-5 text-2xl font-bold">Our vision</h2>
            <p className="mt-3 leading-relaxed text-muted-foreground">
              Cities where nobody has to own a car to get around, where a late shift or an early flight never
              means a risky journey home, and where the platform that moves people is open for anyone to
              inspect and build on.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="leadership-title" className="bg-muted/50 py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading
            id="leadership-title"
            eyebrow="Leadership"
            title="The people behind RideBook"
            description="A small team with backgrounds in transport, safety and software, and one former full-time driver."
          />
          <div className="mt-10">
            <LeadershipGrid leaders={leadership} />
          </div>
        </div>
      </section>

      <section aria-labelledby="values-title" className="py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading id="values-title" eyebrow="Our values" title="What we stand for" />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {values.map(({ title, description, icon: Icon }) => (
              <li key={title} className="rounded-2xl border border-border bg-card p-6 text-card-foreground">
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-cta-title" className="px-4 pb-20 sm:px-6">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 rounded-3xl bg-primary p-10 text-center text-primary-foreground">
          <Compass aria-hidden="true" className="size-8" />
          <h2 id="about-cta-title" className="text-2xl font-bold sm:text-3xl">
            Want to know more?
          </h2>
          <p className="max-w-xl opacity-90">
            Meet the wider team, see our open roles, or send us a message. We reply within{' '}
            {figures.replyWithinHours} hours.
          </p>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.careers} className={buttonClass('inverse', 'md')}>
              See open roles
            </Link>
            <Link
              to={paths.contactUs}
              className={buttonClass(
                'outline',
                'md',
                'border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground',
              )}
            >
              Contact us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
